import { useEffect, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { PayNoticeStep } from '@src/lender/repayment/types'
import { formatDate } from '@src/lib/dates'
import { noteLeftOut } from '@src/lib/diagnosticNotes'
import { imageSrc as safeImageSrc } from '@src/lib/navigate'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { Tabs } from '@src/ui/Tabs'
import { borrowerKey } from '@store/borrower'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import { repaymentInfoCleared } from '@store/repaymentInfo'

import { codeMessages } from '../codeMessages'
import { CodeCard } from '../components/CodeCard'
import { MissingNotice } from '../components/MissingNotice'
import { messages } from '../messages'
import { useCodeVisit } from '../ownCode'
import { pickInfo, safeLocalStorage, savedFits } from '../storedInfo'
import { useBack } from '../useBack'

import '../repayment.css'

function Steps({ items, nested = false }: { items: PayNoticeStep[]; nested?: boolean }) {
  const Heading = nested ? 'h4' : 'h3'
  return (
    <>
      {items.map((item, i) => (
        <div key={`${item.name}-${i}`}>
          <Heading>{item.name}</Heading>
          <ol className="repay-steps">
            {/* Persisted by an older version, steps might not be a list; show none rather than crash. */}
            {(Array.isArray(item.steps) ? item.steps : []).map((step, j) => (
              <li key={j}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
    </>
  )
}

/**
 * Repayment code, variant two (`/repaymentOfCode2?orderId=`): the repaymentInfo Pay Now saved, else
 * the shell's localStorage.repaymentInfo — provider logo, copyable contract number, total payment
 * and the steps of each channel. Another borrower's or order's info is never shown.
 */
export function RepaymentOfCode2() {
  const t = useT(codeMessages)
  const tm = useT(messages)
  const back = useBack()
  const visit = useCodeVisit()
  const id = useId()
  const [params] = useSearchParams()
  const dispatch = useAppDispatch()
  const saved = useAppSelector((s) => s.repaymentInfo.current)
  // Saved info of another shape (another build's, or damaged) is never drawn (pickInfo), and dropped.
  useEffect(() => {
    if (saved === null || savedFits(saved)) return
    dispatch(repaymentInfoCleared())
    noteLeftOut('The saved repayment info did not fit the repayment code page and was dropped')
  }, [saved, dispatch])
  const owner = useAppSelector((s) => borrowerKey(s.session.params))
  const orderId = params.get('orderId')?.trim() ?? ''
  const picked = useMemo(() => pickInfo(saved, safeLocalStorage(), { owner, orderId }), [saved, owner, orderId])
  const info = picked.status === 'ok' ? picked.info : null
  const channels = Object.entries(info?.defDetail?.payNotice ?? {}).filter(([, items]) => Array.isArray(items) && items.length > 0)
  const [tab, setTab] = useState<string>(channels[0]?.[0] ?? '')

  if (!info?.defDetail?.payCode) {
    return (
      <Page title={t('codeTitle')} onBack={back}>
        <MissingNotice text={t(picked.status === 'notYours' ? 'otherBorrowerInfo' : 'missingInfo')} />
      </Page>
    )
  }
  const { logo, payCode } = info.defDetail
  // SPEC 3: a rollover shows delayInfo.delayAmount, otherwise repayAmount.
  const total = info.delayInfo ? info.delayInfo.delayAmount : info.repayAmount
  const logoSrc = safeImageSrc(logo)
  const current = channels.find(([name]) => name === tab) ?? channels[0]

  return (
    <Page title={t('codeTitle')} onBack={back}>
      <CodeCard image={logoSrc} imageAlt={t('providerLogo')} heading={t('contractNumber')} payCode={payCode} copyLabel={t('copyCode')}>
        <p className="repay-amount__label">
          {t('totalPayment')}: <Money minor={total} format="tzs" />
        </p>
        {info.savedAt > 0 && <p className="repay-hint">{t('savedAt', { time: formatDate(info.savedAt) })}</p>}
        {/* What SPEC 4's reminder says for this answer: Pay Now comes straight to the code, so this page says it. */}
        {visit?.ownCode === payCode && visit.notice && <p className="repay-hint">{visit.notice}</p>}
        {visit?.ownCode === payCode && visit.tradeNo && (
          <p className="repay-hint" translate="no">
            {tm('tradeNo', { tradeNo: visit.tradeNo })}
          </p>
        )}
      </CodeCard>
      {current && (
        <section className="repay-section" aria-labelledby={`${id}-s`}>
          <h2 id={`${id}-s`}>{t('stepsHeading')}</h2>
          {channels.length > 1 ? (
            <Tabs tabs={channels.map(([name]) => ({ id: name, label: name }))} value={current[0]} onChange={setTab} label={t('channels')}>
              <Steps items={current[1]} />
            </Tabs>
          ) : (
            <>
              <h3>{current[0]}</h3>
              <Steps items={current[1]} nested />
            </>
          )}
        </section>
      )}
    </Page>
  )
}
