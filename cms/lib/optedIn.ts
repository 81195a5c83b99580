import { storedNetworking } from '../../contract/networking'
import { relationId } from '../../contract/relations'
import { asSystem } from './asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../../payload-types'

/**
 * The registrations (ids as text) of a night that opted in to "Who to meet", on a night with it
 * on: whose emails link straight to the section (issue 54). Read inside the caller's unit when
 * there is one, so a confirmation sees the profile written with the registration.
 */
export async function optedInOf(
  payload: Payload,
  event: Pick<Event, 'id' | 'networking'>,
  { attendee, req }: { attendee?: string | number; req?: PayloadRequest } = {},
): Promise<Set<string>> {
  if (!storedNetworking(event).enabled) return new Set()
  const rows = await payload.find({
    collection: 'networking-profiles',
    where: { and: [{ event: { equals: event.id } }, ...(attendee === undefined ? [] : [{ attendee: { equals: attendee } }])] },
    depth: 0,
    pagination: false,
    select: { attendee: true },
    req,
    ...asSystem('who opted in to "Who to meet", for the link to it in their emails'),
  })
  return new Set(rows.docs.map((row) => String(relationId(row.attendee))))
}
