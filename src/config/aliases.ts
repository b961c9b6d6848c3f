/**
 * The alias map: real field and path names -> the obfuscated names a lender's server may use.
 * Identity (empty) by default. Requests are written with aliases; responses are read back
 * through the reverse map, keeping plain names when the server sends those.
 */
export type AliasMap = { fields: Record<string, string>; paths: Record<string, string> }

export const identityAliases: AliasMap = { fields: {}, paths: {} }

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k)

/** The wire name of a field (own entries only: a lender's 'constructor' or '__proto__' field keeps its name). */
export function aliasField(map: AliasMap, name: string): string {
  return hasOwn(map.fields, name) ? map.fields[name] : name
}

/** The wire path of an API path (exact match, else unchanged). */
export function aliasPath(map: AliasMap, path: string): string {
  return hasOwn(map.paths, path) ? map.paths[path] : path
}

const reverseCache = new WeakMap<AliasMap, Map<string, string>>()
function reverseFields(map: AliasMap): Map<string, string> {
  let rev = reverseCache.get(map)
  if (!rev) {
    rev = new Map(Object.entries(map.fields).map(([real, alias]) => [alias, real]))
    reverseCache.set(map, rev)
  }
  return rev
}

/** Renames an object's keys to their wire aliases (one level: form bodies are flat). */
export function aliasKeys(map: AliasMap, body: Record<string, unknown>): Record<string, unknown> {
  // fromEntries defines the keys: an assignment to out['__proto__'] would drop that field.
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [aliasField(map, k), v]))
}

/** Reads a field by its alias first, then by its plain name. */
export function readField(map: AliasMap, obj: Record<string, unknown>, name: string): unknown {
  const alias = map.fields[name]
  if (alias !== undefined && alias in obj) return obj[alias]
  return obj[name]
}

/** Deeply renames aliased keys back to their real names; a plain name already present wins. */
export function unaliasDeep(map: AliasMap, value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => unaliasDeep(map, v, depth + 1))
  const rev = reverseFields(map)
  if (rev.size === 0 && depth > 0) return value
  const out: Record<string, unknown> = {}
  const src = value as Record<string, unknown>
  for (const [k, v] of Object.entries(src)) {
    const real = rev.get(k) ?? k
    if (real !== k && real in src) continue
    out[real] = unaliasDeep(map, v, depth + 1)
  }
  return out
}
