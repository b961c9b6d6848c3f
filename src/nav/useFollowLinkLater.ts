import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'

import type { LinkVerdict } from '@src/lib/links'
import { useToast } from '@src/ui/Toaster'
import { useRequestContext } from '@store/hooks'

import type { FollowOptions } from './followLink'

const load = () => import('./followLinkLater')

/**
 * useFollowLink for a link that arrives in a call's answer (Pay Now's payUrl, the order's redirect,
 * a recommended product, the loan's details page, a contract): the link policy, its tracking and
 * the navigation code are not part of the screen's start. `prepare()` fetches them at the tap,
 * beside the call; `follow` waits for them. Their code failing to load counts as a refusal: the
 * caller's message (or its `onRefused`), nothing followed.
 */
export function useFollowLinkLater(): {
  prepare: () => void
  follow: (url: unknown, opts: FollowOptions) => Promise<Pick<LinkVerdict, 'ok'>>
} {
  const toast = useToast()
  const navigate = useNavigate()
  const { commonParams, settings: wire } = useRequestContext()
  return useMemo(
    () => ({
      prepare: () => void load().catch(() => undefined),
      follow: async (url, opts) => {
        try {
          return (await load()).followLater({ toast, navigate, commonParams, wire }, url, opts)
        } catch {
          if (opts.onRefused) opts.onRefused()
          else toast(opts.refusedText, { kind: 'error' })
          return { ok: false }
        }
      },
    }),
    [commonParams, navigate, toast, wire],
  )
}
