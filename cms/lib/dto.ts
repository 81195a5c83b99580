import type { AttendeeDto, CurrentUser, EventDto, FaqDto, HostDto, Id, SponsorDto } from '../../contract/types'
import type { Role } from '../../contract/auth'
import type { Timezone } from '../../contract/events'

/**
 * Responses are shaped field by field: Payload documents (and populated relations) carry
 * private fields such as sessions, hashes and login attempts, so none is returned as it is.
 */
type Doc = Record<string, unknown>

const idOf = (value: unknown): Id | null => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return (value as Id | null | undefined) ?? null
}
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

export const toCurrentUser = (user: Doc): CurrentUser => ({
  id: user.id as Id,
  name: text(user.name),
  email: text(user.email),
  role: user.role as Role,
  approved: user.approved === true,
})

export const toEvent = (event: Doc): EventDto => {
  const coordinates = (event.coordinates ?? {}) as Doc
  return {
    id: event.id as Id,
    name: text(event.name),
    description: text(event.description),
    date: text(event.date),
    endDate: text(event.endDate),
    timezone: (text(event.timezone) || 'America/New_York') as Timezone,
    venue: text(event.venue),
    street: text(event.street),
    city: text(event.city),
    state: text(event.state),
    country: text(event.country),
    coordinates: { lat: num(coordinates.lat), lng: num(coordinates.lng) },
    maxAttendees: num(event.maxAttendees),
    imageUrl: textOrNull(event.imageUrl),
    linkedinPostUrl: textOrNull(event.linkedinPostUrl),
    hostId: idOf(event.hostId),
    archived: event.archived === true,
    remindersEnabled: event.remindersEnabled !== false,
    createdAt: text(event.createdAt),
  }
}

export const toAttendee = (attendee: Doc): AttendeeDto => ({
  id: attendee.id as Id,
  eventId: idOf(attendee.event) as Id,
  name: text(attendee.name),
  email: text(attendee.email),
  company: text(attendee.company),
  createdAt: text(attendee.createdAt),
})

export const toHost = (user: Doc): HostDto => ({
  id: user.id as Id,
  name: text(user.name),
  email: text(user.email),
  phone: textOrNull(user.phone),
  linkedinUrl: textOrNull(user.linkedinUrl),
  createdAt: text(user.createdAt),
})

export const toSponsor = (sponsor: Doc): SponsorDto => ({
  id: sponsor.id as Id,
  name: text(sponsor.name),
  logoUrl: text(sponsor.logoUrl),
  website: text(sponsor.website),
})

export const toFaq = (faq: Doc): FaqDto => ({
  id: faq.id as Id,
  question: text(faq.question),
  answer: text(faq.answer),
  order: num(faq.order),
})
