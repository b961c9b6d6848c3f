import type { InfoRow } from '@src/lender/repayment/types'
import { RowValue } from '@src/ui/ValueText'

/** Server label/value rows as a description list (text only, never HTML). */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="repay-info">
      {rows.map((r, i) => (
        <div key={`${r.text}-${i}`} className="ui-row">
          <dt>{r.text}</dt>
          <dd>
            <RowValue text={r.value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
