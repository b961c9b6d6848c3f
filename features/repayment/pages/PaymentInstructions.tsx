import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useT } from '@src/i18n/index'
import { CopyButton } from '@src/ui/CopyButton'
import { Page } from '@src/ui/Page'
import agentStore from '../assets/agent-store.svg'
import otherWallet from '../assets/other-wallet.svg'
import walletBills from '../assets/wallet-bills.svg'
import { instructionMessages } from '../instructions/messages'
import { ZoomableImage } from '../instructions/ZoomableImage'
import { useBack } from '../useBack'
import '../repayment.css'

type Key = keyof (typeof instructionMessages)['en']

const SECTIONS: { heading: Key; steps: Key[]; image: string; alt: Key }[] = [
  { heading: 'billsHeading', steps: ['bills1', 'bills2', 'bills3', 'bills4', 'bills5'], image: walletBills, alt: 'billsImage' },
  { heading: 'otherHeading', steps: ['other1', 'other2', 'other3', 'other4'], image: otherWallet, alt: 'otherImage' },
  { heading: 'storeHeading', steps: ['store1', 'store2', 'store3', 'store4'], image: agentStore, alt: 'storeImage' },
]

/** Payment-provider instructions (`/paymentInstructions?payCode=`): static, readable without a session or network. */
export function PaymentInstructions() {
  const t = useT(instructionMessages)
  const back = useBack()
  const id = useId()
  const [params] = useSearchParams()
  const reference = params.get('payCode')?.trim() ?? ''
  return (
    <Page title={t('title')} onBack={back}>
      <p>{t('intro')}</p>
      {reference && (
        <section className="repay-section repay-code" aria-labelledby={`${id}-ref`}>
          <h2 id={`${id}-ref`}>{t('yourReference')}</h2>
          <p className="repay-code__value" translate="no">
            {reference}
          </p>
          <CopyButton text={reference} variant="secondary">
            {t('copy')}
          </CopyButton>
        </section>
      )}
      {SECTIONS.map((s, i) => (
        <section key={s.heading} className="repay-section" aria-labelledby={`${id}-${i}`}>
          <h2 id={`${id}-${i}`}>{t(s.heading)}</h2>
          <ZoomableImage src={s.image} alt={t(s.alt)} />
          <ol className="repay-steps">
            {s.steps.map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ol>
        </section>
      ))}
    </Page>
  )
}
