import { relationId } from '../contract/relations'
import { userIsActive } from './isActiveUser'
import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access, FieldAccess, Where } from 'payload'
import type { Event } from '../payload-types'
import type { MaybeUser } from './checkRole'

/**
 * The one rule for "which events may this caller MANAGE" (docs/product.md "Roles and access";
 * docs/security.md names this file): change them, list them in the dashboard, see and add their
 * people, run their door, read their reports. Public reads of events are open to everyone
 * (collections/Events: read is `anyone`); this is the rule for everything else, in two twins
 * that must always agree:
 *
 * - `managedEventsWhere(user)`: a Payload `Where` (or true/false) for lists, /cms/api and the admin;
 * - `managesEvent(user, event)`: the same answer for one event a route already holds.
 *
 * The team is the owner (`hostId`) and the co-hosts (`cohosts`, docs/product.md "Event teams"):
 * both manage the event; archiving, copying and changing the team stay the owner's
 * (`ownsEvent`). Deleting is nobody's but the master admin's (access/canDeleteEvents.ts). Rules
 * are evaluated per request, so a removed co-host loses the event at once.
 */
type UserRef = number | string | { id: number | string } | null | undefined
type EventLike = { hostId?: UserRef; cohosts?: UserRef[] | null }

/** The events a person is on the team of, as a query: the events they host or co-host. */
export const teamWhere = (userId: string | number): Where => ({
  or: [{ hostId: { equals: userId } }, { cohosts: { in: [userId] } }],
})

/** The per-event twin of `teamWhere`. */
const onTeam = (userId: string | number, event: EventLike) => isOwner(userId, event) || isCohost(userId, event)

/** Whether this person is one of the event's co-hosts (ids or populated users alike). */
export const isCohost = (userId: string | number, event: EventLike) =>
  (event.cohosts ?? []).some((member) => String(relationId(member ?? null)) === String(userId))

const isOwner = (userId: string | number, event: EventLike) => {
  const hostId = relationId(event.hostId ?? null)
  return hostId !== null && hostId !== undefined && String(hostId) === String(userId)
}

/** Which events the caller manages: all for the master admin, their team's for an active host, none otherwise. */
export function managedEventsWhere(user: MaybeUser): Where | boolean {
  if (!user || !userIsActive(user)) return false
  if (userIsMasterAdmin(user)) return true
  return teamWhere(user.id)
}

/** Whether the caller manages this one event (the boolean twin of `managedEventsWhere`). */
export function managesEvent(user: MaybeUser, event: EventLike): boolean {
  if (!user || !userIsActive(user)) return false
  return userIsMasterAdmin(user) || onTeam(user.id, event)
}

/** Archive, duplicate, repeat and the team: the event's owner or the master admin, never a co-host. */
export function ownsEvent(user: MaybeUser, event: EventLike): boolean {
  if (!user || !userIsActive(user)) return false
  return userIsMasterAdmin(user) || isOwner(user.id, event)
}

/** The dashboard's "every event" view (`GET /api/events?status=`): whoever manages every event. */
export const managesEveryEvent = (user: MaybeUser): boolean => managedEventsWhere(user) === true

/**
 * `GET /api/events/host/{hostId}`: the events on that person's team, asked by that person or by
 * someone who manages every event; null when the caller may not ask.
 */
export function hostEventsWhere(user: MaybeUser, hostId: string): Where | null {
  const managed = managedEventsWhere(user)
  if (managed === false || !user || (managed !== true && String(user.id) !== hostId)) return null
  return managed === true ? teamWhere(hostId) : managed
}

/** A public event: published, or written before drafts existed (no status). */
export const publishedWhere: Where = { status: { not_equals: 'draft' } }

/**
 * Collection rule (read): published events are public; a draft only to whoever manages it
 * (docs/product.md "Drafts"), so /api, /cms/api, the feeds and the embeds all leave drafts out.
 */
export const canReadEvents: Access = ({ req }) => {
  const managed = managedEventsWhere(req.user)
  if (managed === true) return true
  return managed === false ? publishedWhere : { or: [publishedWhere, managed] }
}

/** Whether the public may see this event (the boolean twin of `publishedWhere`). */
export const isPublished = (event: { status?: string | null }) => event.status !== 'draft'

/** Collection rule (update): the events the caller manages. */
export const canManageEvents: Access = ({ req }) => managedEventsWhere(req.user)

/** Field rule for `archived`: only the owner (or the master admin) archives an event. */
export const canArchiveEvent: FieldAccess<Event> = ({ req, doc }) => (doc ? ownsEvent(req.user, doc) : false)

/** Field rule for `cohosts`: only the owner (or the master admin) changes the team; a new event starts with none but the master's. */
export const canChangeTeam: FieldAccess<Event> = ({ req, doc }) => (doc ? ownsEvent(req.user, doc) : userIsMasterAdmin(req.user))

/** Field rule for `seriesId`: whoever creates an event (the copies of cms/modules/events/copies.ts); afterwards its owner or the master admin (who may repeat it). */
export const canSetSeries: FieldAccess<Event> = ({ req, id, doc }) =>
  // A create has no id yet (Payload hands the incoming data as \`doc\`, before its owner is known).
  id === undefined ? Boolean(req.user) : doc ? ownsEvent(req.user, doc) : false

/** Field rule for the team's log: read by whoever manages the event. */
export const canReadTeamLog: FieldAccess<Event> = ({ req, doc }) => (doc ? managesEvent(req.user, doc) : false)
/** The events' query, asked of a row's event (`hostId` becomes `event.hostId`). */
function throughEvent(where: Where): Where {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or' ? [key, (value as Where[]).map(throughEvent)] : [`event.${key}`, value],
    ),
  )
}

/** Rows that belong to an event (registrations, messages to attendees): those of the events the caller manages. */
export function rowsOfManagedEventsWhere(user: MaybeUser): Where | boolean {
  const events = managedEventsWhere(user)
  return typeof events === 'boolean' ? events : throughEvent(events)
}

/** Collection rule (create) for a row of one event: whoever manages that event, read as it is now. */
export const managesRowEvent: Access<{ event?: unknown }> = async ({ req, data }) => {
  const events = managedEventsWhere(req.user)
  if (typeof events === 'boolean') return events
  const eventId = relationId(data?.event)
  if (eventId === null) return false
  const event = await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, req }).catch(() => null)
  return Boolean(event && managesEvent(req.user, event))
}
