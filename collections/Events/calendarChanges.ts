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
  return {
    name: text(event.name),
    when: whenText({ date: text(event.date), endDate: text(event.endDate), timezone: text(event.timezone) || DEFAULT_TIMEZONE }),
    where: formatPlace({
      venue: text(event.venue),
      street: text(event.street),
      city: text(event.city),
      state: text(event.state),
      country: text(event.country),
    }),
  }
}

/** What a registrant must hear about when an event is edited (docs/product.md "Calendar"). */
export function calendarChanges(before: Event, after: Event): string[] {
  const was = shown(before)
  const now = shown(after)
  const changes: string[] = []
  if (was.name !== now.name) changes.push(`Name: ${now.name} (was ${was.name})`)
  if (was.when !== now.when) changes.push(`When: ${now.when} (was ${was.when})`)
  if (was.where !== now.where) changes.push(`Where: ${now.where} (was ${was.where})`)
  return changes
}
