import { describe, expect, it } from 'vitest'

import { languageRedirect, languageSuggestion, localisedPath, preferredLang, splitLangPath, type Visit } from './urlLang'

const visit = (v: Partial<Visit>): Visit => ({
  pathname: '/About',
  search: '',
  hash: '',
  languages: ['en-US'],
  referrer: '',
  origin: 'https://site.example',
  choice: null,
  ...v,
})
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

  it('never overrides the language a URL names: an English browser on /sw/Loan stays there', () => {
    expect(languageRedirect(visit({ pathname: '/sw/About', languages: ['en-GB'] }), isPublic)).toBeNull()
    expect(
      languageRedirect(visit({ pathname: '/sw/About', languages: ['en-GB'], referrer: 'https://www.google.com/' }), isPublic),
    ).toBeNull()
    expect(languageRedirect(visit({ pathname: '/sw/About', languages: ['en'], choice: 'en' }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ pathname: '/About', languages: ['sw-TZ'] }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ pathname: '/promotion', search: '?id=1001', languages: ['sw-TZ', 'en'] }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ pathname: '/sw', languages: ['en'] }), isPublic)).toBeNull()
  })

  it('suggests the twin instead: the choice on the switch first, then the browser', () => {
    expect(languageSuggestion({ pathname: '/sw/Loan', languages: ['en-US'], choice: null })).toBe('en')
    expect(languageSuggestion({ pathname: '/Loan', languages: ['sw-TZ', 'en'], choice: null })).toBe('sw')
    expect(languageSuggestion({ pathname: '/Loan', languages: ['sw-TZ'], choice: 'en' })).toBeNull()
    expect(languageSuggestion({ pathname: '/sw/Loan', languages: ['sw'], choice: null })).toBeNull()
    expect(languageSuggestion({ pathname: '/sw/Loan/', languages: ['fr'], choice: null })).toBeNull()
  })

  it('only the bare home follows the browser, keeping query and hash', () => {
    expect(languageRedirect(visit({ pathname: '/', search: '?utm=x', hash: '#top', languages: ['sw'] }), isPublic)).toBe('/sw?utm=x#top')
    expect(languageRedirect(visit({ pathname: '/', languages: ['en'] }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ pathname: '/', languages: ['fr'] }), isPublic)).toBeNull()
    expect(languageRedirect(visit({ pathname: '/', languages: ['en'], choice: 'sw' }), isPublic)).toBe('/sw')
    expect(languageRedirect(visit({ pathname: '/', languages: ['sw'], choice: 'en' }), isPublic)).toBeNull()
    // While browsing the site (a tap on "English" took the visitor home): never undone.
    expect(languageRedirect(visit({ pathname: '/', languages: ['sw'], referrer: 'https://site.example/About' }), isPublic)).toBeNull()
  })

  it("follows the shell's lang parameter, which is the URL's own word", () => {
    expect(languageRedirect(visit({ search: '?lang=sw', languages: ['en'] }), isPublic)).toBe('/sw/About?lang=sw')
    expect(languageRedirect(visit({ pathname: '/sw/About', search: '?lang=en', languages: ['sw'] }), isPublic)).toBe('/About?lang=en')
    expect(languageRedirect(visit({ pathname: '/sw/About', search: '?lang=sw', languages: ['en'] }), isPublic)).toBeNull()
  })

  it('leaves other paths alone', () => {
    expect(languageRedirect(visit({ pathname: '/loanDetail', search: '?lang=sw', languages: ['sw'] }), isPublic)).toBeNull()
  })
})
