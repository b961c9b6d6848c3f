import { judgeLink } from '@src/lib/navigate'
import { targetOf, type LinkTarget } from '@src/lib/links'

export type { LinkTarget }

/**
 * A link from a loan answer (contract_url, popAgreementUrl, lendDetailsUrl) under the link policy
 * for api links: same-origin stays in the app, any https page leaves it, anything else is null.
 */
export function resolveLink(url: string): LinkTarget | null {
  const v = judgeLink(url, 'api')
  return v.ok ? targetOf(v) : null
}
