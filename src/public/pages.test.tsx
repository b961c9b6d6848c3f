import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes, type AppRoute } from '@src/app/router'
import { findPublicPage, normalizePath, publicPages, publicPaths } from './pages'
import { PublicApp } from './PublicApp'
import { makePublicStore } from './publicStore'

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-ready')
  window.history.replaceState(null, '', '/')
})

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...flatten(r.children ?? [])])
}

describe('the one public page table', () => {
  it('gives every page an English path and a Swahili twin under /sw', () => {
    expect(publicPaths().map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/sw', '/About', '/sw/About', '/promotion', '/sw/promotion', '/privacyPolicy', '/sw/privacyPolicy']))
    expect(publicPaths()).toHaveLength(publicPages.length * 2)
  })

  it.each(publicPaths().map((p) => [p.path, p] as const))('the app router serves %s from the same table', async (path, { page, lang }) => {
    const route = flatten(routes).find((r) => r.path === path)
    expect(route, `router has ${path}`).toBeDefined()
    const Component = await (route as AppRoute).load!()
    if (lang === 'en') expect(Component).toBe(await page.load())
    else expect((Component as { name: string }).name).toBe('PageInLang')
    expect(page.source).toMatch(/^features\/(site|legal|promotion)\/pages\/\w+\.tsx$/)
  })

  it('finds pages and their language by normalised path, case-sensitively', () => {
    expect(normalizePath('/About/')).toBe('/About')
    expect(normalizePath('')).toBe('/')
    expect(findPublicPage('/privacyPolicy/')).toMatchObject({ path: '/privacyPolicy', lang: 'en' })
    expect(findPublicPage('/sw/privacyPolicy')).toMatchObject({ path: '/privacyPolicy', lang: 'sw' })
    expect(findPublicPage('/sw/')).toMatchObject({ path: '/', lang: 'sw' })
    expect(findPublicPage('/about')).toBeUndefined()
    expect(findPublicPage('/sw/loanDetail')).toBeUndefined()
    expect(findPublicPage('/loanDetail')).toBeUndefined()
  })
})

describe('hydration', () => {
  it.each(publicPaths().map((p) => [p.path, p] as const))('%s hydrates its prerendered HTML without a mismatch, in its own language', async (path, { page, lang }) => {
    const Page = await page.load()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<PublicApp store={makePublicStore(lang)} Page={Page} path={page.path} />)
    document.body.appendChild(container)
    const prerendered = container.querySelector('h1')?.textContent
    window.history.replaceState(null, '', page.path === '/promotion' ? `${path}?id=1001` : path)
    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => {
      hydrateRoot(container, <PublicApp store={makePublicStore(lang)} Page={Page} path={page.path} serverState={makePublicStore(lang).getState()} />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i)
    expect(document.documentElement).toHaveAttribute('data-ready', 'true')
    expect(document.documentElement.lang).toBe(lang)
    if (page.path !== '/promotion') expect(container.querySelector('h1')?.textContent).toBe(prerendered)
    // The language switch keeps the query once hydrated (the landing's ?id=).
    const other = container.querySelector(`.lang-switch a[hreflang="${lang === 'en' ? 'sw' : 'en'}"]`)
    expect(other?.getAttribute('href')).toBe((lang === 'en' ? (page.path === '/' ? '/sw' : `/sw${page.path}`) : page.path) + (page.path === '/promotion' ? '?id=1001' : ''))
  })
})
