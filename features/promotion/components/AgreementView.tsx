import { useT } from '@store/hooks'
import { messages } from '../messages'
import type { Template } from '@src/lender/promotion/types'

/** #/agreement: the agreement template, shown when no link id or download id came with the landing (SPEC 2). */
export function AgreementView({ template }: { template: Template }) {
  const t = useT(messages)
  return (
    <section className="promo-card promo-stack" aria-labelledby="promo-agreement-title">
      <h2 id="promo-agreement-title">{template.agreement.title || t('agreementTitle')}</h2>
      {template.agreement.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  )
}
