/**
 * Where a night stands for "Who to meet" on the manage page (decision 380): `before` until the
 * door opens (an hour before the start: people arrive and scan early), `live` until the night's
 * end, `after` from then. While live, the section keeps itself fresh so a request or a swap
 * shows without a reload.
 */
export type NightPhase = 'before' | 'live' | 'after'

/** The door opens this long before the start. */
export const DOOR_OPENS_BEFORE_MS = 3600_000
/** How often an open, visible page re-reads its "Who to meet" view during the night. */
export const LIVE_REFRESH_MS = 15_000

interface NightTimes {
  date: string
  endDate: string
}

export function nightPhase(event: NightTimes, now = Date.now()): NightPhase {
  if (now < Date.parse(event.date) - DOOR_OPENS_BEFORE_MS) return 'before'
  return now < Date.parse(event.endDate) ? 'live' : 'after'
}

/** Milliseconds until the phase next changes, or null once the night is over. */
export function untilNextPhase(event: NightTimes, now = Date.now()): number | null {
  const phase = nightPhase(event, now)
  if (phase === 'after') return null
  const next = phase === 'before' ? Date.parse(event.date) - DOOR_OPENS_BEFORE_MS : Date.parse(event.endDate)
  return Math.max(0, next - now)
}
