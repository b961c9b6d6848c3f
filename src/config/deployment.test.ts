import { describe, expect, it } from 'vitest'

import { sandboxDeployment } from '@sandbox/deployment'

import { deploymentFromEnv } from './deployment'
import { buildConfig } from './env'
import { unsetSettings } from './settings'

/** What a build made without deployment variables carries, and what it says is missing. */
describe('a build given no deployment settings', () => {
  const bare = buildConfig({})

  it("carries none of the sandbox lender's values: no e-mail, scheme, store link or checkout origins of its own", () => {
    expect(bare.customerServiceEmail).toBe('')
    expect(bare.schemeLink).toBe('')
    expect(bare.appDownloadUrl).toBe('')
    expect(bare.redirectAllowlist).toEqual([])
    // Nothing of the sandbox's domain anywhere in the configuration.
    expect(JSON.stringify(bare).toLowerCase()).not.toContain('mkopoharaka')
  })

  it('lists the e-mail, the scheme link and the download link among the unset settings', () => {
    expect(unsetSettings(deploymentFromEnv({}))).toEqual(
      expect.arrayContaining(['customer-service phone', 'customer-service e-mail', 'app scheme link', 'app download link']),
    )
  })

  it('takes them from the build variables when given', () => {
    const given = deploymentFromEnv({
      VITE_CS_EMAIL: 'msaada@lender.example',
      VITE_SCHEME_LINK: 'lender://app',
      VITE_APP_DOWNLOAD_URL: 'https://play.google.com/store/apps/details?id=example.lender',
      VITE_REDIRECT_ALLOWLIST: 'https://pay.lender.example, https://www.lender.example',
    })
    expect(given).toMatchObject({
      customerServiceEmail: 'msaada@lender.example',
      schemeLink: 'lender://app',
      appDownloadUrl: 'https://play.google.com/store/apps/details?id=example.lender',
      redirectAllowlist: ['https://pay.lender.example', 'https://www.lender.example'],
    })
    expect(unsetSettings(given)).not.toContain('customer-service e-mail')
  })

  it("the sandbox gives them the way a host would (its servers' data block), so nothing is unset there", () => {
    expect(unsetSettings(sandboxDeployment)).toEqual([])
  })
})
