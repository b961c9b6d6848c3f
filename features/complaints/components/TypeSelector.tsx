import { useId } from 'react'

import { COLLECTION_TYPE, type ProblemOption } from '@src/lender/complaints/types'
import { Section } from '@src/ui/Section'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type TypeSelectorProps = {
  types: ProblemOption[]
  sonTypes: ProblemOption[]
  /** True while the collection sub-types are shown. */
  expanded: boolean
  onType: (type: ProblemOption) => void
  onSonType: (sonType: ProblemOption) => void
}

/** 'Select question type': a list of types; the collection type unfolds its sub-types (SPEC 4). */
export function TypeSelector({ types, sonTypes, expanded, onType, onSonType }: TypeSelectorProps) {
  const t = useT(messages)
  const subId = useId()
  return (
    <Section className="cmp-section" headingClassName="cmp-heading" heading={t('selectQuestionType')}>
      <ul className="cmp-options">
        {types.map((type) => {
          const collection = type.value === COLLECTION_TYPE && sonTypes.length > 0
          return (
            <li key={type.value}>
              <button
                type="button"
                className="ui-option-box cmp-option"
                aria-expanded={collection ? expanded : undefined}
                aria-controls={collection && expanded ? subId : undefined}
                onClick={() => onType(type)}
              >
                {type.title}
                <span aria-hidden="true" className="cmp-option__chevron">
                  {collection && expanded ? '⌄' : '›'}
                </span>
              </button>
              {collection && expanded && (
                <div id={subId} className="cmp-suboptions" role="group" aria-label={t('selectSubType')}>
                  <p className="cmp-heading">{t('selectSubType')}</p>
                  <ul className="cmp-options">
                    {sonTypes.map((son) => (
                      <li key={son.value}>
                        <button type="button" className="ui-option-box cmp-option" onClick={() => onSonType(son)}>
                          {son.title}
                          <span aria-hidden="true" className="cmp-option__chevron">
                            ›
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
