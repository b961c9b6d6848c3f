import type { NavigateFunction } from 'react-router-dom'

import type { WireSettings } from '@src/lender/wire'
import type { LinkVerdict } from '@src/lib/links'
import { trackWith } from '@src/outbox/ui/useOutboxState'

import { followLink, type FollowOptions } from './followLink'

/** What the page hands over when the link arrives (./useFollowLinkLater.ts). */
export type LaterDeps = {
  toast: (text: string, opts: { kind: 'error' }) => void
  navigate: NavigateFunction
  commonParams: Record<string, string>
  wire: WireSettings
}

/** followLink with tracking under the page's common parameters; loaded only when a link must be followed. */
export function followLater({ toast, navigate, commonParams, wire }: LaterDeps, url: unknown, opts: FollowOptions): LinkVerdict {
  return followLink({ toast, track: trackWith(commonParams, wire), navigate }, url, opts)
}
