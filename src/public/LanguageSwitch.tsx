import { useSyncExternalStore } from 'react'

import { common } from '@src/i18n/common'
import { LANG_CHOICE_KEY, localisedPath, type PublicLang } from '@src/i18n/urlLang'
import { useLang, useT } from '@store/hooks'

import './languageSwitch.css'

const never = () => () => undefined
const LABEL = { en: 'english', sw: 'swahili' } as const

/** Remembers the visitor's choice of language (the loader and the suggestion read it). */
export function rememberLang(lang: PublicLang): void {
  try {
    localStorage.setItem(LANG_CHOICE_KEY, lang)
  } catch {
    // Private mode: the switch still works, the choice just is not remembered.
  }
}

/** The page's query and hash: empty while prerendering and hydrating (the HTML has no query), the real one after. */
export function useQueryAndHash(): string {
  return useSyncExternalStore(
    never,
    () => location.search + location.hash,
    () => '',
  )
}

/**
 * The language switch of a public page, in its header (src/ui/headerSlot.ts): one plain link to
 * the page's twin in the other language, named in that language ("Kiswahili" on an English page),
 * so it fits beside a title at 320 px. It works before and without JavaScript; once hydrated it
 * keeps the query and hash (the landing's ?id=) and remembers the choice.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const t = useT(common)
  const current = useLang()
  const rest = useQueryAndHash()
  const other: PublicLang = current === 'sw' ? 'en' : 'sw'
  return (
    <nav className="lang-switch" aria-label={t('language')}>
      <a href={localisedPath(path, other) + rest} hrefLang={other} lang={other} onClick={() => rememberLang(other)}>
        {t(LABEL[other])}
      </a>
    </nav>
  )
}
