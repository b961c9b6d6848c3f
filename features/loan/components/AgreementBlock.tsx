import { useRef, useState } from 'react'

import { AGREEMENT_SCENE } from '@src/lender/loan/calls'
import type { Contract, LoanVariant } from '@src/lender/loan/types'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { Button } from '@src/ui/Button'
import { Checkbox } from '@src/ui/Checkbox'
import { Section } from '@src/ui/Section'
import { ErrorState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { useGetContractsQuery, useOpenContractMutation } from '../api'
import { messages } from '../messages'

type Props = {
  variant: LoanVariant
  productId: string
  orderId: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/**
 * The agreement checkbox and the agreements from /v3/contract/contract. Each title opens its
 * contract through contract-jump; the returned contract_url is followed under the api link
 * policy (same-origin in the app, any https page in the browser; refused: a message and a tracking event).
 */
export function AgreementBlock({ variant, productId, orderId, checked, onCheckedChange }: Props) {
  const t = useT(messages)
  // The link policy and navigation code load at the tap, beside the call (not with the screen).
  const link = useFollowLinkLater()
  const contracts = useGetContractsQuery({ variant, productId })
  const [openContract] = useOpenContractMutation()
  const [opening, setOpening] = useState<number | null>(null)
  const busy = useRef(false)

  async function open(c: Contract) {
    if (busy.current) return
    busy.current = true
    setOpening(c.position)
    link.prepare()
    const res = await openContract({ variant, productId, scene: AGREEMENT_SCENE, position: c.position, orderId })
    busy.current = false
    setOpening(null)
    // A failure is toasted as the endpoint declares (store/feedback.ts).
    if ('error' in res) return
    void link.follow(res.data, { source: 'api', field: 'contract_url', refusedText: t('linkRefused'), inApp: true })
  }

  return (
    <Section className="loan-card" headingClassName="loan-card__title" heading={t('agreementsHeading')}>
      <Checkbox checked={checked} onChange={onCheckedChange}>
        {t('agreementCheck')}
      </Checkbox>
      {contracts.isError ? (
        <ErrorState className="loan-contracts__error" message={t('agreementsFailed')} onRetry={() => void contracts.refetch()} />
      ) : (
        contracts.data &&
        contracts.data.length > 0 && (
          <ul className="loan-contracts">
            {contracts.data.map((c) => (
              <li key={c.position}>
                <Button variant="text" className="loan-contracts__link" loading={opening === c.position} onClick={() => void open(c)}>
                  {c.title}
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
    </Section>
  )
}
