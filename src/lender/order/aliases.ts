import type { AliasMap } from '@src/config/aliases'
import { config } from '@src/config/env'
import { noteLeftOut } from '@src/lib/diagnosticNotes'

/** The placeholder path of the legacy 'define' call; the deployment's define map names the real one. */
export const DEFINE_PATH = '/legacy/define'

const merged = (group: AliasMap): AliasMap => ({
  fields: { ...config.aliases.fields, ...group.fields },
  paths: { ...config.aliases.paths, ...group.paths },
})

/**
 * How recommended products are read (SPEC 3: they "arrive under obfuscated names" it does not
 * give). The names are the deployment's (config.aliasGroups.recProducts); none are ours. Without
 * them the products are read under their plain names, and what cannot be read is left out and
 * recorded (wire.ts). Read at call time: tests and the test page may change config.
 */
export function recProductAliases(): AliasMap {
  const group = config.aliasGroups.recProducts
  return group ? merged(group) : config.aliases
}

/** Whether the deployment named recommended products' wire names. */
export const recProductNamesConfigured = () => config.aliasGroups.recProducts !== undefined

/**
 * The legacy 'define' call's map (SPEC 7 gives neither its path, fields nor envelope), or null
 * when the deployment did not name its path: the call cannot be made, so a product opens by its
 * own link id (features/order/useOpenRecProduct.ts), and the reason is recorded for Copy diagnostics.
 */
export function defineAliases(): AliasMap | null {
  const group = config.aliasGroups.define
  if (group?.paths[DEFINE_PATH]) return merged(group)
  noteLeftOut(`Recommended products: the 'define' call's alias map (path, fields) is not configured, so a product opens by its link id`)
  return null
}
