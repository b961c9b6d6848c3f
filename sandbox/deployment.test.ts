import { describe, expect, it } from 'vitest'

import { CONFIG_BLOCK_ID, type Deployment, deploymentFromEnv, runtimeConfig } from '@src/config/deployment'
import { type AppConfig, buildConfig } from '@src/config/env'

import { CONFIG_BLOCK_ID as SANDBOX_BLOCK_ID, sandboxConfig, sandboxConfigBlock, sandboxDeployment, sandboxWireExtras } from './deployment'

/*
 * The sandbox writes the host's config block with its own types; here, and only here, they meet
 * the app's: a field renamed or added on one side fails this test instead of drifting apart.
 */

// Compile-time: what the sandbox writes is what the app reads, field for field.
const asDeployment: Deployment = sandboxDeployment
const asWireExtras: Partial<AppConfig> = sandboxWireExtras

/** The page's `document` as the app's config reader sees it, holding the sandbox's block. */
function pageWith(block: string) {
  const [, id, text] = /id="([^"]+)">(.*)<\/script>$/s.exec(block) ?? []
  return { document: { getElementById: (wanted: string) => (wanted === id ? { textContent: text } : null) } }
}

describe("the sandbox's config block and the app's reader", () => {
  it('use the same block id', () => {
    expect(SANDBOX_BLOCK_ID).toBe(CONFIG_BLOCK_ID)
  })

  it('name the same deployment settings, none missing and none extra', () => {
    expect(Object.keys(asDeployment).sort()).toEqual(Object.keys(deploymentFromEnv({})).sort())
  })

  it('hand the app every setting the sandbox writes, as written', () => {
    const read = buildConfig({}, runtimeConfig(pageWith(sandboxConfigBlock())) as Partial<AppConfig>)
    expect(read).toMatchObject({ ...sandboxConfig, ...asWireExtras })
  })
})
