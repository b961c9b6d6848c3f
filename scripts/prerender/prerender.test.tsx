import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@src/app/router'
import { findPublicPage, normalizePath, publicPages } from './pages'
import { PublicApp } from './PublicApp'
import { makePublicStore } from './publicStore'
import { render, titleFrom } from './server'

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-ready')
  window.history.replaceState(null, '', '/')
})

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...flatten(r.children ?? [])])
}

describe('public page table', () => {
  it.each(publicPages.map((p) => [p.path, p] as const))('%s renders the same screen as the app router', async (path, page) => {
    const route = flatten(routes).find((r) => r.path === path)
    expect(route, `router has ${path}`).toBeDefined()
    const lazy = route!.lazy as () => Promise<{ Component: unknown }>
    expect((await lazy()).Component).toBe(await page.load())
    expect(page.source).toMatch(/^features\/(site|legal|promotion)\/pages\/\w+\.tsx$/)
  })

  it('finds pages by normalised path, case-sensitively', () => {
    expect(normalizePath('/About/')).toBe('/About')
    expect(normalizePath('')).toBe('/')
    expect(findPublicPage('/privacyPolicy/')?.path).toBe('/privacyPolicy')
    expect(findPublicPage('/about')).toBeUndefined()
    expect(findPublicPage('/loanDetail')).toBeUndefined()
  })
})

describe('prerendering', () => {
  it('renders text, a title and no placeholders for every page', async () => {
    for (const page of publicPages) {
      const { html, title } = await render(page.path)
      expect(html, page.path).toMatch(/<main id="main"/)
      expect(html, page.path).not.toMatch(/undefined|\{\w+\}/)
      expect(title, page.path).toMatch(/Mkopo Haraka/)
    }
    expect((await render('/loanAgreement')).title).toBe('Mkopo Haraka Loan Agreement')
    expect(titleFrom('<h1 class="x">About us</h1>')).toBe('About us · Mkopo Haraka')
  })

  it.each(publicPages.map((p) => [p.path, p] as const))('%s hydrates its prerendered HTML without a mismatch, also for a Swahili visitor', async (path, page) => {
    const Page = await page.load()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<PublicApp store={makePublicStore('en')} Page={Page} />)
    document.body.appendChild(container)
    const prerendered = container.querySelector('h1')?.textContent
    window.history.replaceState(null, '', path === '/promotion' ? '/promotion?id=1001' : path)
    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makePublicStore('sw')
    await act(async () => {
      hydrateRoot(container, <PublicApp store={store} Page={Page} serverState={makePublicStore('en').getState()} />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i)
    expect(document.documentElement).toHaveAttribute('data-ready', 'true')
    // After hydration the visitor's language applies.
    expect(container.querySelector('h1')?.textContent).not.toBe(prerendered)
  })
})
