import { type ReactNode, useRef } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { Button, type ButtonProps } from './Button'
import { useToast } from './Toaster'

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string
  /** Button label; defaults to t('copy'). */
  children?: ReactNode
  onCopied?: () => void
}

/** The old way: select a hidden textarea and ask the browser to copy. Works in WebViews without the Clipboard API. */
function legacyCopy(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false
  const area = document.createElement('textarea')
  area.value = text
  // readonly stops the Android keyboard from popping up; off-screen so nothing flashes.
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.top = '0'
  area.style.left = '-9999px'
  area.style.opacity = '0'
  document.body.appendChild(area)
  try {
    area.select()
    area.setSelectionRange(0, text.length)
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}

/** Copies text to the clipboard. Exported for callers that copy without a button. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // The Clipboard API exists only in secure contexts and may be refused by the WebView.
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Fall through to the legacy path.
  }
  return legacyCopy(text)
}

/** A button that copies `text` and says whether it worked. */
export function CopyButton({ text, children, onCopied, variant = 'text', ...rest }: CopyButtonProps) {
  const t = useT(common)
  const toast = useToast()
  const ref = useRef<HTMLButtonElement>(null)

  const onClick = async () => {
    const ok = await copyText(text)
    // The legacy path focuses a textarea and removes it, dropping focus to <body>; give it back.
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus()
    if (ok) {
      toast(t('copySuccess'), { kind: 'success' })
      onCopied?.()
    } else {
      toast(t('copyFailed'), { kind: 'error' })
    }
  }

  return (
    <Button {...rest} ref={ref} variant={variant} onClick={onClick}>
      {children ?? t('copy')}
    </Button>
  )
}
