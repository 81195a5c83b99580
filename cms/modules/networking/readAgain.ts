import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { toProfile } from './profiles'
import { sharedBy } from './view'
import type { Payload, PayloadRequest } from 'payload'
import type { SuggestionDto } from '../../../contract/networking'
import type { MailedSwap } from '../../mail/templates/morningAfter'
import type { KeyedSuggestion } from './matching'
import type { NightPerson } from './night'

/**
 * What an email says about other people, read again in the email's own unit. A pass (the 24 h
 * reminder, the morning after) reads a night once and then works through its people for seconds;
 * whoever withdrew, cancelled, was removed or was erased in between is in no list (decision 239,
 * who is in a list is read live), and the rest show what they share now.
 */

/** Of these registrations, the ones registered and opted in now, by id as text. */
async function stillCounting(payload: Payload, ids: string[], req: PayloadRequest) {
  const inUnit = { depth: 0, pagination: false, req } as const
  const profiles = await payload.find({
    collection: 'networking-profiles',
    where: { attendee: { in: ids } },
    select: { attendee: true, offers: true, needs: true, line: true, share: true },
    ...inUnit,
    ...asSystem('the people an email names, read again as it is written'),
  })
  const rows = await payload.find({
    collection: 'attendees',
    where: { and: [{ id: { in: ids } }, { status: { equals: 'registered' } }] },
    select: { name: true, company: true, email: true },
    showHiddenFields: true,
    ...inUnit,
    ...asSystem('the people an email names, read again as it is written'),
  })
  const profileOf = new Map(profiles.docs.map((row) => [String(relationId(row.attendee)), toProfile(row)]))
  const counting = new Map<string, NightPerson>()
  for (const row of rows.docs) {
    const profile = profileOf.get(String(row.id))
    if (profile) counting.set(String(row.id), { id: row.id, name: row.name, company: row.company, email: row.email, profile })
  }
  return counting
}

/**
 * The morning-after email's mutual swaps of `personId`: none once they withdrew themselves, and
 * otherwise each with someone who still counts, as they share now.
 */
export async function mailedSwapsNow(
  payload: Payload,
  personId: string,
  swaps: MailedSwap[],
  req: PayloadRequest,
): Promise<MailedSwap[]> {
  const ids = swaps.flatMap((swap) => (swap.registration ? [swap.registration] : []))
  if (!ids.length) return []
  const counting = await stillCounting(payload, [personId, ...ids], req)
  if (!counting.has(personId)) return []
  return swaps.flatMap((swap) => {
    const other = counting.get(String(swap.registration))
    return other ? [{ ...sharedBy(other, swap.at), registration: String(other.id) }] : []
  })
}

/**
 * The 24 h reminder's "people to look for" for `personId`: none once they withdrew themselves,
 * and otherwise those who still count. Each names its registration (the email shows no more of
 * it), so a reminder still waiting for the mail server can drop someone who leaves later
 * (collections/Networking/waitingPeopleLists.ts).
 */
export async function lookForNow(
  payload: Payload,
  personId: string,
  suggestions: KeyedSuggestion[] | undefined,
  req: PayloadRequest,
): Promise<(SuggestionDto & { registration: string })[] | undefined> {
  if (!suggestions?.length) return undefined
  const counting = await stillCounting(payload, [personId, ...suggestions.map((suggestion) => suggestion.key)], req)
  if (!counting.has(personId)) return []
  return suggestions
    .filter((suggestion) => counting.has(suggestion.key))
    .map(({ key, ...shown }) => ({ ...shown, registration: key }))
}
