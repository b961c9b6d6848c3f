import { common } from '@src/i18n/common'
import { Page } from '@src/ui/Page'
import { useDeployment } from '@src/ui/useDeployment'
import { useT } from '@store/hooks'

import { aboutText } from '../about/messages'
import { Paragraphs, useLegalVars } from '../components/LegalSections'
import { messages } from '../messages'

import '../legal.css'

/** About us: marketing text and the customer-service e-mail (SPEC 2). */
export function AboutUs() {
  const t = useT(messages)
  const ta = useT(aboutText)
  const tc = useT(common)
  const vars = useLegalVars()
  // The build's settings while hydrating, the host's after (like the footer): no hydration mismatch.
  const email = useDeployment().customerServiceEmail
  return (
    <Page title={t('aboutTitle')}>
      <article className="legal">
        <p className="legal-lead">{ta('lead', vars)}</p>
        {(['who', 'offer', 'promise'] as const).map((k) => (
          <section key={k} aria-labelledby={`about-${k}`}>
            <h2 id={`about-${k}`}>{ta(`${k}Title`, vars)}</h2>
            <Paragraphs text={ta(`${k}Body`, vars)} />
          </section>
        ))}
        <section aria-labelledby="about-contact">
          <h2 id="about-contact">{t('contactHeading')}</h2>
          <p>{ta('contactBody', vars)}</p>
          <dl className="legal-contact">
            <dt>{t('csEmail')}</dt>
            <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : tc('unsetEmail')}</dd>
          </dl>
        </section>
      </article>
    </Page>
  )
}
