import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { common } from '@src/i18n/common'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import { errorToastsDismissed, type Toast, toastDismissed, toastDuration, type ToastKind, toastShown } from '@store/ui'

export type ToastOptions = { kind?: ToastKind; durationMs?: number }

/** Returns a function that shows a toast: `toast('Saved', { kind: 'success' })`. */
export function useToast(): (message: string, opts?: ToastOptions) => void {
  const dispatch = useAppDispatch()
  return useCallback((message: string, opts?: ToastOptions) => void dispatch(toastShown(message, opts)), [dispatch])
}

/** A message worth showing: sloppy callers sometimes pass String(undefined) or ''. */
function showable(message: unknown): message is string {
  if (typeof message !== 'string') return false
  const m = message.trim()
  return m !== '' && m !== 'undefined' && m !== 'null' && m !== 'NaN'
}

function ToastBubble({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch()
  const visible = showable(toast.message)
  // An unshowable toast is dropped at once so it does not hold a slot in the short queue.
  const ms = visible ? toastDuration(toast.durationMs) : 0
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), ms)
    return () => clearTimeout(timer)
  }, [dispatch, toast.id, ms])
  if (!visible) return null
  // Errors interrupt (alert); info and success wait for the screen reader to finish (status).
  return (
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`ui-toast ui-toast--${toast.kind}`}>
      {toast.message}
    </div>
  )
}

/**
 * Renders the store's toasts and loading indicators at the bottom of the screen. Mount once.
 * Each bubble is its own live region (alert/status) and exists only while shown, so the page
 * never carries empty alert/status regions that confuse screen readers and role queries.
 */
export function Toaster() {
  const t = useT(common)
  const dispatch = useAppDispatch()
  const toasts = useAppSelector((s) => s.ui.toasts)
  const loading = useAppSelector((s) => s.ui.loading)
  const box = useRef<HTMLDivElement>(null)
  const [top, setTop] = useState(false)
  const showing = toasts.length + loading.length > 0

  // A toast never covers the field or control it speaks of. Bottom by default; at the top when the
  // bottom place would cover the field being typed in, a field marked invalid, or the control just
  // tapped (a Download or Get code button: its toast answers it) and the top would not.
  useLayoutEffect(() => {
    if (!showing || !box.current) return setTop(false)
    const fields = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
    const active = document.activeElement
    if (active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable], button, a[href]')) fields.push(active)
    if (!fields.length) return setTop(false)
    const covers = (r: DOMRect) => fields.some((f) => overlap(r, f.getBoundingClientRect()))
    const el = box.current
    const was = el.classList.contains('ui-toaster--top')
    el.classList.remove('ui-toaster--top')
    const atBottom = covers(el.getBoundingClientRect())
    el.classList.add('ui-toaster--top')
    const atTop = covers(el.getBoundingClientRect())
    el.classList.toggle('ui-toaster--top', was)
    setTop(atBottom && !atTop)
  }, [showing, toasts, loading])

  // An error toast goes once the borrower starts putting it right (types or picks in any field).
  useEffect(() => {
    if (!toasts.some((x) => x.kind === 'error')) return
    const onInput = () => dispatch(errorToastsDismissed())
    document.addEventListener('input', onInput, true)
    return () => document.removeEventListener('input', onInput, true)
  }, [dispatch, toasts])

  useStaleErrorsGoOnFieldError(toasts)

  return (
    <div ref={box} className={top ? 'ui-toaster ui-toaster--top' : 'ui-toaster'}>
      {loading.map((l) => (
        <div key={l.id} role="status" aria-live="polite" className="ui-toast ui-toast--loading">
          <span className="ui-spinner" aria-hidden="true" />
          {showable(l.text) ? l.text : t('loading')}
        </div>
      ))}
      {toasts.map((toast) => (
        <ToastBubble key={toast.id} toast={toast} />
      ))}
    </div>
  )
}

/**
 * no stale toast beside a new error. A field newly marked in error (aria-invalid="true")
 * is the outcome of the borrower's latest press or submit: the error toasts shown before that
 * action no longer apply and go. A toast the same action showed stays (it came with the field's
 * error), and so does a sticky one (the session has expired). The reducer does the same for a new
 * toast (store/ui.ts).
 */
function useStaleErrorsGoOnFieldError(toasts: Toast[]) {
  const dispatch = useAppDispatch()
  const current = useRef(toasts)
  current.current = toasts
  const hasErrors = toasts.some((x) => x.kind === 'error' && !x.sticky)
  useEffect(() => {
    if (!hasErrors) return
    /** The toasts on screen when the borrower's latest action began. */
    let before = new Set(current.current.map((x) => x.id))
    const onAction = () => void (before = new Set(current.current.map((x) => x.id)))
    const observer = new MutationObserver((records) => {
      const newlyInvalid = records.some(
        (r) => r.target instanceof Element && r.target.getAttribute('aria-invalid') === 'true' && r.oldValue !== 'true',
      )
      if (!newlyInvalid) return
      for (const x of current.current) if (x.kind === 'error' && !x.sticky && before.has(x.id)) dispatch(toastDismissed(x.id))
    })
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'], attributeOldValue: true })
    document.addEventListener('click', onAction, true)
    document.addEventListener('submit', onAction, true)
    return () => {
      observer.disconnect()
      document.removeEventListener('click', onAction, true)
      document.removeEventListener('submit', onAction, true)
    }
  }, [dispatch, hasErrors])
}

/** Whether two boxes share any area (an empty box, e.g. a hidden element, never does). */
function overlap(a: DOMRect, b: DOMRect): boolean {
  if (!a.width || !a.height || !b.width || !b.height) return false
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}
