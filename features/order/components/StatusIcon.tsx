import type { ReactNode } from 'react'

import { iconStatusFor, type KnownStatus } from '../rules'

// One small picture per status (SPEC 4). Shapes differ, not only colours, and the notice title
// next to the icon says the status in words, so the icon itself is decorative.
const ICONS: Record<KnownStatus, { colour: string; shape: ReactNode }> = {
  // Under review: hourglass.
  21: { colour: '#b7791f', shape: <path d="M16 12h16M16 36h16M18 12c0 8 12 8 12 12s-12 4-12 12M30 12c0 8-12 8-12 12s12 4 12 12" /> },
  // Approved: thumbs-up check in a shield.
  110: { colour: '#0a7a43', shape: <path d="M24 8l13 5v10c0 8-6 14-13 17-7-3-13-9-13-17V13zM18 24l5 5 8-9" /> },
  // Disbursing: arrow into a wallet.
  151: { colour: '#1c6fb8', shape: <path d="M10 18h28v18H10zM30 27h8M24 6v10M20 12l4 4 4-4" /> },
  // Repaying: calendar.
  170: { colour: '#1c6fb8', shape: <path d="M10 12h28v26H10zM10 20h28M17 8v8M31 8v8M17 28h4M27 28h4" /> },
  // Due today: bell.
  174: { colour: '#b7791f', shape: <path d="M14 32V22a10 10 0 0120 0v10l3 3H11zM21 38a3 3 0 006 0" /> },
  // Overdue: warning triangle.
  180: { colour: '#c0392b', shape: <path d="M24 8l17 30H7zM24 20v9M24 33v1" /> },
  // Repaid (and any unknown status): check in a circle.
  200: { colour: '#0a7a43', shape: <path d="M24 6a18 18 0 110 36 18 18 0 010-36zM16 24l6 6 11-12" /> },
}

/** The 56 px outline picture both icons are drawn in, hidden from assistive technology. */
function OutlineIcon({ name, colour, children }: { name: string; colour: string; children: ReactNode }) {
  return (
    <svg
      className="order-status__icon"
      data-icon={name}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 48 48"
      width="56"
      height="56"
      fill="none"
      stroke={colour}
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/** The order status icon; unknown statuses draw the 200 icon. */
export function StatusIcon({ status }: { status: number }) {
  const key = iconStatusFor(status)
  const { colour, shape } = ICONS[key]
  return (
    <OutlineIcon name={String(key)} colour={colour}>
      {shape}
    </OutlineIcon>
  )
}

/** The joint-login failure icon: a cross in a circle. */
export function FailedIcon() {
  return (
    <OutlineIcon name="failed" colour="#c0392b">
      <path d="M24 6a18 18 0 110 36 18 18 0 010-36zM17 17l14 14M31 17L17 31" />
    </OutlineIcon>
  )
}
