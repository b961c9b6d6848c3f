import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

/** One line of the per-route axe table. */
export type AxeRow = { state: string; critical: number; serious: number; moderate: number; minor: number; ids: string[] }

/** Runs axe with the WCAG 2 A and AA rules on the page as it is now. */
export async function axeRow(page: Page, state: string): Promise<AxeRow> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const row: AxeRow = { state, critical: 0, serious: 0, moderate: 0, minor: 0, ids: [] }
  for (const v of violations) {
    const impact = v.impact ?? 'minor'
    row[impact] += 1
    row.ids.push(
      `${impact}:${v.id} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
    )
  }
  return row
}

/** The rows a gate fails on: serious or critical violations. */
export function blocking(rows: AxeRow[]): string[] {
  return rows
    .filter((r) => r.critical + r.serious > 0)
    .map((r) => `${r.state}: ${r.ids.filter((i) => /^(serious|critical):/.test(i)).join('; ')}`)
}

/** The table the lead quotes: one line per page state. */
export function axeTable(rows: AxeRow[]): string {
  const w = Math.max(10, ...rows.map((r) => r.state.length))
  const head = `${'page state'.padEnd(w)} | critical | serious | moderate | minor`
  const lines = rows.map(
    (r) =>
      `${r.state.padEnd(w)} | ${String(r.critical).padStart(8)} | ${String(r.serious).padStart(7)} | ${String(r.moderate).padStart(8)} | ${String(r.minor).padStart(5)}`,
  )
  return [head, '-'.repeat(head.length), ...lines].join('\n')
}

export const MIN_TARGET = 44

/**
 * Visible interactive elements whose touch target is under 44 x 44 CSS px, as text lines.
 * A visually hidden control (the star radios, the file input) counts through its label, which is
 * what the finger hits. Links inside running text are exempt (WCAG 2.5.8 'inline' exception).
 */
export function smallTargets(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ root, min }) => {
      const scope = document.querySelector(root) ?? document.body
      const sel =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])'
      const out: string[] = []
      const seen = new Set<Element>()
      for (const el of scope.querySelectorAll<HTMLElement>(sel)) {
        // A closed <dialog> keeps its markup; only what is rendered counts.
        if (el.closest('dialog:not([open])') || el.closest('[hidden], [inert]')) continue
        const style = getComputedStyle(el)
        if (style.visibility === 'hidden' || style.display === 'none') continue
        let target: Element = el
        let r = el.getBoundingClientRect()
        const hidden = r.width <= 2 || r.height <= 2 || style.clipPath !== 'none' || style.clip !== 'auto'
        if (hidden || (el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type))) {
          const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null)
          if (!label) {
            if (hidden) continue
          } else {
            target = label
            r = label.getBoundingClientRect()
          }
        }
        if (seen.has(target)) continue
        seen.add(target)
        // Off-screen until focused (the skip link): not a touch target while hidden.
        if (r.bottom <= 0 || r.right <= 0 || r.width === 0 || r.height === 0) continue
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
          const block = el.parentElement
          const own = (el.textContent ?? '').trim().length
          if (block && (block.textContent ?? '').trim().length > own + 10) continue
        }
        if (r.width + 0.5 < min || r.height + 0.5 < min) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
          out.push(
            `<${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}> "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`,
          )
        }
      }
      return out
    },
    { root, min: MIN_TARGET },
  )
}

