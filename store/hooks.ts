import { useMemo } from 'react'
import { useDispatch, useSelector } from 'react-redux'

import { awaitsLang, type Catalogue, type Lang, loadLang, type Translate, translator } from '@src/i18n/index'
import type { RequestContext } from '@src/lender/wire'

import type { AppDispatch, RootState } from './index'
import { requestContext } from './requestContext'

/** Typed hooks; the plain react-redux hooks are banned by lint. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()

/**
 * The current language from the store. It lives here, not in src/i18n: the catalogues are the
 * ground layer and know nothing of the store.
 */
export function useLang(): Lang {
  return useAppSelector((s) => s.session.lang)
}

/** Hook: a translator for a feature's catalogue in the current language. */
export function useT<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const lang = useLang()
  // In the client build Swahili arrives when first wanted (src/i18n/index.ts): the component waits
  // for it (Suspense) rather than showing English for a moment. Thrown as React.lazy does: React's
  // `use` was seen never to retry a mount suspended on this promise.
  if (awaitsLang(catalogue, lang)) throw loadLang(catalogue, lang)
  return translator(catalogue, lang)
}

/**
 * What the session adds to every request (store/requestContext.ts), as the outbox sends
 * and keeps it with each entry: the same the page's calls send, so a replay sends what the page would.
 */
export function useRequestContext(): RequestContext {
  const params = useAppSelector((s) => s.session.params)
  const lang = useAppSelector((s) => s.session.lang)
  return useMemo(() => requestContext({ params, lang }), [params, lang])
}
