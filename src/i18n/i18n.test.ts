import { describe, expect, it } from 'vitest'
import { format, pickLang, translator, type Catalogue } from './index'

// Every catalogue in the product: the shared one and each feature's messages.ts.
const modules = import.meta.glob<Record<string, unknown>>(['/src/**/messages.ts', '/src/i18n/common.ts', '/features/*/messages.ts', '/features/*/**/messages.ts'], { eager: true })

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
      const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
      expect(ph(cat.sw[key]), `placeholders of ${key}`).toEqual(ph(en))
    }
  })

  it('fill placeholders and never print undefined', () => {
    expect(format('Hi {name}, {n} left', { name: 'Asha', n: 3 })).toBe('Hi Asha, 3 left')
    expect(format('Hi {name}', {})).toBe('Hi {name}')
    const t = translator({ en: { a: 'A {x}' }, sw: { a: 'Sw {x}' } }, 'sw')
    expect(t('a', { x: 1 })).toBe('Sw 1')
  })

  it('pick the shell language, then the browser, then English', () => {
    expect(pickLang('sw', ['en'])).toBe('sw')
    expect(pickLang(null, ['fr', 'sw-TZ'])).toBe('sw')
    expect(pickLang('de', ['fr'])).toBe('en')
  })
})
