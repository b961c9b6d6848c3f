import { useId } from 'react'

import { config } from '@src/config/env'
import { maskPhone } from '@src/config/market'
import { displayMaskedPhone } from '@src/config/phoneShown'
import type { LoanOffer } from '@src/lender/loan/types'
import { formatDay } from '@src/lib/dates'
import { currencySymbolFor } from '@src/lib/money'
import { imageSrc } from '@src/lib/navigate'
import { maskCardForDisplay } from '@src/lib/text'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { Money } from '@src/ui/Money'
import { Section } from '@src/ui/Section'
import { RowValue } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'

/**
 * A receiving account's number: a wallet's phone in the market's masked form, a bank card's first and
 * last digits. No-break spaces keep it on one line in the account's one text node.
 */
function accountNumber(cardNo: string): string {
  const shown = cardNo.includes('*') ? displayMaskedPhone(cardNo) : (maskPhone(cardNo) ?? maskCardForDisplay(cardNo))
  return shown.replace(/ /g, '\u00a0')
}

type Props = { offer: LoanOffer; productId: string }

/** Product, amount, detail rows, receiving account, repayment plan and rate (SPEC 2 loan confirm). */
export function LoanSummary({ offer, productId }: Props) {
  const t = useT(messages)
  const amountId = useId()
  const symbol = offer.currencySymbol || currencySymbolFor(config.currencyParam)
  const card = offer.bankCard
  const firstPay = formatDay(offer.firstPayTime)

  return (
    <>
      <section className="loan-offer" aria-labelledby={amountId}>
        <div className="loan-offer__product">
          {imageSrc(offer.productLogo) && (
            <img className="loan-offer__logo" src={imageSrc(offer.productLogo)!} alt="" width={40} height={40} />
          )}
          <span>{offer.productName}</span>
        </div>
        <p id={amountId} className="loan-offer__label">
          {t('amountLabel')}
        </p>
        <p className="loan-offer__amount">
          <Money minor={offer.amount} symbol={symbol} />
        </p>
      </section>

      <Section className="loan-card" headingClassName="loan-card__title" heading={t('detailsHeading')}>
        <dl className="loan-rows">
          {offer.details.map((d, i) => (
            <div key={i} className="ui-row loan-rows__row">
              <dt>{d.text}</dt>
              <dd>
                <RowValue text={d.value} />
              </dd>
            </div>
          ))}
          <div className="ui-row loan-rows__row">
            <dt>{t('receivingAccount')}</dt>
            <dd className="loan-rows__account">
              <span className="ui-value" translate="no">
                {card ? [card.bankName, accountNumber(card.cardNo)].filter(Boolean).join(' ') : t('noAccount')}
              </span>
              <Link className="loan-link" to={pathTo('bindBank', { source: 'confirmUrl', productId })} aria-label={t('changeAccountLabel')}>
                {t('changeAccount')}
              </Link>
            </dd>
          </div>
          <Row label={t('firstPayTime')} value={firstPay} />
          <Row label={t('firstPeriodDay')} value={offer.firstPeriodDay} />
          <Row label={t('rateHeading')} value={offer.rateDescription} />
        </dl>
        {/* SPEC 4 applies without an account: the lender asks for one afterwards (order status 151, its card dialog). */}
        {!card && <p className="loan-hint">{t('accountLater')}</p>}
      </Section>

      {offer.repayPlans.length > 0 && (
        <Section className="loan-card" headingClassName="loan-card__title" heading={t('planHeading')}>
          <ol className="loan-plan">
            {offer.repayPlans.map((p, i) => (
              <li key={i} className="loan-plan__row">
                <span className="loan-plan__period">{t('planPeriod', { n: i + 1 })}</span>
                <span className="ui-value">{formatDay(p.payTime)}</span>
                <Money minor={p.amount} symbol={symbol} className="loan-plan__amount" />
              </li>
            ))}
          </ol>
        </Section>
      )}
    </>
  )
}

/** One label/value row of the details list; nothing when the answer has no value for it. */
function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <div className="ui-row loan-rows__row">
      <dt>{label}</dt>
      <dd>
        <RowValue text={value} />
      </dd>
    </div>
  )
}
