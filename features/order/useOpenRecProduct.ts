import { useCallback, useRef, useState } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { defineAliases } from '@src/lender/order/aliases'
import type { RecProduct } from '@src/lender/order/types'
import { isHttpLink } from '@src/lib/links'
import { settleWithin } from '@src/lib/timebox'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { eventCalls } from '@src/outbox/eventCalls'
import { useTrackEvent } from '@src/outbox/ui/useOutboxState'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { useDefineProductMutation } from './api'
import { messages } from './messages'

/** A link the browser opens: an http(s) address or a path of this site ('/x', not '//host'); an app's own link goes to the app. */
const isWebLink = (link: string) => isHttpLink(link) || /^\/(?![/\\])/.test(link)

/**
 * A recommended product click (SPEC 7): the tracking event (module id, list position), then the
 * legacy 'define' call. Code '00' with a web link (http(s), or a path of this site) goes there under
 * the api link policy; any other link is handed to the native app (its 'productUrl' screen); another code shows the
 * server message (toasted as the endpoint declares). Without the deployment's 'define' map the
 * call cannot be made: the product's own link id is its link, followed or handed over the same
 * way (a button that opens something, rather than none). One click at a time: taps while busy are ignored.
 */
export function useOpenRecProduct(moduleId: string) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  // Tracking goes through the outbox: sent now, or kept and sent when the network is back.
  const track = useTrackEvent()
  const later = useFollowLinkLater()
  const [defineProduct] = useDefineProductMutation()
  const [busyLink, setBusyLink] = useState<string | null>(null)
  const busy = useRef(false)

  const open = useCallback(
    async (item: RecProduct, position: number) => {
      if (busy.current || !item.clickable) return
      busy.current = true
      setBusyLink(item.linkId)
      try {
        // The tracking answer is ignored; it must not fail the click nor delay it past 1.5 s.
        if (moduleId) await settleWithin(track(eventCalls.eventSave({ productId: item.linkId, moduleId, positionId: String(position) })))
        later.prepare()
        let link = item.linkId.trim()
        if (defineAliases()) {
          const r = await defineProduct({ ...(moduleId ? { moduleId } : {}), position, linkId: item.linkId })
          // A failure is toasted as the endpoint declares (store/feedback.ts).
          if (r.error) return
          link = r.data
        }
        if (!link) toast(t('linkMissing'), { kind: 'error' })
        else if (isWebLink(link)) await later.follow(link, { source: 'api', field: 'recProductLink', refusedText: t('linkRefused') })
        else if (callNative({ action: 'goToPage', payload: { page: 'productUrl', params: { url: link } } }) === 'browser') {
          toast(tc('handedToApp'))
        }
      } finally {
        busy.current = false
        setBusyLink(null)
      }
    },
    [defineProduct, later, moduleId, track, t, tc, toast],
  )

  return { open, busyLink }
}
