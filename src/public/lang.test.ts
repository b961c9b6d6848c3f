import { describe, expect, it } from 'vitest'
import { languageRedirect, localisedPath, preferredLang, splitLangPath, type Visit } from './lang'

const visit = (v: Partial<Visit>): Visit => ({ pathname: '/About', search: '', hash: '', languages: ['en-US'], referrer: '', origin: 'https://site.example', choice: null, ...v })
const isPublic = (p: string) => ['/', '/About', '/promotion'].includes(p)

describe('public page languages', () => {
  it('maps paths to their Swahili twins and back', () => {
    expect(localisedPath('/About', 'sw')).toBe('/sw/About')
    expect(localisedPath('/', 'sw')).toBe('/sw')
    expect(localisedPath('/About', 'en')).toBe('/About')
    expect(splitLangPath('/sw')).toEqual({ path: '/', lang: 'sw' })
    expect(splitLangPath('/sw/promotion')).toEqual({ path: '/promotion', lang: 'sw' })
    expect(splitLangPath('/swahili')).toEqual({ path: '/swahili', lang: 'en' })
    expect(preferredLang(['fr-FR', 'sw-TZ', 'en'])).toBe('sw')
    expect(preferredLang(['fr'])).toBeNull()
  })

  it('brings a visitor whose browser prefers Swahili to the Swahili page, keeping query and hash', () => {
    expect(languageRedirect(visit({ pathname: '/promotion', search: '?id=1001', hash: '#/download', languages: ['sw-TZ', 'en'] }), isPublic)).toBe('/sw/promotion?id=1001#/download')
    expect(languageRedirect(visit({ pathname: '/', languages: ['sw'] }), isPublic)).toBe('/sw')
    // An English browser on a Swahili page arriving from elsewhere (a shared link) gets English.
    expect(languageRedirect(visit({ pathname: '/sw/About', languages: ['en-GB'] }), isPublic)).toBe('/About')
    // Neither language preferred: the page stays as linked.
    expect(languageRedirect(visit({ pathname: '/sw/About', languages: ['fr'] }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ languages: ['en'] }), isPublic)).toBeNull()
  })

  it("follows the shell's lang parameter first, then the visitor's own choice", () => {
    expect(languageRedirect(visit({ search: '?lang=sw', languages: ['en'] }), isPublic)).toBe('/sw/About?lang=sw')
    expect(languageRedirect(visit({ pathname: '/sw/About', search: '?lang=en', languages: ['sw'] }), isPublic)).toBe('/About?lang=en')
    expect(languageRedirect(visit({ languages: ['sw'], choice: 'en' }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ languages: ['en'], choice: 'sw' }), isPublic)).toBe('/sw/About')
  })

  it('never undoes a tap on the switch while browsing the site, and leaves other paths alone', () => {
    expect(languageRedirect(visit({ languages: ['sw'], referrer: 'https://site.example/sw/About' }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ languages: ['sw'], referrer: 'https://search.example/?q=loan' }), isPublic)).toBe('/sw/About')
    expect(languageRedirect(visit({ pathname: '/loanDetail', languages: ['sw'] }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ pathname: '/About/', languages: ['sw'] }), isPublic)).toBe('/sw/About')
  })
})
