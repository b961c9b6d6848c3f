import { config } from '@src/config/env'
import { noteLeftOut } from '@src/lib/diagnosticNotes'

/**
 * SPEC 3 gives payNotice as "a map of channel to a list of name and step list" without the step
 * list's name. We read the names a writer plausibly uses, the alias map's name for `steps` first
 * (config.aliases), and record in diagnostics an entry that has none: never dropped silently.
 */
export const STEP_NAMES = ['steps', 'step', 'stepList', 'step_list', 'list', 'content'] as const

const asText = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '')

/** The step list of one payNotice entry; a single text is split into its lines. */
export function readSteps(item: Record<string, unknown>, where: string): string[] {
  const aliased = config.aliases.fields.steps
  for (const name of aliased ? [aliased, ...STEP_NAMES] : STEP_NAMES) {
    const v = item[name]
    if (Array.isArray(v)) return v.map(asText).filter((s) => s.trim() !== '')
    if (typeof v === 'string' && v.trim())
      return v
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean)
  }
  noteLeftOut(
    `${where}: a payNotice entry has no step list (read ${[aliased, ...STEP_NAMES].filter(Boolean).join(', ')}); its keys: ${Object.keys(item).join(', ') || 'none'}`,
  )
  return []
}
