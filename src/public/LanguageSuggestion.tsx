import { useEffect, useState, useSyncExternalStore } from 'react'

import { common } from '@src/i18n/common'
import { awaitsLang, loadLang, translator } from '@src/i18n/index'
import { LANG_CHOICE_KEY, languageSuggestion, localisedPath, type PublicLang } from '@src/i18n/urlLang'
import { useLang } from '@store/hooks'

import { rememberLang, useQueryAndHash } from './LanguageSwitch'

const never = () => () => undefined

function savedChoice(): string | null {
  try {
    return localStorage.getItem(LANG_CHOICE_KEY)
  } catch {
    return null
  }
}

/**
 * A page stays in the language its URL names (an English browser on /sw/Loan stays on
 * /sw/Loan); when the visitor's own language is the other one, the page offers its twin, in that
 * language, and "No, thanks" keeps this one (remembered, so it is not offered again).
 * Nothing while prerendering and hydrating: it depends on the device.
 */
export function LanguageSuggestion({ path }: { path: string }) {
  const lang = useLang()
  const rest = useQueryAndHash()
  const [dismissed, setDismissed] = useState(false)
  const suggested = useSyncExternalStore<PublicLang | null>(
    never,
    () =>
      languageSuggestion({
        pathname: localisedPath(path, lang),
        languages: navigator.languages ?? [navigator.language],
        choice: savedChoice(),
      }),
    () => null,
  )
  // Written in the suggested language, which the client build fetches first (src/i18n/index.ts).
  const [, arrived] = useState(0)
  useEffect(() => {
    if (suggested && awaitsLang(common, suggested)) void loadLang(common, suggested).then(() => arrived((n) => n + 1))
  }, [suggested])
  if (!suggested || dismissed || awaitsLang(common, suggested)) return null
  const t = translator(common, suggested)
  return (
    <aside className="lang-suggest" lang={suggested} aria-label={t('langSuggestLabel')}>
      <p>{t('langSuggest')}</p>
      <a href={localisedPath(path, suggested) + rest} hrefLang={suggested} onClick={() => rememberLang(suggested)}>
        {t('langSuggestGo')}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLang(lang)
          setDismissed(true)
        }}
      >
        {t('langSuggestNo')}
      </button>
    </aside>
  )
}
