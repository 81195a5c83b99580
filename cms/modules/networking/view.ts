import { SWAP_LAPSE_MS, firstNameOf, type MutualSwapDto, type NetworkingDto } from '../../../contract/networking'
import { relationId } from '../../../contract/relations'
import { openContactCode } from '../../lib/capabilities/contactCode'
import type { Night, NightPerson } from './night'
import type { MailedSwap } from '../../mail/templates/morningAfter'
import type { Attendee, ContactSwap } from '../../../payload-types'

/** A request nobody answered within SWAP_LAPSE_MS is gone (a refusal is silence). */
export const lapsed = (swap: Pick<ContactSwap, 'status' | 'requestedAt'>, now = Date.now()) =>
  swap.status === 'requested' && Date.parse(swap.requestedAt) + SWAP_LAPSE_MS <= now

/** What a mutual swap shows of the other person: their name and company, and only what they chose to share. */
export function sharedBy(
  other: Pick<NightPerson, 'name' | 'company' | 'email'> & { profile: Pick<NightPerson['profile'], 'share'> },
  at: string,
): MutualSwapDto {
  const { share } = other.profile
  return {
    name: other.name,
    company: other.company,
    ...(share.email && other.email ? { email: other.email } : {}),
    ...(share.phone ? { phone: share.phone } : {}),
    ...(share.url ? { url: share.url } : {}),
    at,
  }
}

const newestFirst = <T extends { at: string }>(items: T[]) => items.sort((a, b) => b.at.localeCompare(a.at))

type SwapsWithRegistrations = Omit<NetworkingDto['swaps'], 'mutual'> & { mutual: (MailedSwap & { registration: string })[] }

/** The swaps of one person who counts tonight, each with someone who still counts. */
function swapsWithRegistrationsOf(night: Night, personId: string, now: number): SwapsWithRegistrations {
  const swaps: SwapsWithRegistrations = { incoming: [], outgoing: [], mutual: [] }
  for (const swap of night.swaps) {
    const from = String(relationId(swap.from))
    const to = String(relationId(swap.to))
    if (from !== personId && to !== personId) continue
    const other = night.people.get(from === personId ? to : from)
    if (!other || lapsed(swap, now)) continue
    if (swap.status === 'mutual')
      swaps.mutual.push({ ...sharedBy(other, swap.acceptedAt ?? swap.requestedAt), registration: String(other.id) })
    else if (to === personId)
      swaps.incoming.push({ id: swap.id, firstName: firstNameOf(other.name), company: other.company, at: swap.requestedAt })
    else swaps.outgoing.push({ firstName: firstNameOf(other.name), company: other.company, at: swap.requestedAt })
  }
  return { incoming: newestFirst(swaps.incoming), outgoing: newestFirst(swaps.outgoing), mutual: newestFirst(swaps.mutual) }
}

/** The swaps of one person as their own view shows them: nobody's registration in it. */
export function swapsOf(night: Night, personId: string, now = Date.now()): NetworkingDto['swaps'] {
  const swaps = swapsWithRegistrationsOf(night, personId, now)
  return { ...swaps, mutual: swaps.mutual.map(({ registration: _registration, ...shown }) => shown) }
}

/**
 * The mutual swaps of one person for the morning-after email, each with the other's registration:
 * none while the person is not opted in, as their own view shows none (decision 239).
 */
export const mailedSwapsOf = (night: Night, personId: string, now: number) =>
  night.people.has(personId) ? swapsWithRegistrationsOf(night, personId, now).mutual : []

/**
 * `GET /api/registrations/{token}/networking`: the night's switch and list, the person's own
 * profile (whatever their state, so they can change or withdraw it) and, only while they are
 * registered and opted in on a night with networking on, their contact code, suggestions and swaps.
 */
export function networkingView(night: Night, row: Pick<Attendee, 'id' | 'status'>, secret: string): NetworkingDto {
  const key = String(row.id)
  const own = night.profiles.get(key)
  const counts = row.status === 'registered' && night.people.has(key)
  return {
    enabled: night.settings.enabled,
    tags: night.settings.tags,
    profile: own?.profile ?? null,
    contactCode: counts ? openContactCode(own?.contactCodeSealed, secret) : null,
    suggestions: counts ? (night.suggestions.get(key) ?? []).map(({ key: _key, ...shown }) => shown) : [],
    swaps: counts ? swapsOf(night, key) : { incoming: [], outgoing: [], mutual: [] },
  }
}
