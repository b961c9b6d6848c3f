import { useCallback, useEffect, useRef, useState } from 'react'

import { retryCanHelp } from '@src/lender/errors'
import type { LandingParams, Template } from '@src/lender/promotion/types'
import { useRetryWhenOnline } from '@src/pwa/online'
import { useAppDispatch } from '@store/hooks'

import { getTemplate, trackVisit } from './api'
import { clientType } from './location'

export type TemplateState =
  | { status: 'pending' }
  | { status: 'ready'; template: Template }
  /**
   * `network` true when the connection failed (SPEC 8 then shows 'error'), else the server's message;
   * `retryable` false when the lender refused (an ended promotion): asking again gets the same answer.
   */
  | { status: 'failed'; network: boolean; retryable: boolean; message: string }
  /** The link has no template id: nothing to load. */
  | { status: 'invalid' }

/** Loads the channel template for the landing's `id` (SPEC 7, 8) and tracks the visit once. */
export function useTemplate(params: LandingParams | null): { state: TemplateState; retry: () => void } {
  const dispatch = useAppDispatch()
  const [state, setState] = useState<TemplateState>({ status: 'pending' })
  const [attempt, setAttempt] = useState(0)
  const id = params?.id ?? null

  useEffect(() => {
    if (id === null) return
    if (!id) {
      setState({ status: 'invalid' })
      return
    }
    let live = true
    setState({ status: 'pending' })
    void dispatch(getTemplate(id)).then((r) => {
      if (!live) return
      if (r.ok) return setState({ status: 'ready', template: r.data })
      setState({
        status: 'failed',
        network: r.error.kind === 'network' || r.error.kind === 'timeout',
        retryable: retryCanHelp(r.error),
        message: r.error.message,
      })
    })
    return () => {
      live = false
    }
  }, [dispatch, id, attempt])

  // One visit per page view, even when React runs effects twice in development.
  const tracked = useRef(false)
  useEffect(() => {
    if (!params || !params.id || tracked.current) return
    tracked.current = true
    void dispatch(
      trackVisit({
        page_id: params.id,
        user_from: params.user_from,
        client_type: clientType(),
        utm_tag: params.utm_tag,
        app_from: params.app_from,
      }),
    )
  }, [dispatch, params])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // A template that did not arrive for want of a connection loads by itself when it returns.
  useRetryWhenOnline(state.status === 'failed' && state.network, retry)
  return { state, retry }
}
