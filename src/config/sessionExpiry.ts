import { config } from './env'

/**
 * True when an answer means the borrower's session has expired: an HTTP status or a business
 * code from the configured lists (`config.sessionExpiry`). Used by the base query (message and
 * back-to-login) and by the outbox (the entry waits for a new session of the same borrower).
 */
export function isSessionExpired(answer: { status?: number | null; code?: string | number | null }, cfg = config.sessionExpiry): boolean {
  if (typeof answer.status === 'number' && cfg.httpStatus.includes(answer.status)) return true
  if (answer.code === undefined || answer.code === null || answer.code === '') return false
  return cfg.codes.map(String).includes(String(answer.code))
}
