import { describe, expect, it } from 'vitest'

import { type Catalogue, defineMessages, format, hasLang, langReady, pickLang, translator, wantLang } from './index'

// Every catalogue in the product: the shared one and each feature's messages.ts.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/messages.ts', '/src/**/*Messages.ts', '/src/i18n/common.ts', '/features/*/messages.ts', '/features/*/**/messages.ts'],
  { eager: true },
)

function catalogues(): [string, Catalogue][] {
  const out: [string, Catalogue][] = []
  for (const [file, mod] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === 'object' && 'en' in value && 'sw' in value) out.push([`${file}#${name}`, value as Catalogue])
    }
  }
  return out
}

describe('i18n catalogues', () => {
  it('exist for the shell and the features', () => {
    expect(catalogues().length).toBeGreaterThanOrEqual(2)
  })

  it.each(catalogues())('%s has a Swahili text for every English key, none empty, same placeholders', (_name, cat) => {
    expect(Object.keys(cat.sw).sort()).toEqual(Object.keys(cat.en).sort())
    for (const [key, en] of Object.entries(cat.en)) {
      expect(cat.sw[key]?.trim(), `sw.${key}`).toBeTruthy()
      expect(en.trim(), `en.${key}`).toBeTruthy()
      // Plain placeholders and plural blocks alike: '{n}' and '{n, plural, ...}' both name n.
      const ph = (s: string) => [...s.matchAll(/\{(\w+)(?=\}|, plural,)/g)].map((m) => m[1]).sort()
      expect(ph(cat.sw[key]), `placeholders of ${key}`).toEqual(ph(en))
    }
  })

  it('fill placeholders and never print undefined', () => {
    expect(format('Hi {name}, {n} left', { name: 'Asha', n: 3 })).toBe('Hi Asha, 3 left')
    expect(format('Hi {name}', {})).toBe('Hi {name}')
    const t = translator({ en: { a: 'A {x}' }, sw: { a: 'Sw {x}' } }, 'sw')
    expect(t('a', { x: 1 })).toBe('Sw 1')
  })

  it('take the plural form the language needs (Intl.PluralRules): no "1 photos"', () => {
    const en = '{n, plural, one {# photo} other {# photos}}'
    expect([0, 1, 2, 21].map((n) => format(en, { n }, 'en'))).toEqual(['0 photos', '1 photo', '2 photos', '21 photos'])
    expect(format('{n, plural, =0 {none} one {# left} other {# left}} of {max}', { n: 0, max: 9 }, 'en')).toBe('none of 9')
    expect(format('{n, plural, other {Picha #}}', { n: 1 }, 'sw')).toBe('Picha 1')
    expect(format(en, {}, 'en')).toBe(en)
    const t = translator({ en: { c: en }, sw: { c: '{n, plural, one {picha #} other {picha #}}' } }, 'en')
    expect(t('c', { n: 1 })).toBe('1 photo')
  })

  it('pick the shell language, then the browser, then English', () => {
    expect(pickLang('sw', ['en'])).toBe('sw')
    expect(pickLang(null, ['fr', 'sw-TZ'])).toBe('sw')
    expect(pickLang('de', ['fr'])).toBe('en')
  })
})

describe('a catalogue split by the client build (Swahili behind a loader, scripts/build/i18n)', () => {
  const split = (sw: Record<string, string>, fail = false) => {
    let calls = 0
    const load = () => ((calls += 1), fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: sw }))
    const catalogue = defineMessages({ hi: 'Hello' }, load as unknown as { hi: string })
    return { catalogue, calls: () => calls }
  }

  it('speaks English until Swahili is wanted, then Swahili, also for catalogues defined after', async () => {
    const early = split({ hi: 'Habari' })
    expect(translator(early.catalogue, 'sw')('hi')).toBe('Hello')
    expect(early.calls()).toBe(0)
    await wantLang('sw')
    expect(translator(early.catalogue, 'sw')('hi')).toBe('Habari')
    // Defined while the page is in Swahili (a screen's code arriving later): fetched at once.
    const late = split({ hi: 'Shikamoo' })
    await new Promise((r) => setTimeout(r, 0))
    expect(hasLang(late.catalogue, 'sw')).toBe(true)
    expect(translator(late.catalogue, 'sw')('hi')).toBe('Shikamoo')
    await wantLang('en')
  })

  it('langReady resolves once a part loaded later has its words in the page language', async () => {
    await wantLang('sw')
    const late = split({ hi: 'Karibu' })
    await langReady(late.catalogue)
    expect(translator(late.catalogue, 'sw')('hi')).toBe('Karibu')
    await wantLang('en')
    const english = split({ hi: 'Karibu' })
    await langReady(english.catalogue)
    expect(english.calls()).toBe(0)
  })

  it('keeps English when the fetch fails, and tries again at the next switch', async () => {
    const broken = split({ hi: 'Habari' }, true)
    await wantLang('sw')
    expect(translator(broken.catalogue, 'sw')('hi')).toBe('Hello')
    await wantLang('sw')
    expect(broken.calls()).toBe(2)
    await wantLang('en')
  })
})
