import { useSyncExternalStore } from 'react'
import { common } from '@src/i18n/common'
import { useLang, useT } from '@src/i18n/index'
import { LANG_CHOICE_KEY, PUBLIC_LANGS, localisedPath, type PublicLang } from './lang'

const never = () => () => undefined
const LABEL = { en: 'english', sw: 'swahili' } as const

function remember(lang: PublicLang): void {
  try {
    localStorage.setItem(LANG_CHOICE_KEY, lang)
  } catch {
    // Private mode: the switch still works, the choice just is not remembered.
  }
}

/**
 * The visible language switch of a public page: plain links to the page's twin in the other
 * language (they work before and without JavaScript). Once hydrated they keep the query and hash
 * (the landing's ?id=) and remember the choice, so the loader does not send the visitor back.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const t = useT(common)
  const current = useLang()
  // Empty while prerendering and hydrating (the HTML has no query), the real one after.
  const rest = useSyncExternalStore(
    never,
    () => location.search + location.hash,
    () => '',
  )
  return (
    <nav className="lang-switch" aria-label={t('language')}>
      <ul>
        {PUBLIC_LANGS.map((lang) => (
          <li key={lang}>
            <a href={localisedPath(path, lang) + rest} hrefLang={lang} lang={lang} aria-current={lang === current ? 'true' : undefined} onClick={() => remember(lang)}>
              {t(LABEL[lang])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
