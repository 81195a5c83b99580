import { firstNameOf } from '../../../contract/networking'
import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { openContactCode } from '../../lib/capabilities/contactCode'
import { toProfile } from './profiles'
import type { Payload } from 'payload'
import type { MyRegistrationDto } from '../../../contract/privacy'

type MyNetworking = Pick<MyRegistrationDto, 'networking' | 'swaps'>

/**
 * "Who to meet" in "Download my data" (cms/modules/registrations/myData.ts): for each of the
 * registrations exported, its profile and contact code, and every swap it is a side of, the other
 * person named as the manage page names them (first name and company), and as it names them only
 * while they are registered and opted in (decision 239): someone who withdrew is named by nobody's
 * export either (`with: null`). By registration id.
 */
export async function myNetworkingOf(
  payload: Payload,
  secret: string,
  attendeeIds: (string | number)[],
): Promise<Map<string, MyNetworking>> {
  const [profiles, swaps] = await Promise.all([
    payload.find({
      collection: 'networking-profiles',
      where: { attendee: { in: attendeeIds } },
      depth: 0,
      pagination: false,
      ...asSystem('a manage link holder downloads the swaps their registrations are a side of'),
    }),
    payload.find({
      collection: 'contact-swaps',
      where: { or: [{ from: { in: attendeeIds } }, { to: { in: attendeeIds } }] },
      sort: 'requestedAt',
      depth: 0,
      pagination: false,
      ...asSystem('a manage link holder downloads the swaps their registrations are a side of'),
    }),
  ])
  const others = [...new Set(swaps.docs.flatMap((swap) => [relationId(swap.from), relationId(swap.to)]))]
  const [otherRows, otherProfiles] = await Promise.all([
    payload.find({
      collection: 'attendees',
      where: { and: [{ id: { in: others } }, { status: { equals: 'registered' } }] },
      depth: 0,
      pagination: false,
      select: { name: true, company: true },
      ...asSystem('the first name and company of the other side of a swap, as the manage page shows them'),
    }),
    payload.find({
      collection: 'networking-profiles',
      where: { attendee: { in: others } },
      depth: 0,
      pagination: false,
      select: { attendee: true },
      ...asSystem('whether the other side of a swap is still opted in, as the manage page asks'),
    }),
  ])
  const optedIn = new Set(otherProfiles.docs.map((row) => String(relationId(row.attendee))))
  const names = new Map(
    otherRows.docs
      .filter((row) => optedIn.has(String(row.id)))
      .map((row) => [String(row.id), { firstName: firstNameOf(row.name), company: row.company }]),
  )
  const mine = new Map<string, MyNetworking>(attendeeIds.map((id) => [String(id), { networking: null, swaps: [] }]))
  for (const row of profiles.docs) {
    const entry = mine.get(String(relationId(row.attendee)))
    if (entry) entry.networking = { ...toProfile(row), contactCode: openContactCode(row.contactCodeSealed, secret) }
  }
  for (const swap of swaps.docs) {
    for (const [side, other, direction] of [
      [swap.from, swap.to, 'asked'],
      [swap.to, swap.from, 'askedBy'],
    ] as const) {
      mine.get(String(relationId(side)))?.swaps.push({
        direction,
        status: swap.status,
        with: names.get(String(relationId(other))) ?? null,
        requestedAt: swap.requestedAt,
        acceptedAt: swap.acceptedAt ?? null,
      })
    }
  }
  return mine
}
