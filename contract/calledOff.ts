import type { EventDto } from './types'

/**
 * A night called off: archived before it started (docs/decisions.md 511: archiving a night that
 * started is housekeeping, and nobody is told). Its page, its registrants' page, its calendar
 * download and its search listing all say it is cancelled until the start it had. A night archived
 * later is not told apart from one that took place.
 */
export function isCalledOff(event: Pick<EventDto, 'archived' | 'date'>, now: number = Date.now()): boolean {
  return event.archived && Date.parse(event.date) > now
}
