import type { Template } from '@src/lender/promotion/types'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { DownloadAction } from './DownloadView'

/**
 * #/agreement: the agreement template, shown when no link id or download id came with the landing
 * (SPEC 2). A borrower arrives here registered (or told the number already is) and asked to
 * download the app, so the page ends with the download action: never a dead end.
 */
export function AgreementView({ template, params }: { template: Template; params: URLSearchParams }) {
  const t = useT(messages)
  return (
    <section className="promo-card promo-stack" aria-labelledby="promo-agreement-title">
      <h2 id="promo-agreement-title">{template.agreement.title || t('agreementTitle')}</h2>
      {template.agreement.paragraphs.map((p, i) => (
        <p key={i}>
          <ValueText text={p} />
        </p>
      ))}
      <DownloadAction template={template} params={params} />
    </section>
  )
}
