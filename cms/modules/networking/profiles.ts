import { messages } from '../../../contract/messages'
import { isCalledOff } from '../../../contract/calledOff'
import { forgetNetworkingOf } from '../../../collections/Networking/forget'
import { correctWaitingPeopleLists } from '../../../collections/Networking/waitingPeopleLists'
import { checkProfile, storedNetworking, type NetworkingProfile } from '../../../contract/networking'
import { asSystem } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { issueContactCode } from '../../lib/capabilities/contactCode'
import type { Payload, PayloadRequest } from 'payload'
import type { Event, NetworkingProfile as ProfileRow } from '../../../payload-types'

/**
 * A registration's "Help me meet people tonight" profile (collections/Networking/NetworkingProfiles.ts):
 * judged against the night's list, written with its contact code, withdrawn. Every read and
 * write is the system's: the manage link (or the registration being made) is the permission.
 */

const tagsOf = (value: unknown) => (Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [])

/** A stored row as the person sees their profile. */
export const toProfile = (
  row: Pick<ProfileRow, 'offers' | 'needs' | 'line' | 'share'> & { printOnBadge?: boolean | null },
): NetworkingProfile => ({
  offers: tagsOf(row.offers),
  needs: tagsOf(row.needs),
  line: row.line ?? '',
  share: { email: row.share?.email === true, phone: row.share?.phone ?? null, url: row.share?.url ?? null },
  printOnBadge: row.printOnBadge === true,
})

/**
 * The profile a body carries, judged against the night as it is (inside the caller's unit):
 * none (absent or null) is null; a night without networking is 409; a tag not in its list, more
 * than 3, or none at all is 400 with `errors["networking.offers"]` / `["networking.needs"]`.
 */
export function profileForNight(
  event: Pick<Event, 'networking' | 'archived' | 'date'>,
  given: NetworkingProfile | null | undefined,
): NetworkingProfile | null {
  if (!given) return null
  const settings = storedNetworking(event)
  if (!settings.enabled) throw new HttpError(409, messages.networkingOff)
  if (isCalledOff(event)) throw new HttpError(409, messages.eventCalledOff)
  const { profile, errors } = checkProfile(settings.tags, given)
  const first = Object.values(errors)[0]
  if (first) throw new HttpError(400, first, errors)
  return profile
}

export async function profileRowOf(payload: Payload, attendeeId: string | number, req?: PayloadRequest) {
  const found = await payload.find({
    collection: 'networking-profiles',
    where: { attendee: { equals: attendeeId } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...(req ? { req } : {}),
    ...asSystem("a person's own networking profile, through their manage link"),
  })
  return found.docs[0] ?? null
}

/** A new code nobody of the night holds (about 40 random bits: a second draw is already rare). */
async function freshCode(payload: Payload, secret: string, eventId: Event['id'], req?: PayloadRequest) {
  for (;;) {
    const issued = issueContactCode(secret)
    const { totalDocs } = await payload.count({
      collection: 'networking-profiles',
      where: { and: [{ event: { equals: eventId } }, { contactCodeKey: { equals: issued.key } }] },
      ...(req ? { req } : {}),
      ...asSystem('is this contact code free in the night'),
    })
    // The unique index (event, contactCodeKey) still decides a race.
    if (totalDocs === 0) return issued
  }
}

/**
 * Stores the person's profile: their existing row keeps its contact code; a first profile gets
 * a new one. Inside the caller's unit (a registration's, or the manage page's).
 */
export async function saveProfile(
  payload: Payload,
  secret: string,
  eventId: Event['id'],
  attendeeId: string | number,
  profile: NetworkingProfile,
  req?: PayloadRequest,
) {
  const data = {
    offers: profile.offers,
    needs: profile.needs,
    line: profile.line,
    share: profile.share,
    printOnBadge: profile.printOnBadge === true,
  }
  const existing = await profileRowOf(payload, attendeeId, req)
  if (existing) {
    return payload.update({
      collection: 'networking-profiles',
      id: existing.id,
      data,
      depth: 0,
      ...(req ? { req } : {}),
      ...asSystem('a person changing their own networking profile'),
    })
  }
  const code = await freshCode(payload, secret, eventId, req)
  return payload.create({
    collection: 'networking-profiles',
    data: { ...data, event: eventId, attendee: attendeeId, contactCodeKey: code.key, contactCodeSealed: code.sealed },
    depth: 0,
    ...(req ? { req } : {}),
    ...asSystem('a person opting in to "Who to meet" (their registration or manage link)'),
  })
}

/**
 * Withdrawing ("Stop helping me meet people"): out of every list at once, the contact code dead
 * (it goes with the row) and pending swaps either way dropped; mutual swaps stay, but show
 * nobody while either side is not opted in (view.ts), nor in a morning-after email still waiting.
 */
export async function withdrawProfile(payload: Payload, attendeeId: string | number, req?: PayloadRequest) {
  const inUnit = { depth: 0, ...(req ? { req } : {}) }
  const withdrawn = await payload.delete({
    collection: 'networking-profiles',
    where: { attendee: { equals: attendeeId } },
    ...inUnit,
    ...asSystem('a person withdrawing their own networking profile'),
  })
  await payload.delete({
    collection: 'contact-swaps',
    where: {
      and: [{ status: { equals: 'requested' } }, { or: [{ from: { equals: attendeeId } }, { to: { equals: attendeeId } }] }],
    },
    ...inUnit,
    ...asSystem('withdrawing drops the pending swaps either way'),
  })
  // Mutual swaps show nobody now: a morning-after still waiting lists them no more either way, and
  // a reminder still waiting no longer names them as someone to look for (their own lists nobody).
  // Someone with no profile left was corrected when they withdrew.
  if (withdrawn.docs.length)
    await correctWaitingPeopleLists(payload, { registrations: new Set([String(attendeeId)]), ownEmails: 'withoutSwaps' }, req)
}

/**
 * A registration or waitlist entry just written, with the profile its body carried: stored with
 * it, in its unit. A row revived by typing its address again takes no
 * networking from the body and keeps none from before, its swaps either way included: whoever
 * typed the address may not be the person those swaps were made with, so the owner opts in again
 * from the new link the email brings (issue 52, finding 2). A waiting person taking a seat is
 * not revived: registration.ts leaves their profile as it is (decision 271).
 */
export async function profileOfEntry(
  payload: Payload,
  secret: string,
  eventId: Event['id'],
  written: { row: { id: string | number }; revived: boolean },
  profile: NetworkingProfile | null,
  req: PayloadRequest,
) {
  if (written.revived) await forgetNetworkingOf(payload, written.row.id, req)
  else if (profile) await saveProfile(payload, secret, eventId, written.row.id, profile, req)
}
