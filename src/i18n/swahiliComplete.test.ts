import { describe, expect, it } from 'vitest'

import { englishLeftIn } from '../../tests/englishLeft'
import { type Catalogue, format } from './index'

// Every catalogue in the product, as i18n.test.ts finds them, and the feature files that hold one beside their data.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/**/messages.ts',
    '/src/**/*Messages.ts',
    '/src/i18n/common.ts',
    '/src/i18n/bootFallback.ts',
    '/features/**/messages.ts',
    '/features/**/*Messages.ts',
  ],
  { eager: true },
)

function catalogues(): [string, Catalogue][] {
  const out: [string, Catalogue][] = []
  for (const [file, mod] of Object.entries(modules))
    for (const [name, value] of Object.entries(mod))
      if (value && typeof value === 'object' && 'en' in value && 'sw' in value) out.push([`${file}#${name}`, value as Catalogue])
  return out
}

/** A message as a borrower reads it: its placeholders filled, each plural form taken once. */
function rendered(template: string, lang: 'en' | 'sw'): string[] {
  const names = [...template.matchAll(/\{(\w+)(?=\}|, plural,)/g)].map((m) => m[1])
  return [1, 2].map((n) => format(template, Object.fromEntries(names.map((k) => [k, n])), lang))
}

describe('the Swahili build says everything in Swahili', () => {
  it('finds the catalogues of the shell and every feature', () => {
    expect(catalogues().length).toBeGreaterThanOrEqual(20)
  })

  it.each(catalogues())('%s: no message left in English', (_name, cat) => {
    const left: string[] = []
    for (const [key, en] of Object.entries(cat.en)) {
      const sw = (cat.sw as Record<string, string>)[key]
      rendered(sw, 'sw').forEach((text, i) => {
        const why = englishLeftIn(text, rendered(en, 'en')[i])
        if (why) left.push(`${key}: "${text}" ${why}`)
      })
    }
    expect(left).toEqual([])
  })

  it('the check itself catches English left in place and lets names through', () => {
    expect(englishLeftIn('Full today', 'Full today')).toMatch(/English/)
    expect(englishLeftIn('Inadaiwa yote leo', 'Full today')).toBe('')
    expect(englishLeftIn("Today's quota is used up. Try again tomorrow.")).toMatch(/English word/)
    expect(englishLeftIn('Zanzibar North')).toMatch(/north/i)
    expect(englishLeftIn('Fungua programu ya Airtel Money')).toBe('')
    expect(englishLeftIn('Lipa kwa M-Pesa, Tigo Pesa au HaloPesa')).toBe('')
    expect(englishLeftIn('Bank agent', 'Bank agent')).toMatch(/English/)
    expect(englishLeftIn('M-Pesa', 'M-Pesa')).toBe('')
  })
})
