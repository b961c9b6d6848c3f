import type { ReactNode } from 'react'

import { RowValue } from './ValueText'

/** One label/value row from the lender (an order's, a rollover's, a complaint's order card). */
export type InfoRow = { label: string; value: string }

type Props = {
  rows: readonly InfoRow[]
  className: string
  rowClassName?: string
  /** How a value is drawn: by default a row value (a short one stays whole). */
  Value?: (props: { text: string }) => ReactNode
}

/** Server label/value rows as a description list (text only, never HTML). */
export function InfoRows({ rows, className, rowClassName, Value = RowValue }: Props) {
  return (
    <dl className={className}>
      {rows.map((r, i) => (
        <div key={`${r.label}-${i}`} className={rowClassName}>
          <dt>{r.label}</dt>
          <dd>
            <Value text={r.value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
