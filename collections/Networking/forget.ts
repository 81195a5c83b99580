import { asSystem } from '../../cms/lib/asCaller'
import { forgetFeedbackOf } from '../Feedback/forget'
import { correctWaitingPeopleLists } from './waitingPeopleLists'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Everything "Who to meet" holds about one registration: its profile (and so its contact code)
 * and every swap it is a side of, both sides' view at once. Run when the row is deleted (part of
 * the one clean-up for a row leaving, collections/Attendees/rowLeaving.ts) and when it is
 * anonymised (erasure, the retention purge: cms/modules/privacy/anonymise.ts), inside the
 * caller's unit when there is one. Morning-after emails still waiting drop the row's own (its
 * pulse link is gone) and list it no more in anyone else's; nor do reminders still waiting.
 */
export async function forgetNetworkingOf(payload: Payload, attendeeId: string | number, req?: PayloadRequest) {
  const system = {
    ...asSystem('a registration being deleted or anonymised takes its networking profile and swaps with it'),
    depth: 0,
    ...(req ? { req } : {}),
  } as const
  const profiles = await payload.delete({
    collection: 'networking-profiles',
    where: { attendee: { equals: attendeeId } },
    ...system,
  })
  const swaps = await payload.delete({
    collection: 'contact-swaps',
    where: { or: [{ from: { equals: attendeeId } }, { to: { equals: attendeeId } }] },
    ...system,
  })
  const pulses = await forgetFeedbackOf(payload, attendeeId, req)
  // Only a row with a pulse or a mutual swap can be in a waiting morning-after, and only one
  // that opted in can be someone's person to look for in a waiting reminder.
  if (pulses || profiles.docs.length || swaps.docs.some((swap) => swap.status === 'mutual'))
    await correctWaitingPeopleLists(payload, { registrations: new Set([String(attendeeId)]), ownEmails: 'drop' }, req)
}
