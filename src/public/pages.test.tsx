import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { type AppRoute, routes } from '@src/app/router'

import { publicPageFiles, publicPaths } from './pageFiles'
import { normalizePath } from './pagePaths'
import { findPublicPage, publicPages } from './pages'
import { PublicApp } from './PublicApp'
import { makePublicStore } from './publicStore'

// Hydrated roots are unmounted after each test, so no timer of theirs (the home's carousel)
// outlives the test environment.
const roots: Root[] = []

afterEach(() => {
  act(() => roots.splice(0).forEach((r) => r.unmount()))
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-ready')
  window.history.replaceState(null, '', '/')
})

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...flatten(r.children ?? [])])
}

describe('the one public page table', () => {
  it('gives every page an English path and a Swahili twin under /sw', () => {
    expect(publicPaths().map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/sw', '/About', '/sw/About', '/promotion', '/sw/promotion', '/privacyPolicy', '/sw/privacyPolicy']),
    )
    expect(publicPaths()).toHaveLength(publicPages.length * 2)
  })

  it.each(publicPaths().map((p) => [p.path, p] as const))('the app router serves %s from the same table', async (path, { page, lang }) => {
    const route = flatten(routes).find((r) => r.path === path)
    expect(route, `router has ${path}`).toBeDefined()
    const served = await (route as AppRoute).load!()
    // On a direct visit in development the page comes inside the header with the language switch.
    const Component = (served as { page?: unknown }).page ?? served
    if (lang === 'en') expect(Component).toBe(await findPublicPage(path)!.load())
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

describe("the site's legal pages", () => {
  it.each([
    ['/Policy', 'Privacy Agreement', /Contents/],
    ['/sw/Loan', 'Vigezo na masharti ya mkopo', /Yaliyomo/],
  ])('%s holds the legal text in the page, under the site header', async (path, title, text) => {
    const page = findPublicPage(path)!
    const Page = await page.load()
    const html = renderToString(<PublicApp store={makePublicStore(page.lang)} Page={Page} path={page.path} />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('h1')?.textContent).toBe(title)
    expect(doc.querySelector('main article.legal')?.textContent).toMatch(text)
    expect(doc.querySelectorAll('.legal-section').length).toBeGreaterThan(5)
    expect(publicPageFiles[page.path].also).toEqual(['features/legal/components/Articles.tsx'])
  })
})

describe('hydration', () => {
  it.each(publicPaths().map((p) => [p.path, p] as const))(
    '%s hydrates its prerendered HTML without a mismatch, in its own language',
    async (path, { page, lang }) => {
      const Page = await findPublicPage(path)!.load()
      const container = document.createElement('div')
      container.innerHTML = renderToString(<PublicApp store={makePublicStore(lang)} Page={Page} path={page.path} />)
      document.body.appendChild(container)
      const prerendered = container.querySelector('h1')?.textContent
      window.history.replaceState(null, '', page.path === '/promotion' ? `${path}?id=1001` : path)
      const recoverable = vi.fn()
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      await act(async () => {
        roots.push(
          hydrateRoot(
            container,
            <PublicApp store={makePublicStore(lang)} Page={Page} path={page.path} serverState={makePublicStore(lang).getState()} />,
            { onRecoverableError: recoverable },
          ),
        )
      })
      expect(recoverable).not.toHaveBeenCalled()
      expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i)
      expect(document.documentElement).toHaveAttribute('data-ready', 'true')
      expect(document.documentElement.lang).toBe(lang)
      // The heading stays; an app name set at run time (the sandbox's, here) joins it after hydration.
      if (page.path !== '/promotion') expect(container.querySelector('h1')?.textContent).toContain(prerendered)
      // One header, the language switch in it, and no frame.
      expect(container.querySelectorAll('header')).toHaveLength(1)
      expect(container.querySelectorAll('header .lang-switch')).toHaveLength(1)
      expect(container.querySelectorAll('.lang-switch, iframe')).toHaveLength(1)
      // The language switch keeps the query once hydrated (the landing's ?id=).
      const other = container.querySelector(`.lang-switch a[hreflang="${lang === 'en' ? 'sw' : 'en'}"]`)
      expect(other?.getAttribute('href')).toBe(
        (lang === 'en' ? (page.path === '/' ? '/sw' : `/sw${page.path}`) : page.path) + (page.path === '/promotion' ? '?id=1001' : ''),
      )
    },
  )
})
