// A relative import with its extension: vite.config.ts loads this file through the build's deployment report, outside the @src alias, and Vite's native config loader needs the extension.
import { type Deployment, vitalsEndpoint } from './deployment.ts'

/*
 * The list of deployment settings and which are given: read by the build's report
 * (scripts/build/deploymentReport.ts) and Copy diagnostics only. A module of its own so that its
 * names and variables stay out of every page's start code (deployment.ts is on all of them).
 */

/** One setting a real deployment must give: what it is, where it is set, and whether it is. */
export type DeploymentSetting = { name: string; variable: string; set: boolean }

/** Every deployment setting and whether it is set. */
export function deploymentSettings(d: Deployment): DeploymentSetting[] {
  const p = d.payment
  return [
    { name: 'app name', variable: 'VITE_APP_NAME_EN, VITE_APP_NAME_SW', set: d.appName.en !== '' },
    { name: 'lender legal name', variable: 'VITE_LENDER_NAME', set: d.lender.legalName !== '' },
    { name: 'lender address', variable: 'VITE_LENDER_ADDRESS', set: d.lender.address !== '' },
    {
      name: 'grievance officer',
      variable: 'VITE_GRIEVANCE_OFFICER, VITE_GRIEVANCE_EMAIL',
      set: d.lender.grievanceOfficer !== '' && d.lender.grievanceEmail !== '',
    },
    { name: 'customer-service phone', variable: 'VITE_CS_PHONE', set: d.customerServicePhone !== '' },
    { name: 'customer-service e-mail', variable: 'VITE_CS_EMAIL', set: d.customerServiceEmail !== '' },
    { name: 'app scheme link', variable: 'VITE_SCHEME_LINK', set: d.schemeLink !== '' },
    { name: 'app download link', variable: 'VITE_APP_DOWNLOAD_URL', set: d.appDownloadUrl !== '' },
    {
      name: 'payment details',
      variable: 'VITE_PAY_PROVIDER, VITE_PAY_BUSINESS_NUMBER, VITE_PAY_USSD, VITE_PAY_OTHER_WALLET_ITEM, VITE_PAY_STORE_NAME',
      set: p.provider !== '' && p.businessNumber !== '' && p.ussd.length > 0 && p.otherWalletItem !== '' && p.storeName !== '',
    },
    { name: 'alias map: recommended products', variable: 'VITE_ALIAS_GROUPS (recProducts)', set: d.aliasGroups.recProducts !== undefined },
    {
      name: "alias map: 'define' call",
      variable: 'VITE_ALIAS_GROUPS (define)',
      set: d.aliasGroups.define?.paths['/legacy/define'] !== undefined,
    },
    { name: 'site URL', variable: 'VITE_SITE_URL', set: /^https?:\/\//.test(d.siteUrl) },
    { name: 'field measurement endpoint', variable: 'VITE_VITALS_URL', set: vitalsEndpoint(d) !== '' },
  ]
}

/** The names of the settings not given. */
export function unsetSettings(d: Deployment): string[] {
  return deploymentSettings(d)
    .filter((s) => !s.set)
    .map((s) => s.name)
}
