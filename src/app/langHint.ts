import { LANGS, type Lang } from '@src/i18n/index'

/*
 * The app's last language, kept for the next start (issue 25): the start script (./early.ts) asks
 * in it before the store is back from the device's storage. A device preference, nothing personal.
 */

export const LANG_KEY = 'mh.lang'

type Read = Pick<Storage, 'getItem'>

/** The language the app last spoke on this device, if it was kept. */
export function langHint(storage: Read | undefined): Lang | undefined {
  try {
    const v = storage?.getItem(LANG_KEY)
    return (LANGS as readonly string[]).includes(v ?? '') ? (v as Lang) : undefined
  } catch {
    return undefined // storage refused (a private window, an old WebView)
  }
}

/** Keeps the app's language for the start script of the next visit. */
export function rememberLang(lang: Lang, storage?: Read & Pick<Storage, 'setItem'>): void {
  try {
    const s = storage ?? globalThis.localStorage
    if (s && s.getItem(LANG_KEY) !== lang) s.setItem(LANG_KEY, lang)
  } catch {
    /* storage refused: the next start asks in the browser's language */
  }
}
