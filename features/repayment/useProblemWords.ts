import { useCallback, useRef } from 'react'

import type { Lang } from '@src/i18n/index'
import { useLang } from '@store/hooks'

import type * as ProblemWords from './problemWords'

type Get = (words: typeof ProblemWords, lang: Lang) => Promise<string>

/**
 * Says what stops Pay Now once its words are in (./problemWords.ts, fetched when first said, not
 * with the screen's first paint). Only the latest `say` is said: words that arrive after the
 * borrower typed again, or after `cancel`, are dropped. When the words cannot be fetched (offline
 * before the service worker had them) the short `fallback` from the screen's own catalogue is said.
 */
export function useProblemWords() {
  const lang = useLang()
  const latest = useRef(0)
  const say = useCallback(
    (get: Get, fallback: string, then: (text: string) => void) => {
      const n = ++latest.current
      void import('./problemWords')
        .then((words) => get(words, lang))
        .catch(() => fallback)
        .then((text) => {
          if (latest.current === n) then(text)
        })
    },
    [lang],
  )
  const cancel = useCallback(() => void latest.current++, [])
  return { say, cancel }
}
