import { relationId } from '../../contract/relations'
import { storedQuestions } from '../../contract/questions'
import { storedNetworking } from '../../contract/networking'
import { DEFAULT_TIMEZONE } from '../../contract/time'
import type { AttendeeDto, CurrentUser, EventDto, FaqDto, HostDto, SponsorDto } from '../../contract/types'
import type { Role } from '../../contract/auth'
import type { Attendee, Event, Faq, Sponsor, User } from '../../payload-types'

/**
 * Responses are shaped field by field: Payload documents (and populated relations) carry
 * private fields such as sessions, hashes and login attempts, so none is returned as it is.
 * The readers below stay defensive (a document read with `select` or from an older row may
 * lack a field the generated type calls required).
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** A stored user or the session's (whose generated type leaves role optional; the collection requires it). */
type UserLike = Pick<User, 'id' | 'name' | 'email' | 'approved'> & { role?: Role | null }

export const toCurrentUser = (user: UserLike): CurrentUser => ({
  id: user.id,
  name: text(user.name),
  email: text(user.email),
  role: user.role ?? 'HOST',
  approved: user.approved === true,
})

/** An event's own row: what every reader of it needs (its team is kept in other tables). */
export type EventRow = Omit<Event, 'cohosts' | 'teamLog'>

export const toEvent = (event: EventRow): EventDto => {
  const coordinates = event.coordinates ?? {}
  return {
    id: event.id,
    name: text(event.name),
    description: text(event.description),
    date: text(event.date),
    endDate: text(event.endDate),
    timezone: text(event.timezone) || DEFAULT_TIMEZONE,
    venue: text(event.venue),
    street: text(event.street),
    city: text(event.city),
    state: text(event.state),
    country: text(event.country),
    coordinates: { lat: num(coordinates.lat), lng: num(coordinates.lng) },
    maxAttendees: num(event.maxAttendees),
    // Written in the same unit as every seat change (cms/modules/registrations/registration.ts).
    registeredCount: num(event.registrationCount),
    imageUrl: textOrNull(event.imageUrl),
    linkedinPostUrl: textOrNull(event.linkedinPostUrl),
    hostId: relationId(event.hostId),
    archived: event.archived === true,
    // Only on a night archived before its start (contract/calledOff.ts).
    ...(event.archived === true && event.calledOffAt ? { calledOffAt: event.calledOffAt } : {}),
    // Rows written before drafts existed have no status and are public.
    status: event.status === 'draft' ? 'draft' : 'published',
    remindersEnabled: event.remindersEnabled !== false,
    questions: storedQuestions(event),
    networking: storedNetworking(event),
    // Only on the nights of a series (cms/modules/events/copies.ts).
    ...(event.seriesId ? { seriesId: event.seriesId } : {}),
    createdAt: text(event.createdAt),
  }
}

export const toAttendee = (attendee: Attendee): AttendeeDto => ({
  id: attendee.id,
  eventId: relationId(attendee.event),
  name: text(attendee.name),
  email: text(attendee.email),
  company: text(attendee.company),
  createdAt: text(attendee.createdAt),
})

export const toHost = (user: User): HostDto => ({
  id: user.id,
  name: text(user.name),
  email: text(user.email),
  phone: textOrNull(user.phone),
  linkedinUrl: textOrNull(user.linkedinUrl),
  city: textOrNull(user.city),
  hostingNote: textOrNull(user.hostingNote),
  createdAt: text(user.createdAt),
})

export const toSponsor = (sponsor: Sponsor): SponsorDto => ({
  id: sponsor.id,
  name: text(sponsor.name),
  logoUrl: text(sponsor.logoUrl),
  website: text(sponsor.website),
})

export const toFaq = (faq: Faq): FaqDto => ({
  id: faq.id,
  question: text(faq.question),
  answer: text(faq.answer),
  order: num(faq.order),
})