/** Where keyboard focus is, and whether it can be seen (an outline or ring of at least 2 px on it or its visual stand-in). */
export function focusState(page: Page): Promise<{
  tag: string
  name: string
  inDialog: string | null
  visible: boolean
  indicated: boolean
  body: boolean
  /** The ring's colour, and the colour of the surface it is drawn on (a brand-coloured header or banner draws its rings in its text colour). */
  ring: string
  surface: string
}> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null
    // Focus inside a same-origin frame (the Policy/Loan pages): judge the element focused in it;
    // when the frame document itself has focus, the <iframe> is the stop that must show a ring.
    while (el instanceof HTMLIFrameElement) {
      const inner = el.contentDocument?.activeElement as HTMLElement | null | undefined
      if (!inner || inner === el.contentDocument?.body || inner === el.contentDocument?.documentElement) break
      el = inner
    }
    if (!el || el === document.body || el === document.documentElement)
      return { tag: 'body', name: '', inDialog: null, visible: false, indicated: false, body: true, ring: '', surface: '' }
    const style = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    const srOnly = r.width <= 2 || r.height <= 2
    // A visually hidden radio shows its focus on the star next to it; a hidden file input on its label.
    const candidates = [el, srOnly ? (el.nextElementSibling as HTMLElement | null) : null, srOnly ? el.closest('label') : null].filter(
      (x): x is HTMLElement => !!x,
    )
    const ring = (c: HTMLElement) => {
      const s = getComputedStyle(c)
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
      const shadow = s.boxShadow !== 'none' && /\d+px/.test(s.boxShadow)
      return outline || (shadow && c === el)
    }
    const shown = candidates.find((c) => {
      const cr = c.getBoundingClientRect()
      return cr.width > 2 && cr.height > 2
    })
    const sr = (shown ?? el).getBoundingClientRect()
    const win = el.ownerDocument.defaultView ?? window
    const inViewport = sr.bottom > 0 && sr.top < win.innerHeight && sr.right > 0 && sr.left < win.innerWidth
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      inDialog: el.closest('dialog')?.getAttribute('aria-labelledby') ?? null,
      visible: style.visibility !== 'hidden' && inViewport,
      indicated: candidates.some(ring),
      body: false,
      ring: getComputedStyle(candidates.find(ring) ?? el).outlineColor,
      // What is drawn under the control (a banner's controls sit over its slide, not over their parent).
      // A control with a box of its own (a button, the skip link) is judged on its box.
      surface: (() => {
        const own = getComputedStyle(el).backgroundColor
        if (own !== 'rgba(0, 0, 0, 0)' && own !== 'transparent') return `a box of ${own}`
        const stack = el.ownerDocument.elementsFromPoint(sr.left + sr.width / 2, sr.top + sr.height / 2)
        for (const p of stack) {
          if (p === el || el.contains(p)) continue
          const st = getComputedStyle(p)
          if (st.backgroundImage !== 'none') return 'an image'
          if (st.backgroundColor !== 'rgba(0, 0, 0, 0)' && st.backgroundColor !== 'transparent') return st.backgroundColor
        }
        return 'the page'
      })(),
    }
  })
}

/**
 * Presses Tab `presses` times and reports each stop that is not visibly focused (no outline, or
 * off-screen), and rings of more than one colour. Returns the problems and how many distinct stops were seen.
 */
export async function tabWalk(page: Page, presses: number): Promise<{ problems: string[]; stops: number }> {
  const problems: string[] = []
  const names = new Set<string>()
  const rings = new Map<string, Map<string, string[]>>()
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    const f = await focusState(page)
    if (f.body) continue
    names.add(`${f.tag}:${f.name}`)
    if (!f.visible || !f.indicated)
      problems.push(`${f.tag} "${f.name}" ${f.visible ? '' : 'off-screen '}${f.indicated ? '' : 'no focus ring'}`.trim())
    else {
      const onSurface = rings.get(f.surface) ?? rings.set(f.surface, new Map()).get(f.surface)!
      onSurface.set(f.ring, [...(onSurface.get(f.ring) ?? []), `${f.tag} "${f.name}"`])
    }
  }
  // One ring colour for every input and button on one surface (a brand-coloured banner has its own).
  for (const [surface, colours] of rings)
    if (colours.size > 1)
      problems.push(
        `focus rings in ${colours.size} colours on ${surface}: ${[...colours].map(([c, at]) => `${c} on ${at.join(', ')}`).join('; ')}`,
      )
  return { problems, stops: names.size }
}

/** Whether the focused element is inside the given dialog (checked by element identity). */
export function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((d) => {
    const a = document.activeElement
    return !!a && a !== document.body && d.contains(a)
  })
}

/**
 * Tabs forwards and backwards through an open dialog; returns the stops where focus left it.
 * Focus may rest on the document itself between laps (the browser's own UI), never on the page behind.
 */
export async function trapLeaks(page: Page, dialog: Locator, presses = 12): Promise<string[]> {
  const leaks: string[] = []
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      const f = await focusState(page)
      if (f.body) continue
      if (!(await focusInside(dialog))) leaks.push(`${key} #${i + 1} -> ${f.tag} "${f.name}"`)
    }
  }
  return leaks
}

/** Marks the element as the one focus must come back to, then reports whether it has. */
export async function markOpener(opener: Locator): Promise<void> {
  await opener.evaluate((el) => el.setAttribute('data-a11y-opener', ''))
}

export function focusReturned(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const a = document.activeElement
    return !!a && a.hasAttribute('data-a11y-opener')
  })
}

/** The live region (role status/alert or aria-live) that holds a visible text, or null. */
export function liveRegionOf(page: Page, text: string): Promise<string | null> {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!(n.textContent ?? '').includes(text)) continue
      const region = n.parentElement?.closest('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')
      if (region) return region.getAttribute('role') ?? `aria-live=${region.getAttribute('aria-live')}`
    }
    return null
  }, text)
}
