import { asSystem } from '../../cms/lib/asCaller'
import { forgetFeedbackOf } from '../Feedback/forget'
import type { CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'

/**
 * Everything "Who to meet" holds about one registration: its profile (and so its contact code)
 * and every swap it is a side of, both sides' view at once. Run when the row is deleted (a host
 * removing the person, the event going) and when it is anonymised (erasure, the retention purge:
 * cms/modules/privacy/anonymise.ts), inside the caller's unit when there is one.
 */
export async function forgetNetworkingOf(payload: Payload, attendeeId: string | number, req?: PayloadRequest) {
  const system = {
    ...asSystem('a registration being deleted or anonymised takes its networking profile and swaps with it'),
    depth: 0,
    ...(req ? { req } : {}),
  } as const
  await payload.delete({ collection: 'networking-profiles', where: { attendee: { equals: attendeeId } }, ...system })
  await payload.delete({
    collection: 'contact-swaps',
    where: { or: [{ from: { equals: attendeeId } }, { to: { equals: attendeeId } }] },
    ...system,
  })
  await forgetFeedbackOf(payload, attendeeId, req)
}

/** Before a registration row goes: its profile and swaps point at it (the database refuses orphans). */
export const forgetNetworking: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await forgetNetworkingOf(req.payload, id, req)
}
