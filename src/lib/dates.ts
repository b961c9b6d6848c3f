/** Options for formatDate; offsetMinutes is the target zone's fixed UTC offset. */
export type FormatDateOptions = {
  dateOnly?: boolean
  offsetMinutes?: number
}

/** Africa/Dar_es_Salaam is UTC+3 all year (no DST), so a fixed offset is exact. */
export const DEFAULT_OFFSET_MINUTES = 180

// Server timestamps come as unix seconds or milliseconds; 1e12 ms is September 2001,
// while 1e12 s is tens of thousands of years away, so the two ranges cannot be confused.
const SECONDS_BELOW = 1e12
const NUMERIC_STRING = /^[+-]?\d+(?:\.\d+)?$/
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/
const MINUTE_MS = 60_000

/** Reads a timestamp (unix s/ms number, numeric string, date string or Date) as epoch ms, or null. */
export function toEpochMs(input: unknown, offsetMinutes: number = DEFAULT_OFFSET_MINUTES): number | null {
  if (input instanceof Date) return finiteOrNull(input.getTime())
  if (typeof input === 'number') return fromNumber(input)
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (text === '') return null
  if (NUMERIC_STRING.test(text)) return fromNumber(Number(text))
  const wall = WALL_CLOCK.exec(text)
  // Zone-less date-times are the server's local (Dar es Salaam) time; Date.parse would read
  // them in the machine's zone instead.
  if (wall) return fromWallClock(wall, offsetMinutes)
  return finiteOrNull(Date.parse(text))
}

/** Formats a timestamp as 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD') in East Africa Time; '' if invalid. */
export function formatDate(input: number | string | Date, opts?: FormatDateOptions): string {
  const offset = opts?.offsetMinutes ?? DEFAULT_OFFSET_MINUTES
  if (!Number.isFinite(offset)) return ''
  const ms = toEpochMs(input, offset)
  if (ms === null) return ''
  // Shifting and reading UTC fields keeps the result independent of the machine's TZ.
  const shifted = new Date(Math.floor(ms) + offset * MINUTE_MS)
  const year = shifted.getUTCFullYear()
  if (!Number.isFinite(year) || year < 0 || year > 9999) return ''
  const date = `${pad(year, 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`
  if (opts?.dateOnly) return date
  return `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
}

function fromNumber(n: number): number | null {
  if (!Number.isFinite(n)) return null
  return Math.abs(n) < SECONDS_BELOW ? n * 1000 : n
}

function fromWallClock(m: RegExpExecArray, offsetMinutes: number): number | null {
  const field = (i: number) => Number(m[i] ?? 0)
  const [year, month, day, hour, minute, second] = [field(1), field(2), field(3), field(4), field(5), field(6)]
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3))
  const d = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  d.setUTCFullYear(year, month - 1, day)
  d.setUTCHours(hour, minute, second, ms)
  // Date rolls over out-of-range fields (Feb 30 -> Mar 1); reading them back rejects those.
  const valid =
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hour &&
    d.getUTCMinutes() === minute &&
    d.getUTCSeconds() === second
  return valid ? d.getTime() - offsetMinutes * MINUTE_MS : null
}

function finiteOrNull(n: number): number | null {
  return Number.isFinite(n) ? n : null
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}

/** A server date as every screen shows it, year-month-day in East Africa Time; the text as given when it is not a date we can read. */
export function formatDay(value: string): string {
  return value ? formatDate(value, { dateOnly: true }) || value : ''
}
