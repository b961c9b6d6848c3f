import { displayPhone } from '@src/config/phoneShown'
import { common } from '@src/i18n/common'
import { type Translate, type Vars } from '@src/i18n/index'
import { useAppNameOr } from '@src/ui/useAppName'
import { useDeployment } from '@src/ui/useDeployment'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

/**
 * Values the legal texts may name; all come from the deployment (SPEC 3, docs/configuration.md).
 * One left unset says so in the text (the build lists it too) rather than read as a blank.
 */
export function useLegalVars(): Vars {
  const c = useDeployment()
  const tc = useT(common)
  const appName = useAppNameOr('text')
  return {
    appName: appName,
    lender: c.lender.legalName || tc('unsetLender'),
    address: c.lender.address || tc('unsetAddress'),
    email: c.customerServiceEmail || tc('unsetEmail'),
    phone: displayPhone(c.customerServicePhone) || tc('unsetPhone'),
    officer: c.lender.grievanceOfficer || tc('unsetName'),
    grievanceEmail: c.lender.grievanceEmail || c.customerServiceEmail || tc('unsetEmail'),
  }
}

/** A text whose paragraphs are separated by a blank line, rendered as text (never as HTML), its values kept whole. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>
          <ValueText text={p} />
        </p>
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
  const vars = useLegalVars()
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
