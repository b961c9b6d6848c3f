import { useSearchParams } from 'react-router-dom'

import { brandName } from '@src/config/brand'
import { config, type PaymentConfig } from '@src/config/env'
import { displayPhone } from '@src/config/phoneShown'
import { type Translate } from '@src/i18n/index'
import { Page } from '@src/ui/Page'
import { Section } from '@src/ui/Section'
import { useLang, useT } from '@store/hooks'

import agentStore from '../assets/agent-store.svg'
import otherWallet from '../assets/other-wallet.svg'
import walletBills from '../assets/wallet-bills.svg'
import { CodeCard } from '../components/CodeCard'
import { OpenFromApp } from '../components/OpenFromApp'
import { instructionMessages } from '../instructions/messages'
import { ZoomableImage } from '../instructions/ZoomableImage'
import { useOwnCode } from '../ownCode'
import { useBack } from '../useBack'

import '../repayment.css'

type T = Translate<keyof (typeof instructionMessages)['en']>
type Section = { heading: string; image: string; alt: string; steps: (string | null)[] }

/** The steps, from configuration; a step whose value is not configured is null (hidden). */
export function instructionSections(t: T, pay: PaymentConfig, lenderName: string): Section[] {
  const menus = pay.ussd.map((u) => `${u.wallet} ${u.code}`).join(', ')
  return [
    {
      heading: t('billsHeading'),
      image: walletBills,
      alt: t('billsImage'),
      steps: [
        menus ? t('bills1', { menus }) : t('bills1Generic'),
        t('bills2'),
        pay.businessNumber ? t('bills3', { number: pay.businessNumber, name: lenderName }) : null,
        t('bills4'),
        t('bills5'),
      ],
    },
    {
      heading: t('otherHeading'),
      image: otherWallet,
      alt: t('otherImage'),
      steps: [
        t('other1'),
        pay.otherWalletItem ? t('other2', { item: pay.otherWalletItem }) : null,
        t('other3'),
        t('other4', { name: lenderName }),
      ],
    },
    {
      heading: t('storeHeading'),
      image: agentStore,
      alt: t('storeImage'),
      steps: [pay.storeName ? t('store1', { store: pay.storeName }) : null, t('store2', { name: lenderName }), t('store3'), t('store4')],
    },
  ]
}

/**
 * Payment-provider instructions (`/paymentInstructions?payCode=`): readable without a session or
 * network. The reference is shown only when it is the borrower's own code (useOwnCode); the steps,
 * which come from configuration, are shown in any case.
 */
export function PaymentInstructions() {
  const t = useT(instructionMessages)
  const back = useBack()
  const [params] = useSearchParams()
  const reference = params.get('payCode')?.trim() ?? ''
  const { own } = useOwnCode(reference, null)
  const pay = config.payment
  const sections = instructionSections(t, pay, brandName(useLang()) || config.lender.legalName)
  const incomplete = !pay.businessNumber || !pay.otherWalletItem || !pay.storeName || pay.ussd.length === 0
  return (
    <Page title={t('title')} onBack={back}>
      <p>{pay.provider ? t('intro', { provider: pay.provider }) : t('introGeneric')}</p>
      {incomplete && (
        <p className="repay-notice" role="note">
          {config.customerServicePhone
            ? t('askCustomerService', { phone: displayPhone(config.customerServicePhone) })
            : t('askCustomerServiceNoPhone')}
        </p>
      )}
      {reference && (own ? <CodeCard heading={t('yourReference')} payCode={reference} copyLabel={t('copy')} /> : <OpenFromApp />)}
      {sections.map((s) => (
        <Section key={s.heading} className="repay-section" heading={s.heading}>
          <ZoomableImage src={s.image} alt={s.alt} />
          <ol className="repay-steps">{s.steps.map((step, j) => step !== null && <li key={j}>{step}</li>)}</ol>
        </Section>
      ))}
    </Page>
  )
}
