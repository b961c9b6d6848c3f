import { useCallback, useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { toastDismissed, toastDuration, toastShown, type Toast, type ToastKind } from '@store/ui'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'

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
  const toasts = useAppSelector((s) => s.ui.toasts)
  const loading = useAppSelector((s) => s.ui.loading)
  return (
    <div className="ui-toaster">
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
