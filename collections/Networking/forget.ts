import { asSystem } from '../../cms/lib/asCaller'
import { forgetFeedbackOf } from '../Feedback/forget'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Everything "Who to meet" holds about one registration: its profile (and so its contact code)
 * and every swap it is a side of, both sides' view at once. Run when the row is deleted (part of
 * the one clean-up for a row leaving, collections/Attendees/rowLeaving.ts) and when it is
 * anonymised (erasure, the retention purge: cms/modules/privacy/anonymise.ts), inside the
 * caller's unit when there is one.
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
