import type { AliasMap } from '@src/config/aliases'
import { config } from '@src/config/env'

/**
 * The obfuscated wire names of this group (SPEC 3: recommended products "arrive under
 * obfuscated names"; SPEC 7: the legacy 'define' call). The real lender's names are not in
 * the spec; these are the ones our sandbox uses. A deployment's configured alias map wins
 * over them (see withConfigured), so a real lender's names only need configuration.
 */
export const recProductAliases: AliasMap = {
  fields: {
    linkId: 'j7p',
    logo: 'f3a',
    name: 'u8n',
    buttonText: 'b2x',
    amountRange: 'r5g',
    rangeDesc: 'k1d',
    rate: 't6e',
    description: 'w9s',
    clickable: 'c4f',
  },
  paths: {},
}

/** The legacy 'define' call: obfuscated path, fields, and envelope (code '00'). */
export const defineAliases: AliasMap = {
  fields: { moduleId: 'g5m', position: 'q2s', linkId: 'y8l', code: 'c0d', data: 'dt4', message: 'm5g' },
  paths: { '/legacy/define': '/x1/k7/d3' },
}

/** Our defaults under the deployment's configured map (read at call time: tests may override config). */
export function withConfigured(map: AliasMap): AliasMap {
  return {
    fields: { ...map.fields, ...config.aliases.fields },
    paths: { ...map.paths, ...config.aliases.paths },
  }
}
