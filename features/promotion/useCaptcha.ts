import { useCallback, useEffect, useState } from 'react'

import { useRetryWhenOnline } from '@src/pwa/online'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { requestContext } from '@store/requestContext'

import { captchaUrl, getSid } from './api'

export type CaptchaState = {
  sid: string | null
  status: 'loading' | 'ready' | 'failed'
  src: string | null
  /** Same sid, new timestamp: the server draws a new picture (SPEC 7). */
  refresh: () => void
  /** Starts again with a new sid (after get-sid or the picture failed). */
  retry: () => void
  /** The picture did not load. */
  failed: () => void
}

/** Gets a session id (get-sid, code 0 -> data.sid) and builds the captcha picture's URL. */
export function useCaptcha(): CaptchaState {
  const dispatch = useAppDispatch()
  const lang = useAppSelector((s) => s.session.lang)
  const params = useAppSelector((s) => s.session.params)
  const [sid, setSid] = useState<string | null>(null)
  const [status, setStatus] = useState<CaptchaState['status']>('loading')
  const [stamp, setStamp] = useState(0)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setStatus('loading')
    void dispatch(getSid()).then((r) => {
      if (!live) return
      if (!r.ok) return setStatus('failed')
      setSid(r.data)
      setStamp(Date.now())
      setStatus('ready')
    })
    return () => {
      live = false
    }
  }, [dispatch, attempt])

  // Two taps within one millisecond must still give two different URLs.
  const refresh = useCallback(() => setStamp((n) => Math.max(Date.now(), n + 1)), [])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const failed = useCallback(() => setStatus('failed'), [])
  useRetryWhenOnline(status === 'failed', retry)
  return {
    sid,
    status,
    src: sid && status === 'ready' ? captchaUrl(sid, stamp, requestContext({ params, lang })) : null,
    refresh,
    retry,
    failed,
  }
}
