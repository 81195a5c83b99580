import { eventChangesOf } from '../../../collections/Events/eventChanges'
import {
  firstNameOf,
  liveTags,
  storedNetworking,
  type NetworkingProfile,
  type NetworkingSettings,
} from '../../../contract/networking'
import { relationId } from '../../../contract/relations'
import { isCalledOff } from '../../../contract/calledOff'
import { asSystem } from '../../lib/asCaller'
import { suggestionsForNight, type KeyedSuggestion } from './matching'
import { toProfile } from './profiles'
import type { Payload } from 'payload'
import type { ContactSwap, Event } from '../../../payload-types'

export type { KeyedSuggestion } from './matching'

/**
 * A night as "Who to meet" sees it: its settings, every profile (by registration), the people
 * who count (registered and opted in, with the tags still in the night's list), their
 * suggestions (matching.ts) and the night's swaps. Loaded in four reads and shared by every
 * person of the night, so a manage page's `GET …/networking` costs one look-up of its own row.
 *
 * The copy lives NIGHT_COPY_MS at most and is dropped at once, in this process, after any write
 * that changes it (a profile, a swap, a seat, the event): another instance's changes show within
 * that time. A person's own capability (their manage link) is still checked on every request.
 */
export const NIGHT_COPY_MS = 5000

export interface NightPerson {
  id: string | number
  name: string
  company: string
  email: string
  profile: NetworkingProfile
}

export interface Night {
  event: Event
  settings: NetworkingSettings
  /** Every profile of the night, by registration id (text), whatever the registration's state. */
  profiles: Map<string, { profile: NetworkingProfile; contactCodeSealed: string }>
  /** Registered and opted in, on a night with networking on: the people lists may show. */
  people: Map<string, NightPerson>
  suggestions: Map<string, KeyedSuggestion[]>
  swaps: ContactSwap[]
}

/** The night of an event id; null when the event is gone. */
export async function loadNight(payload: Payload, eventId: Event['id']): Promise<Night | null> {
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    disableErrors: true,
    ...asSystem('the night of a registration, for its own networking view'),
  })
  if (!event) return null
  const settings = storedNetworking(event)
  const profileRows = (
    await payload.find({
      collection: 'networking-profiles',
      where: { event: { equals: event.id } },
      depth: 0,
      pagination: false,
      select: {
        attendee: true,
        offers: true,
        needs: true,
        line: true,
        share: true,
        printOnBadge: true,
        contactCodeSealed: true,
      },
      ...asSystem('the opted-in people of a night, for their own suggestions and swaps'),
    })
  ).docs
  const profiles = new Map(
    profileRows.map((row) => [
      String(relationId(row.attendee)),
      { profile: toProfile(row), contactCodeSealed: row.contactCodeSealed },
    ]),
  )
  const people = new Map<string, NightPerson>()
  // A night called off has nobody to meet: no codes, suggestions or swaps (its profiles stay, to withdraw).
  if (settings.enabled && !isCalledOff(event) && profiles.size > 0) {
    const registered = await payload.find({
      collection: 'attendees',
      where: {
        and: [{ event: { equals: event.id } }, { status: { equals: 'registered' } }, { id: { in: [...profiles.keys()] } }],
      },
      depth: 0,
      pagination: false,
      showHiddenFields: true,
      select: { name: true, company: true, email: true },
      ...asSystem('names, companies and shared addresses of the opted-in people of a night'),
    })
    for (const row of registered.docs) {
      const { profile } = profiles.get(String(row.id))!
      people.set(String(row.id), {
        id: row.id,
        name: row.name,
        company: row.company,
        email: row.email,
        profile: { ...profile, offers: liveTags(profile.offers, settings.tags), needs: liveTags(profile.needs, settings.tags) },
      })
    }
  }
  const swaps =
    people.size > 1
      ? (
          await payload.find({
            collection: 'contact-swaps',
            where: { event: { equals: event.id } },
            depth: 0,
            pagination: false,
            ...asSystem('the contact swaps of a night, each shown to its own two people'),
          })
        ).docs
      : []
  const suggestions = suggestionsForNight(
    String(event.id),
    [...people.entries()].map(([key, person]) => ({
      key,
      firstName: firstNameOf(person.name),
      company: person.company,
      line: person.profile.line,
      offers: person.profile.offers,
      needs: person.profile.needs,
    })),
  )
  return { event, settings, profiles, people, suggestions, swaps }
}

interface Copy {
  at: number
  changes: number
  night: Promise<Night | null>
}

/** The nights' copies of this process (see NIGHT_COPY_MS). */
function createNightCopies(payload: Payload) {
  /** The newest copy of each night, loaded or loading. */
  const copies = new Map<string, Copy>()
  /** Bumped by any seat taken or freed, or event edited (its switch, its tags), in this server. */
  let changes = 0
  eventChangesOf(payload).on('change', () => {
    changes++
  })
  const fresh = (copy: Copy | undefined): copy is Copy =>
    copy !== undefined && copy.changes === changes && Date.now() - copy.at < NIGHT_COPY_MS
  const load = (key: string, eventId: Event['id']): Copy => {
    const copy: Copy = { at: Date.now(), changes, night: loadNight(payload, eventId) }
    copies.set(key, copy)
    copy.night.catch(() => {
      if (copies.get(key) === copy) copies.delete(key)
    })
    return copy
  }
  return {
    of(eventId: Event['id']): Promise<Night | null> {
      const key = String(eventId)
      const known = copies.get(key)
      return (fresh(known) ? known : load(key, eventId)).night
    },
    /** After a write of this night's profiles or swaps, once it is committed. */
    drop: (eventId: Event['id']) => {
      copies.delete(String(eventId))
    },
  }
}

/** One set of copies per Payload instance (per server), shared by its services. */
const perPayload = new WeakMap<Payload, NightCopies>()
export function nightCopiesOf(payload: Payload): NightCopies {
  let copies = perPayload.get(payload)
  if (!copies) perPayload.set(payload, (copies = createNightCopies(payload)))
  return copies
}

export type NightCopies = ReturnType<typeof createNightCopies>

/** Everyone's suggestions of a night as they are now (the 24 h reminder): empty when networking is off. */
export async function suggestionsNow(
  payload: Payload,
  event: Pick<Event, 'id' | 'networking'>,
): Promise<Map<string, KeyedSuggestion[]>> {
  if (!storedNetworking(event).enabled) return new Map()
  return (await loadNight(payload, event.id))?.suggestions ?? new Map()
}
