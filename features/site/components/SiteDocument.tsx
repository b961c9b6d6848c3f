import type { ComponentType } from 'react'

import { useT } from '@store/hooks'

import { messages } from '../messages'
import { SiteLayout } from './SiteLayout'

type Section = 'policy' | 'loan'
const TITLE = { policy: 'navPolicy', loan: 'navLoan' } as const

const made = { policy: new WeakMap<ComponentType, ComponentType>(), loan: new WeakMap<ComponentType, ComponentType>() }

/**
 * A site page whose body is a legal text (SPEC 2 says the Policy and Loan pages embed the legal
 * pages as frames; we read that as the same text in the page: one header, one scroll, no
 * fixed-height frame). The text comes from the legal feature, handed in by src/public/pages.ts.
 * One component per section and text, so a second load hydrates the same component.
 */
export function siteDocument(section: Section, Text: ComponentType): ComponentType {
  const found = made[section].get(Text)
  if (found) return found
  function SiteDocumentPage() {
    const t = useT(messages)
    return (
      <SiteLayout current={section} title={t(TITLE[section])} className="site--document">
        <Text />
      </SiteLayout>
    )
  }
  made[section].set(Text, SiteDocumentPage)
  return SiteDocumentPage
}
