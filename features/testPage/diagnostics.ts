import type { Via } from '@src/bridge/bridge'
import { vitalsEndpoint } from '@src/config/deployment'
import type { AppConfig } from '@src/config/env'
import { unsetSettings } from '@src/config/settings'
import type { OutboxItem } from '@src/outbox/page'
import { maskDigits, REDACTED } from '@store/devtools'
import type { OutboxState } from '@store/outbox'
import type { RequestLogEntry } from '@store/requestLog'
import type { SessionState } from '@store/session'

import { version as webVersion } from '../../package.json'

/** What the diagnostics are made from; every piece is passed in so a test can write it out. */
export type DiagnosticsInput = {
  now: Date
  mode: string
  shell: Via
  config: AppConfig
  session: SessionState
  outbox: OutboxState | undefined
  requests: readonly RequestLogEntry[]
  /** What screens left out and why (src/lib/diagnosticNotes.ts). */
  leftOut?: readonly { at: string; text: string }[]
  /** The last field readings of this page view (src/vitals/readings.ts readingText), free of anything personal. */
  vitals?: readonly string[]
}

function countBy(items: readonly OutboxItem[]): string {
  if (!items.length) return 'none'
  const n: Record<string, number> = {}
  for (const i of items) n[i.state] = (n[i.state] ?? 0) + 1
  return Object.entries(n)
    .map(([state, count]) => `${count} ${state}`)
    .join(', ')
}

function outboxLines(o: OutboxState | undefined, now: number): string[] {
  if (!o) return ['Outbox: not loaded']
  if (!o.available) return ['Outbox: unavailable (no IndexedDB or storage full)']
  const lines = [`Outbox: complaints ${countBy(o.complaints)}; events ${countBy(o.events)}; dropped ${o.dropped}`]
  // Entries by what they are, never by what they carry: no bodies, images or phone numbers.
  for (const e of [...o.complaints, ...o.events]) {
    const age = Math.max(0, Math.round((now - e.createdAt) / 1000))
    lines.push(`  ${e.queue} ${e.state} ${e.label} attempts ${e.attempts} age ${age}s${e.reason ? ` reason "${e.reason}"` : ''}`)
  }
  return lines
}

function requestLine(r: RequestLogEntry): string {
  const outcome = r.result === 'http' ? `http ${r.status ?? '?'}` : r.result === 'business' ? `code ${r.code ?? '?'}` : r.result
  return `${r.at} ${r.method} ${r.path} ${outcome} ${r.durationMs} ms${r.retried ? ' retried' : ''}`
}

/** Replaces every occurrence of the session's secret values, should any have crept into the text. */
function scrub(text: string, session: SessionState): string {
  const { sessionId, deviceId, advertisingId } = session.params
  const secrets = [sessionId, deviceId, advertisingId, session.params.extra.user_id ?? ''].filter((s) => s.trim().length >= 4)
  let out = text
  for (const s of secrets) out = out.split(s).join(REDACTED)
  return maskDigits(out)
}

/**
 * The text support staff paste into a ticket: versions, configuration summary, whether there is
 * a session (never its value), the outbox without bodies, and the last requests. Phone and card
 * numbers are masked and the session's own ids removed, whatever made their way in.
 */
export function buildDiagnostics(d: DiagnosticsInput): string {
  const c = d.config
  const apiBase = /^https?:\/\//.test(c.apiBase) ? new URL(c.apiBase).origin + new URL(c.apiBase).pathname : c.apiBase
  const lines = [
    'Borrower web diagnostics',
    `Generated: ${d.now.toISOString()}`,
    `Web version: ${webVersion} (${d.mode})`,
    `App version: ${d.session.params.appVersion || 'unknown'}; OS version: ${d.session.params.osVersion || 'unknown'}`,
    `Shell: ${d.shell}`,
    `Language: ${d.session.lang}`,
    `Session: ${d.session.params.sessionId.trim() ? 'present' : 'none'}`,
    `Config: api base ${apiBase}, segment ${c.segment}, currency ${c.currencyParam}, timeout ${c.requestTimeoutMs} ms, ` +
      `session expiry HTTP ${c.sessionExpiry.httpStatus.join(',') || 'none'} codes ${c.sessionExpiry.codes.join(',') || 'none'}, ` +
      `aliases ${Object.keys(c.aliases.fields ?? {}).length} fields ${Object.keys(c.aliases.paths ?? {}).length} paths, ` +
      `redirect allowlist ${c.redirectAllowlist.length}, DevTools flag ${c.supportDevtools ? 'on' : 'off'}`,
    `Deployment settings not set: ${unsetSettings(c).join('; ') || 'none'}`,
    `Left out (${d.leftOut?.length ?? 0}):`,
    ...(d.leftOut?.length ? d.leftOut.map((n) => `  ${n.at} ${n.text}`) : ['  none']),
    `Field readings: ${d.vitals?.length ? d.vitals.join('; ') : vitalsEndpoint(c) ? 'none yet' : 'none (no endpoint configured)'}`,
    ...outboxLines(d.outbox, d.now.getTime()),
    `Last requests (${d.requests.length}, oldest first):`,
    ...(d.requests.length ? d.requests.map((r) => `  ${requestLine(r)}`) : ['  none']),
  ]
  return scrub(lines.join('\n'), d.session)
}
