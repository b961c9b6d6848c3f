import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { cx } from './Button'

export type DialogProps = {
  open: boolean
  /** Asked to close (Escape, back gesture, close icon, backdrop); the parent sets `open` to false. */
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Footer buttons. */
  actions?: ReactNode
  /** false for blocking popups: no close icon, Escape and backdrop taps do nothing. */
  dismissible?: boolean
  /**
   * false when a stray tap must not lose what the dialog says (SPEC 4's reminder: closable by
   * Confirm or the close icon only); Escape and the close icon still close a dismissible dialog.
   */
  closeOnBackdrop?: boolean
  /** Accessible name of the close icon; defaults to t('close'). */
  closeLabel?: string
  /** 'sheet' slides up from the bottom (pickers); 'center' is the usual popup. */
  variant?: 'center' | 'sheet'
  className?: string
}

/**
 * A backdrop tap this soon after opening is the rest of the tap (or double tap) that opened the
 * dialog, not a wish to close it: a borrower double-tapping Pay Now on a fast network would
 * otherwise close the reminder before reading it.
 */
export const BACKDROP_GRACE_MS = 600

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function openModal(d: HTMLDialogElement) {
  if (d.open) return
  // jsdom and very old WebViews lack showModal: fall back to the open attribute and move focus ourselves.
  if (typeof d.showModal === 'function') {
    try {
      d.showModal()
      // The browser focuses the first control (×), and a dialog that opened by itself (no tap, no
      // key) shows it with a focus ring nobody asked for. The dialog itself takes focus instead,
      // unless a control asks for it: Tab still reaches × first, and a screen reader reads the title.
      if (!d.querySelector('[autofocus]')) d.focus()
      return
    } catch {
      // Not connected yet or already open non-modally; the attribute below still shows it.
    }
  }
  // iOS 14 has no <dialog>: ui.css lays a [data-fallback] one out as a centred overlay.
  d.setAttribute('data-fallback', '')
  d.setAttribute('open', '')
  const first = d.querySelector<HTMLElement>('[autofocus]') ?? d.querySelector<HTMLElement>(FOCUSABLE)
  ;(first ?? d).focus()
}

function closeModal(d: HTMLDialogElement) {
  if (typeof d.close === 'function') d.close()
  else d.removeAttribute('open')
}

/** A modal dialog on the native <dialog> element, which gives focus trapping and a backdrop for free. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  dismissible = true,
  closeOnBackdrop = true,
  closeLabel,
  variant = 'center',
  className,
}: DialogProps) {
  const t = useT(common)
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Set when our own keydown handler already dealt with Escape, so the native cancel does not repeat it.
  const escHandled = useRef(false)
  // When the dialog last opened, and whether the current press started on the backdrop.
  const openedAt = useRef(0)
  const pressOnBackdrop = useRef(false)

  // Chrome's close watcher may close a modal on a second Escape even when cancel is prevented;
  // a blocking dialog reopens itself, a dismissible one reports the close.
  // The browser fires 'close' a task after close(): when the dialog is open again by then, the
  // event is stale. React StrictMode (the dev server) runs the effect below, its cleanup (which
  // closes) and the effect again in one go, so without this check the queued event of the
  // cleanup's close() closed every dialog and picker that opened on mount.
  const onNativeClose = useEffectEvent(() => {
    const d = ref.current
    if (!open || !d || d.open) return
    if (dismissible) onClose()
    else openModal(d)
  })

  useEffect(() => {
    const d = ref.current
    if (!open || !d) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openModal(d)
    openedAt.current = Date.now()
    const onCloseEvent = () => onNativeClose()
    d.addEventListener('close', onCloseEvent)
    return () => {
      d.removeEventListener('close', onCloseEvent)
      closeModal(d)
      // Native dialogs usually restore focus, but not everywhere (and not in the fallback): do it ourselves.
      if (previous?.isConnected) previous.focus()
    }
  }, [open])

  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    // The parent owns `open`; never let the browser close the dialog behind React's back.
    e.preventDefault()
    if (escHandled.current) escHandled.current = false
    else if (dismissible) onClose()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Escape') return
    // Handled here as well because jsdom and polyfilled dialogs never fire 'cancel'.
    e.preventDefault()
    escHandled.current = true
    setTimeout(() => (escHandled.current = false), 0)
    if (dismissible) onClose()
  }

  // A click whose target is the <dialog> itself landed on the backdrop (the inner box covers the
  // rest). It closes only when the press also started there (not a drag out of the box) and the
  // dialog has been open longer than the grace period.
  const onPointerDown = (e: PointerEvent<HTMLDialogElement>) => {
    pressOnBackdrop.current = e.target === e.currentTarget
  }
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = e.target === e.currentTarget && pressOnBackdrop.current
    pressOnBackdrop.current = false
    if (!onBackdrop || !dismissible || !closeOnBackdrop) return
    if (Date.now() - openedAt.current < BACKDROP_GRACE_MS) return
    onClose()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      className={cx('ui-dialog', `ui-dialog--${variant}`, className)}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {open && (
        <div className="ui-dialog__box">
          <div className="ui-dialog__head">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="ui-dialog__x" aria-label={closeLabel ?? t('close')} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="ui-dialog__body">{children}</div>
          {actions && <div className="ui-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  )
}
