import { messages } from '../../../contract/messages'
import { firstNameOf, normaliseContactCode, storedNetworking } from '../../../contract/networking'
import { relationId } from '../../../contract/relations'
import { asSystem, type Caller } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { contactCodeKey } from '../../lib/capabilities/contactCode'
import { rowOfToken } from '../../lib/capabilities/manageLink'
import { loadEvent } from '../events/service'
import { networkingAggregate } from './aggregate'
import { nightCopiesOf } from './night'
import { profileForNight, saveProfile, withdrawProfile } from './profiles'
import { acceptSwap, requestSwap } from './swaps'
import { networkingView } from './view'
import type { Payload } from 'payload'
import type { AtomicUnits } from '../../db/atomic'
import type { ContactCardDto, NetworkingAggregateDto, NetworkingDto, NetworkingProfile } from '../../../contract/networking'
import type { Attendee, Event } from '../../../payload-types'
import type { Id } from '../../../contract/types'

/**
 * "Who to meet" through a person's manage link, and the host's counts (docs/api.md "Who to
 * meet"). The manage token is the permission for everything of the person's own; every read of
 * other people goes through the night's copy (night.ts), which shows each person only what the
 * rules allow (view.ts).
 */
export function networkingService({ payload, atomic, secret }: { payload: Payload; atomic: AtomicUnits; secret: string }) {
  const nights = nightCopiesOf(payload)

  const nightOf = async (row: Attendee) => {
    const night = await nights.of(relationId(row.event))
    if (!night) throw new HttpError(404, messages.registrationNotFound)
    return night
  }

  const viewOf = async (row: Attendee) => networkingView(await nightOf(row), row, secret)

  /** The event as it is now, for a write's checks (never the night's copy). */
  const currentEvent = async (row: Attendee): Promise<Event> => {
    const event = await payload.findByID({
      collection: 'events',
      id: relationId(row.event),
      depth: 0,
      disableErrors: true,
      ...asSystem('the night of a registration, for a change through its manage link'),
    })
    if (!event) throw new HttpError(404, messages.registrationNotFound)
    return event
  }

  /** Runs a change of the night's profiles or swaps, then drops the night's copy. */
  const changing = async <T>(row: Attendee, change: () => Promise<T>): Promise<T> => {
    try {
      return await change()
    } finally {
      nights.drop(relationId(row.event))
    }
  }

  const holderOf = async (scanned: string): Promise<ContactCardDto & { eventId: Id; code: string }> => {
    const code = normaliseContactCode(scanned)
    const found = code
      ? await payload.find({
          collection: 'networking-profiles',
          where: { contactCodeKey: { equals: contactCodeKey(secret, code) } },
          depth: 0,
          pagination: false,
          select: { attendee: true, event: true },
          ...asSystem('whoever holds a contact code reads whose it is (first name and company only)'),
        })
      : { docs: [] }
    for (const profile of found.docs) {
      const night = await nights.of(relationId(profile.event))
      const person = night?.people.get(String(relationId(profile.attendee)))
      if (person && code)
        return { firstName: firstNameOf(person.name), company: person.company, eventId: relationId(profile.event), code }
    }
    throw new HttpError(404, messages.contactCodeInvalid)
  }

  return {
    view: async (token: string): Promise<NetworkingDto> => viewOf(await rowOfToken(payload, token)),

    /** PUT: the person's profile, judged against the night's list; a cancelled registration is 409. */
    save: async (token: string, given: NetworkingProfile): Promise<NetworkingDto> => {
      const row = await rowOfToken(payload, token)
      if (row.status === 'cancelled') throw new HttpError(409, messages.registrationCancelled)
      await changing(row, async () => {
        const event = await currentEvent(row)
        const profile = profileForNight(event, given)!
        await atomic.run((req) => saveProfile(payload, secret, event.id, row.id, profile, req))
      })
      return viewOf(row)
    },

    withdraw: async (token: string): Promise<{ profile: null }> => {
      const row = await rowOfToken(payload, token)
      await changing(row, () => atomic.run((req) => withdrawProfile(payload, row.id, req)))
      return { profile: null }
    },

    swap: async (token: string, code: string) => {
      const row = await rowOfToken(payload, token)
      return changing(row, async () => requestSwap({ payload, atomic, secret }, row, await currentEvent(row), code))
    },

    accept: async (token: string, swapId: string) => {
      const row = await rowOfToken(payload, token)
      return changing(row, async () => acceptSwap({ payload, atomic, secret }, row, await currentEvent(row), swapId))
    },

    /**
     * `GET /api/contact-codes/{code}` (the `/c/{code}` page): the holder's first name and company,
     * while they count (registered, opted in, networking on); 404 for anything else.
     */
    card: async (scanned: string): Promise<ContactCardDto> => {
      const { firstName, company } = await holderOf(scanned)
      return { firstName, company }
    },

    /** The night a contact code counts on and its holder's card, as `card` judges it (404 otherwise). */
    holder: (scanned: string) => holderOf(scanned),

    /** The team's counts for a night (access/events.ts, asked by loadEvent): never a name. */
    aggregate: async (caller: Caller, eventId: string): Promise<NetworkingAggregateDto> => {
      const event = await loadEvent(payload, eventId, { caller: caller, must: 'manage' })
      const night = await nights.of(event.id)
      return networkingAggregate(storedNetworking(event).tags, night ? [...night.people.values()] : [])
    },
  }
}

export type NetworkingService = ReturnType<typeof networkingService>
