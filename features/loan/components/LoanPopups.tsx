import { useEffect } from 'react'

import { targetOf } from '@src/lib/links'
import { judgeLink } from '@src/lib/navigate'
import { Link } from '@src/nav/Link'
import { useRecordRefusal } from '@src/nav/useFollowLink'
import { CancelAnd } from '@src/ui/CancelAnd'
import { Dialog } from '@src/ui/Dialog'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type AgreementProps = { open: boolean; url: string; onAgree: () => void; onCancel: () => void }

/** Blocking agreement popup (popAgreementUrl non-empty): Agree dismisses, SPEC's Cancel leaves the webview, so it says 'Leave'. */
export function AgreementPopup({ open, url, onAgree, onCancel }: AgreementProps) {
  const t = useT(messages)
  const verdict = judgeLink(url, 'api')
  const target = verdict.ok ? targetOf(verdict) : null
  const refusal = verdict.ok ? null : verdict.reason
  const record = useRecordRefusal()
  useEffect(() => {
    if (open && refusal && refusal !== 'empty') record(url, 'api', 'popAgreementUrl', refusal)
  }, [open, refusal, record, url])
  return (
    <Dialog
      open={open}
      onClose={onAgree}
      dismissible={false}
      title={t('agreementPopTitle')}
      actions={<CancelAnd onCancel={onCancel} cancelLabel={t('leave')} label={t('agree')} onClick={onAgree} />}
    >
      <p>{t('agreementPopText')}</p>
      {/* An unsafe link is not offered (and says so); the borrower can still agree or leave. */}
      {refusal && refusal !== 'empty' && <p role="alert">{t('linkRefused')}</p>}
      {target?.kind === 'app' && (
        <Link className="loan-link" to={target.path}>
          {t('readAgreement')}
        </Link>
      )}
      {target?.kind === 'web' && (
        <a className="loan-link" href={target.href} rel="noopener noreferrer">
          {t('readAgreement')}
        </a>
      )}
    </Dialog>
  )
}

export type RetentionProps = { open: boolean; title: string; text: string; onStay: () => void; onLeave: () => void }

/** Retention popup on the native back event when isPopType is 1: SPEC's Agree stays and its Cancel leaves, so they say 'Stay' and 'Leave'. */
export function RetentionPopup({ open, title, text, onStay, onLeave }: RetentionProps) {
  const t = useT(messages)
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title={title || t('retentionTitle')}
      actions={<CancelAnd onCancel={onLeave} cancelLabel={t('leave')} label={t('stay')} onClick={onStay} />}
    >
      <p className="loan-pre">{text || t('retentionText')}</p>
    </Dialog>
  )
}
