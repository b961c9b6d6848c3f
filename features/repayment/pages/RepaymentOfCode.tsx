import { useSearchParams } from 'react-router-dom'

import { queryAmount } from '@src/lib/money'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { Section } from '@src/ui/Section'
import { useT } from '@store/hooks'

import { codeMessages } from '../codeMessages'
import { codeVisit } from '../codeVisit'
import { CodeCard } from '../components/CodeCard'
import { MissingNotice } from '../components/MissingNotice'
import { OpenFromApp } from '../components/OpenFromApp'
import { messages } from '../messages'
import { useOwnCode } from '../ownCode'
import { QrCode } from '../qr/QrCode'
import { useBack } from '../useBack'

import '../repayment.css'

/**
 * Repayment code, variant one (`/repaymentOfCode?showType=&payCode=&payCodeImg=&repayAmount=`):
 * showType 1 shows a copyable code and the channel image; any other type a QR code of the pay code.
 * SPEC 2 reads the four values from the address, and anyone can write an address: the code is
 * shown only when it is the borrower's own (useOwnCode), otherwise the page sends them to Pay Now.
 */
export function RepaymentOfCode() {
  const t = useT(messages)
  const tk = useT(codeMessages)
  const back = useBack()
  const [params] = useSearchParams()
  const payCode = params.get('payCode')?.trim() ?? ''
  const showType = params.get('showType')?.trim() ?? ''
  const amount = queryAmount(params.get('repayAmount'))
  const { own, image, visit } = useOwnCode(payCode, params.get('payCodeImg'))

  if (!payCode) {
    return (
      <Page title={tk('codeTitle')} onBack={back}>
        <MissingNotice text={tk('missingCode')} />
      </Page>
    )
  }
  if (!own) {
    return (
      <Page title={tk('codeTitle')} onBack={back}>
        <OpenFromApp />
      </Page>
    )
  }
  const amountBlock = amount !== null && (
    <p className="repay-amount__label">
      {tk('amountToPay')}: <Money minor={amount} format="tzs" />
    </p>
  )
  return (
    <Page title={tk('codeTitle')} onBack={back}>
      {showType === '1' ? (
        <CodeCard image={image} imageAlt={tk('channelImage')} heading={tk('repaymentCode')} payCode={payCode} copyLabel={tk('copyCode')}>
          {amountBlock}
          <p className="repay-hint">{tk('codeTips')}</p>
        </CodeCard>
      ) : (
        <Section className="repay-section repay-code" heading={tk('scanTitle')}>
          <QrCode value={payCode} label={tk('qrLabel', { code: payCode })} fallback={tk('qrTooLong', { code: payCode })} />
          <p className="repay-code__value" translate="no">
            {payCode}
          </p>
          {amountBlock}
          <ol className="repay-steps" style={{ textAlign: 'left' }}>
            <li>{tk('scanTip1')}</li>
            <li>{tk('scanTip2')}</li>
            <li>{tk('scanTip3')}</li>
          </ol>
        </Section>
      )}
      {/* What SPEC 4's reminder says for this answer: Pay Now comes straight to the code, so this page says it. */}
      {visit?.notice && <p className="repay-hint">{visit.notice}</p>}
      {visit?.tradeNo && (
        <p className="repay-hint" translate="no">
          {t('tradeNo', { tradeNo: visit.tradeNo })}
        </p>
      )}
      <p>
        <Link className="repay-link" to={pathTo('paymentInstructions', { payCode })} state={codeVisit(payCode)}>
          {t('howToPay')}
        </Link>
      </p>
    </Page>
  )
}
