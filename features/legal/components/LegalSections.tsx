import { config } from '@src/config/env'
import type { Translate, Vars } from '@src/i18n/index'

/** Values the legal texts may name; all come from the market config (SPEC 3, README configuration). */
export function legalVars(): Vars {
  return {
    appName: config.appNameEn,
    lender: config.lender.legalName,
    address: config.lender.address,
    email: config.customerServiceEmail,
    phone: config.customerServicePhone,
    officer: config.lender.grievanceOfficer,
    grievanceEmail: config.lender.grievanceEmail,
  }
}

/** A text whose paragraphs are separated by a blank line, rendered as text (never as HTML). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  )
}

export type LegalSectionsProps<K extends string> = {
  t: Translate<K>
  /** Section ids; each has `${id}Title` and `${id}Body` in the catalogue. */
  ids: readonly string[]
  /** Prefix of the section anchors, e.g. 'agreement' -> #agreement-a. */
  anchor: string
  /** Numbering shown before each title, e.g. 'A.' */
  marker: (id: string, index: number) => string
  contentsLabel: string
}

/** A contents list and the numbered sections of a legal document. */
export function LegalSections<K extends string>({ t, ids, anchor, marker, contentsLabel }: LegalSectionsProps<K>) {
  const vars = legalVars()
  const title = (id: string) => t(`${id}Title` as K, vars)
  return (
    <>
      <nav className="legal-toc" aria-label={contentsLabel}>
        <h2 className="legal-toc__title">{contentsLabel}</h2>
        <ol>
          {ids.map((id, i) => (
            <li key={id}>
              <a href={`#${anchor}-${id}`}>
                {marker(id, i)} {title(id)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {ids.map((id, i) => (
        <section key={id} id={`${anchor}-${id}`} className="legal-section" aria-labelledby={`${anchor}-${id}-title`}>
          <h2 id={`${anchor}-${id}-title`}>
            {marker(id, i)} {title(id)}
          </h2>
          <Paragraphs text={t(`${id}Body` as K, vars)} />
        </section>
      ))}
    </>
  )
}
