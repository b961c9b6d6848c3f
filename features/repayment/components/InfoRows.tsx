import type { InfoRow } from '@src/lender/repayment/types'
import { ValueText } from '@src/ui/ValueText'

/** Server label/value rows as a description list (text only, never HTML). */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="repay-info">
      {rows.map((r, i) => (
        <div key={`${r.text}-${i}`} style={{ display: 'contents' }}>
          <dt>{r.text}</dt>
          <dd>
            <ValueText text={r.value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
