import { relationId } from '../../../contract/relations'
import { asAnonymous, asSystem } from '../../lib/asCaller'
import type { Payload } from 'payload'
import type { Attendee } from '../../../payload-types'
import type { MyDataDto } from '../../../contract/privacy'

/** What the file holds, in its own words (docs/privacy.md: exports name what they contain). */
const CONTAINS =
  'Every registration stored for this email address: for each, the event (name, dates, venue, city), the name, ' +
  'email and company given, whether the company is listed on the event page, the state (registered, waitlisted ' +
  'or cancelled) and when it was made, joined the waitlist, was cancelled and checked in at the door. ' +
  'Nothing else about these registrations is stored.'

/**
 * "Download my data" (`GET /api/registrations/{token}/export`): every row of the token's address,
 * made on each request and never stored. The manage token is the permission, as for the page.
 */
export async function myDataOf(payload: Payload, row: Attendee): Promise<MyDataDto> {
  const rows = await payload.find({
    collection: 'attendees',
    where: { emailKey: { equals: row.emailKey } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    ...asSystem('a manage link holder downloads the registrations of their own address'),
  })
  const eventIds = [...new Set(rows.docs.map((doc) => relationId(doc.event)))]
  const events = await payload.find({
    collection: 'events',
    where: { id: { in: eventIds } },
    depth: 0,
    pagination: false,
    ...asAnonymous,
  })
  const eventById = new Map(events.docs.map((event) => [String(event.id), event]))
  return {
    generatedAt: new Date().toISOString(),
    contains: CONTAINS,
    email: row.email,
    registrations: rows.docs.flatMap((doc) => {
      const event = eventById.get(String(relationId(doc.event)))
      if (!event) return []
      return [
        {
          id: doc.id,
          event: {
            id: event.id,
            name: event.name,
            date: event.date,
            endDate: event.endDate,
            timezone: event.timezone ?? '',
            venue: event.venue ?? '',
            city: event.city ?? '',
          },
          name: doc.name,
          email: doc.email,
          company: doc.company,
          showCompany: doc.showCompany === true,
          status: doc.status,
          registeredAt: doc.createdAt,
          waitlistedAt: doc.waitlistedAt ?? null,
          cancelledAt: doc.cancelledAt ?? null,
          checkedInAt: doc.checkedInAt ?? null,
        },
      ]
    }),
  }
}
