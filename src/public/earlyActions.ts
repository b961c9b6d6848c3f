/**
 * No dead taps on a prerendered form: between the first paint and hydration the page
 * looks ready but React is not there yet. The loader (boot.ts) calls this at once: what the
 * visitor types is remembered, a tap on a form's button (or Enter in a field) is held, the button
 * visibly waits (aria-busy, a spinner from shell.css), and once the page is hydrated (READY_ATTR
 * on <html>) the typed values are handed to React and the tap is replayed: it does what was asked.
 * Links are left alone: they work without JavaScript.
 */
export const READY_ATTR = 'data-ready'
export const WAITING_ATTR = 'data-waiting'

type Field = HTMLInputElement | HTMLTextAreaElement

/** Sets a field's value so React's onChange sees it (React tracks values set through the element). */
function handToReact(el: Field, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  if (!setter) return
  // Through the element first (React's tracker notes ''), then the native setter: React sees a change.
  el.value = ''
  setter.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

export function holdEarlyActions(doc: Document = document): void {
  const html = doc.documentElement
  const root = doc.getElementById('root')
  if (!root || html.hasAttribute(READY_ATTR)) return
  const typed = new Map<Field, string>()
  let pending: HTMLButtonElement | HTMLFormElement | null = null

  const onInput = (e: Event) => {
    const el = e.target as Field
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && root.contains(el)) typed.set(el, el.value)
  }
  const hold = (e: Event, what: HTMLButtonElement | HTMLFormElement, shown: Element) => {
    e.preventDefault()
    e.stopPropagation()
    pending = what
    for (const el of root.querySelectorAll(`[${WAITING_ATTR}]`)) el.removeAttribute(WAITING_ATTR)
    shown.setAttribute(WAITING_ATTR, '')
    shown.setAttribute('aria-busy', 'true')
  }
  const onClick = (e: Event) => {
    const button = (e.target as Element | null)?.closest?.('button')
    if (!button || !root.contains(button) || !button.form) return
    hold(e, button, button)
  }
  const onSubmit = (e: Event) => {
    const form = e.target as HTMLFormElement
    if (!root.contains(form)) return
    hold(e, form, form.querySelector('button[type="submit"], button:not([type])') ?? form)
  }
  doc.addEventListener('input', onInput, true)
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('submit', onSubmit, true)

  const release = () => {
    doc.removeEventListener('input', onInput, true)
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('submit', onSubmit, true)
    for (const el of root.querySelectorAll(`[${WAITING_ATTR}]`)) {
      el.removeAttribute(WAITING_ATTR)
      el.removeAttribute('aria-busy')
    }
    for (const [el, value] of typed) if (el.isConnected && value !== '') handToReact(el, value)
    const what = pending
    if (!what) return
    // After React has applied the typed values (its updates flush before the next task).
    setTimeout(() => {
      if (!what.isConnected) return
      if (what instanceof HTMLButtonElement) what.click()
      else if (typeof what.requestSubmit === 'function') what.requestSubmit()
      else what.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    }, 0)
  }
  new MutationObserver((_records, observer) => {
    if (!html.hasAttribute(READY_ATTR)) return
    observer.disconnect()
    release()
  }).observe(html, { attributes: true, attributeFilter: [READY_ATTR] })
}
