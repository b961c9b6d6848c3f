import { useId } from 'react'

import { OVERDUE_STATUS, type PlanRow } from '@src/lender/repayment/types'
import { formatDay } from '@src/lib/dates'
import { Checkbox } from '@src/ui/Checkbox'
import { Money } from '@src/ui/Money'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { checkedRows, isClickable, type SelectionMode } from '../selection'

function RowText({ row, index }: { row: PlanRow; index: number }) {
  const t = useT(messages)
  const overdue = row.periodStatus === OVERDUE_STATUS
  return (
    <span className="repay-row__body">
      <span className="repay-row__top">
        <span>{t('period', { n: row.periodNo ?? index + 1 })}</span>
        <Money minor={row.totalAmount} format="tzs" />
      </span>
      <span className="repay-row__meta">
        <span>{row.dueTime ? <ValueText text={t('dueOn', { date: formatDay(row.dueTime) })} /> : ''}</span>
        {/* periodStatus 500 is drawn in the warning colour; the text (and a '!') carry the meaning too. */}
        <span className={overdue ? 'repay-status--overdue' : undefined} data-status={row.periodStatus ?? undefined}>
          {row.statusText}
        </span>
      </span>
      {row.displayAmount !== null && row.displayAmount !== row.totalAmount && (
        <span className="repay-row__meta">
          <span>{t('scheduledLabel')}</span>
          <Money minor={row.displayAmount} format="tzs" />
        </span>
      )}
    </span>
  )
}

type Props = {
  waiting: PlanRow[]
  paid: PlanRow[]
  mode: SelectionMode
  onSelectFirst: () => void
  onToggleAll: () => void
}

/** The plan (SPEC 4 installment selection): only the first waiting period is clickable; select-all sums them all. */
export function PlanList({ waiting, paid, mode, onSelectFirst, onToggleAll }: Props) {
  const t = useT(messages)
  const id = useId()
  const checked = checkedRows(mode, waiting.length)
  return (
    <section className="repay-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('planHeading')}</h2>
      {waiting.length > 0 ? (
        <>
          <Checkbox checked={mode === 'all'} onChange={onToggleAll}>
            {t('selectAll')}
          </Checkbox>
          <ul className="repay-plan">
            {waiting.map((row, i) => (
              <li key={`${row.periodNo}-${i}`}>
                <label className={`repay-row${isClickable(i) ? '' : ' is-disabled'}`}>
                  <input type="checkbox" checked={checked[i]} disabled={!isClickable(i)} onChange={onSelectFirst} />
                  <RowText row={row} index={i} />
                </label>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('noWaiting')}</p>
      )}
      {paid.length > 0 && (
        <>
          <h3>{t('paidHeading')}</h3>
          <ul className="repay-plan">
            {paid.map((row, i) => (
              <li key={`${row.periodNo}-${i}`} className="repay-row is-disabled">
                <RowText row={row} index={i} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
