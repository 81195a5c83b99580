import { asSystem } from '../../../cms/lib/asCaller'
import { SEATS_COUNTED } from '../../Attendees/hooks/recountSeats'
import { rememberNightHadPeople } from './eventWebhooks'
import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting an event removes its registrations with it. It runs before the event row goes,
 * because the attendee's event reference is required (the database refuses orphans).
 */
export const deleteAttendees: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const registrations = await req.payload.delete({
    collection: 'attendees',
    where: { event: { equals: id } },
    req,
    ...asSystem('an event being deleted takes its registrations with it'),
    // The event goes with them: no count to keep (collections/Attendees/hooks/recountSeats.ts).
    context: { [SEATS_COUNTED]: true },
  })
  // Even a draft's people were announced to its team's webhooks: its deletion is, too.
  if (registrations.docs.length) rememberNightHadPeople(req, id)
  // Its door links go with it (they point at the event).
  await req.payload.delete({
    collection: 'door-links',
    where: { event: { equals: id } },
    req,
    ...asSystem('an event being deleted takes its door links with it'),
  })
  // And the history of its messages to attendees (their reference is required too).
  await req.payload.delete({
    collection: 'event-messages',
    where: { event: { equals: id } },
    req,
    ...asSystem("an event being deleted takes its messages' history with it"),
  })
  // And its door's uploaded scans (collections/DoorScans.ts).
  await req.payload.delete({
    collection: 'door-scans',
    where: { event: { equals: String(id) } },
    req,
    ...asSystem("an event being deleted takes its door's scans with it"),
  })
  // And its invitations (the data model's, collections/Invitations.ts): their reference is required.
  await req.payload.delete({
    collection: 'invitations',
    where: { event: { equals: id } },
    req,
    ...asSystem('an event being deleted takes its invitations with it'),
  })
}
