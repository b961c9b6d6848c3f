import { useSearchParams } from 'react-router-dom'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { useT } from '@store/hooks'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { Section } from '@src/ui/Section'
import { MissingNotice } from '../components/MissingNotice'
import { imageSrc as safeImageSrc } from '@src/lib/navigate'
import { CodeCard } from '../components/CodeCard'
import { codeMessages } from '../codeMessages'
import { messages } from '../messages'
import { QrCode } from '../qr/QrCode'
import { queryAmount } from '../selection'
import { useBack } from '../useBack'
import '../repayment.css'

/**
 * Repayment code, variant one (`/repaymentOfCode?showType=&payCode=&payCodeImg=&repayAmount=`):
 * showType 1 shows a copyable code and the channel image; any other type a QR code of the pay code.
 */
export function RepaymentOfCode() {
  const t = useT(messages)
  const tk = useT(codeMessages)
  const back = useBack()
  const [params] = useSearchParams()
  const payCode = params.get('payCode')?.trim() ?? ''
  const showType = params.get('showType')?.trim() ?? ''
  const image = safeImageSrc(params.get('payCodeImg'))
  const amount = queryAmount(params.get('repayAmount'))

  if (!payCode) {
    return (
      <Page title={tk('codeTitle')} onBack={back}>
        <MissingNotice text={tk('missingCode')} />
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
      <p>
        <Link className="repay-link" to={pathTo('paymentInstructions', { payCode })}>
          {t('howToPay')}
        </Link>
      </p>
    </Page>
  )
}
