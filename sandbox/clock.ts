// The sandbox's one clock helper. It imports nothing, so the data seeds can use it without
// importing kit.ts (kit -> world -> data -> kit was an import cycle).

const DAY_MS = 86_400_000
const DAR_OFFSET_MS = 3 * 3_600_000 // Dar es Salaam is UTC+3 all year (no daylight saving)

/** 'YYYY-MM-DD HH:mm:ss' in Dar es Salaam, `offsetDays` days from `base` (default now), for realistic answers. */
export function darTime(offsetDays = 0, base = Date.now()): string {
  return new Date(base + offsetDays * DAY_MS + DAR_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19)
}
