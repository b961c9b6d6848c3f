import { useMemo } from 'react'

import { encodeQr } from './encodeQr'

export type QrCodeProps = {
  value: string
  /** Accessible name, e.g. 'QR code of pay code 8812 3456'. */
  label: string
  /** Drawn size in CSS pixels (the SVG scales; crispEdges keeps modules sharp). */
  size?: number
  /** Shown instead when the value cannot be encoded (longer than version 10 holds). */
  fallback?: string
}

const QUIET = 4

/** Dark runs of each row as rects: far fewer elements than one rect per module. */
function runs(modules: boolean[][]): { x: number; y: number; w: number }[] {
  const out: { x: number; y: number; w: number }[] = []
  modules.forEach((row, y) => {
    let start = -1
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x
      if ((!dark || x === row.length - 1) && start >= 0) {
        out.push({ x: start, y, w: (dark ? x + 1 : x) - start })
        start = -1
      }
    })
  })
  return out
}

/** A QR code drawn as SVG by our own encoder (byte mode, level M, quiet zone of 4 modules). */
export function QrCode({ value, label, size = 220, fallback }: QrCodeProps) {
  const symbol = useMemo(() => {
    try {
      return encodeQr(value)
    } catch {
      return null
    }
  }, [value])
  if (!symbol) return <p role="alert">{fallback ?? value}</p>
  const total = symbol.size + QUIET * 2
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${total} ${total}`}
      shapeRendering="crispEdges"
      className="repay-qr"
      data-version={symbol.version}
    >
      <rect width={total} height={total} fill="#fff" />
      {runs(symbol.modules).map((r) => (
        <rect key={`${r.x}-${r.y}`} x={r.x + QUIET} y={r.y + QUIET} width={r.w} height={1} fill="#000" />
      ))}
    </svg>
  )
}
