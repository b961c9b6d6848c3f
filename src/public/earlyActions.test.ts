import { afterEach, describe, expect, it, vi } from 'vitest'

import { holdEarlyActions, READY_ATTR, WAITING_ATTR } from './earlyActions'

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute(READY_ATTR)
})

function page() {
  document.body.innerHTML = `<div id="root" data-prerendered="/promotion"><form><input id="m"><button type="button" id="code">Get code</button><button type="submit" id="apply">Apply</button></form><a href="#x" id="link">x</a></div>`
  const q = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
  return {
    input: q<HTMLInputElement>('m'),
    code: q<HTMLButtonElement>('code'),
    apply: q<HTMLButtonElement>('apply'),
    form: document.querySelector('form')!,
    link: q<HTMLAnchorElement>('link'),
  }
}

const flush = () => new Promise((r) => setTimeout(r, 50))

describe('taps before the page is interactive', () => {
  it('holds a tap on a form button, shows it waiting, then replays it with the typed values once hydrated', async () => {
    const { input, code } = page()
    holdEarlyActions(document)
    input.value = '0712345678'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    const early = vi.fn()
    code.addEventListener('click', early)
    code.click()
    // Held: nothing reached the page's own handlers yet, and the button visibly waits.
    expect(early).not.toHaveBeenCalled()
    expect(code).toHaveAttribute(WAITING_ATTR)
    expect(code).toHaveAttribute('aria-busy', 'true')

    // "Hydration": the page's own listeners arrive, then the ready flag.
    code.removeEventListener('click', early)
    const seen: string[] = []
    input.addEventListener('input', () => seen.push(`input:${input.value}`))
    code.addEventListener('click', () => seen.push(`click:${input.value}`))
    document.documentElement.setAttribute(READY_ATTR, 'true')
    await flush()
    expect(seen).toEqual(['input:0712345678', 'click:0712345678'])
    expect(code).not.toHaveAttribute(WAITING_ATTR)
    expect(code).not.toHaveAttribute('aria-busy')
  })

  it('holds a submit (Enter in a field) and submits once hydrated; only the last tap counts', async () => {
    const { form, apply, code } = page()
    holdEarlyActions(document)
    code.click()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(apply).toHaveAttribute(WAITING_ATTR)
    expect(code).not.toHaveAttribute(WAITING_ATTR)
    const submitted = vi.fn((e: Event) => e.preventDefault())
    const clicked = vi.fn()
    form.addEventListener('submit', submitted)
    code.addEventListener('click', clicked)
    document.documentElement.setAttribute(READY_ATTR, 'true')
    await flush()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(clicked).not.toHaveBeenCalled()
  })

  it('leaves links alone and stops holding once the page is ready', async () => {
    const { link, code } = page()
    holdEarlyActions(document)
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(ev)
    expect(ev.defaultPrevented).toBe(false)
    document.documentElement.setAttribute(READY_ATTR, 'true')
    await flush()
    const clicked = vi.fn()
    code.addEventListener('click', clicked)
    code.click()
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(code).not.toHaveAttribute(WAITING_ATTR)
  })
})
