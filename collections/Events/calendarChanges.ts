import { whenText } from '../../contract/eventWhen'
import { formatPlace } from '../../contract/place'
import { DEFAULT_TIMEZONE } from '../../contract/time'
import type { Event } from '../../payload-types'

/** An event's calendar version: 0 until a change registrants must hear about raises it. */
export const sequenceOf = (doc: Pick<Event, 'calendarSequence'>) =>
  typeof doc.calendarSequence === 'number' ? doc.calendarSequence : 0

/** The parts of an event a registrant's calendar entry shows. */
function shown(event: Event) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const times = { date: text(event.date), endDate: text(event.endDate), timezone: text(event.timezone) || DEFAULT_TIMEZONE }
  return {
    name: text(event.name),
    times,
    when: whenText(times),
    where: formatPlace({
      venue: text(event.venue),
      street: text(event.street),
      city: text(event.city),
      state: text(event.state),
      country: text(event.country),
    }),
  }
}

/** A night's times, as a change carries them: each reader's email words them in its own language. */
export interface NightTimes {
  date: string
  endDate: string
  timezone: string
}

/**
 * One line of "What changed", as data: the email writes it in its reader's language
 * (cms/mail/templates/changeLines.ts). Names and places are the host's words.
 */
export type CalendarChange =
  { field: 'name' | 'where'; now: string; was: string } | { field: 'when'; now: NightTimes; was: NightTimes }

/** What a registrant must hear about when an event is edited (docs/product.md "Calendar"). */
export function calendarChanges(before: Event, after: Event): CalendarChange[] {
  const was = shown(before)
  const now = shown(after)
  const changes: CalendarChange[] = []
  if (was.name !== now.name) changes.push({ field: 'name', now: now.name, was: was.name })
  if (was.when !== now.when) changes.push({ field: 'when', now: now.times, was: was.times })
  if (was.where !== now.where) changes.push({ field: 'where', now: now.where, was: was.where })
  return changes
}
