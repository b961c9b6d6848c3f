import { useEffect, useRef } from 'react'

import { displayPhone } from '@src/config/phoneShown'
import { display } from '@src/lender/bank/fields'
import type { BankField } from '@src/lender/bank/types'
import { maskCardForDisplay, maskIdForDisplay } from '@src/lib/text'
import { paths } from '@src/nav/paths'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { RowValue } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type SavedRow = { field: BankField; value: string }

/** Digits from which a number field is an identity number (NIDA has 20): shown masked. */
const ID_DIGITS = 8

/**
 * The shown text of a saved value: the option's name for a choice, a card number and an identity
 * number (a long number field: the NIDA number) masked, a phone in the market's shown form, the rest as typed.
 */
function shown({ field, value }: SavedRow): string {
  if (field.kind === 'enum') return field.options.find((o) => o.type === value)?.name ?? value
  if (field.kind === 'card') return maskCardForDisplay(value)
  if (field.kind === 'phone') return displayPhone(value)
  if (field.kind === 'numeric' && value.replace(/\D/g, '').length >= ID_DIGITS) return maskIdForDisplay(value)
  return display(field.kind, value)
}

/**
 * After a save with no native shell to close (the page opened in a plain browser, SPEC 4's "no
 * source"): what was saved, and a way on, instead of a blank page.
 */
export function SavedAccount({ rows, onEdit }: { rows: SavedRow[]; onEdit: () => void }) {
  const t = useT(messages)
  const heading = useRef<HTMLHeadingElement>(null)
  // The screen changed under the borrower's finger: move the reading position to the news.
  useEffect(() => heading.current?.focus(), [])
  return (
    <Page title={t('title')}>
      <section className="bank-saved" aria-labelledby="bank-saved-h">
        <h2 id="bank-saved-h" ref={heading} tabIndex={-1}>
          {t('saved')}
        </h2>
        <p>{t('savedIntro')}</p>
        <dl className="bank-saved__rows">
          {rows.map((r) => (
            <div key={r.field.code} className="ui-row">
              <dt>{r.field.title}</dt>
              <dd>
                <RowValue text={shown(r)} />
              </dd>
            </div>
          ))}
        </dl>
        <a className="ui-btn ui-btn--primary ui-btn--full" href={paths.siteHome}>
          {t('savedHome')}
        </a>
        <Button variant="text" fullWidth onClick={onEdit}>
          {t('savedEdit')}
        </Button>
      </section>
    </Page>
  )
}
