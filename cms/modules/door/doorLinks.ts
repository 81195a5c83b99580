import { messages } from '../../../contract/messages'
import { isCalledOff } from '../../../contract/calledOff'
import { asSystem } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { hashToken, issueToken, isWellFormedToken } from '../../lib/capabilities/token'
import { judgeDoorLink } from '../../lib/capabilities/doorLink'
import { managesEvent } from '../../../access/events'
import { relationId } from '../../../contract/relations'
import type { DoorLink, Event } from '../../../payload-types'
import type { Payload } from 'payload'

const now = () => new Date().toISOString()

/**
 * A volunteer's door link (collections/DoorLinks.ts): one active link per event, replaced by
 * a new one, revoked on request. Whether it opens anything is judged at every use from the
 * event and the accounts as they are now (cms/lib/capabilities/doorLink.ts).
 */
export async function createDoorLink(
  payload: Payload,
  serverUrl: string,
  event: Pick<Event, 'id' | 'endDate'>,
  createdBy: string | number,
) {
  await revokeDoorLinks(payload, event.id)
  const { token, hash } = issueToken()
  await payload.create({
    collection: 'door-links',
    data: { event: event.id, tokenHash: hash, createdBy },
    ...asSystem("a door link, created by the event's owner"),
  })
  return { url: `${serverUrl}/door/${token}`, expiresAt: new Date(String(event.endDate)).toISOString() }
}

export async function revokeDoorLinks(payload: Payload, eventId: string | number) {
  await payload.update({
    collection: 'door-links',
    where: { and: [{ event: { equals: eventId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: now() },
    ...asSystem("revoking an event's door links for its owner"),
  })
}

/**
 * Whether the people behind a link may still act: the link's maker is an active account that
 * still manages the event as it is now (access/events.ts `managesEvent`: on its team, or the
 * master admin). A co-host taken off the team, or a host turned off, takes their links along; a
 * co-host still running the night of an owner turned off (decision 544) keeps the links they make.
 */
async function peopleMayAct(payload: Payload, event: Event, link: DoorLink) {
  const makerId = link.createdBy ? relationId(link.createdBy) : null
  if (makerId === null) return false
  const maker = await payload.findByID({
    collection: 'users',
    id: makerId,
    depth: 0,
    disableErrors: true,
    select: { role: true, approved: true },
    ...asSystem('a door link: does its maker still manage the event'),
  })
  return maker !== null && managesEvent(maker, event)
}

/** The link's event, read now, and the verdict on the link. */
async function judge(payload: Payload, link: DoorLink | undefined) {
  const eventId = link ? relationId(link.event) : null
  const event =
    eventId !== null
      ? await payload.findByID({
          collection: 'events',
          id: eventId,
          depth: 0,
          disableErrors: true,
          ...asSystem('a door link: its event as it is now'),
        })
      : null
  const active = link && event ? await peopleMayAct(payload, event, link) : false
  return { event, verdict: judgeDoorLink(link, event, active) }
}

export async function doorLinkStatus(payload: Payload, eventId: string | number) {
  const found = await payload.find({
    collection: 'door-links',
    where: { and: [{ event: { equals: eventId } }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 1,
    ...asSystem('whether an event has a working door link'),
  })
  const { event, verdict } = await judge(payload, found.docs[0])
  return verdict === 'open' && event
    ? { active: true, expiresAt: new Date(String(event.endDate)).toISOString() }
    : { active: false, expiresAt: null }
}

/**
 * How long after its night's end a door link still takes the scans a phone made without a
 * network (decision 536): a volunteer's phone that reaches signal only the next morning uploads
 * the night's check-ins instead of losing them. Two days: the phone keeps an ended night's list
 * a day (site/src/features/door/offline/doorStore.ts), and a night past midnight ends late.
 */
export const DOOR_UPLOAD_AFTER_END_MS = 48 * 3600_000

/**
 * A night that took place (it started: archiving it since is housekeeping, decisions 511 and 547,
 * even before its end) and ended no longer ago than the upload grace: its phones' scans still count.
 */
const tookPlaceLately = (event: Event, now = Date.now()) =>
  !isCalledOff(event, now) &&
  Date.parse(String(event.date)) <= now &&
  now - Date.parse(String(event.endDate)) <= DOOR_UPLOAD_AFTER_END_MS

/**
 * The event a door token opens: 404 unknown, revoked or its people deactivated; 410 once the
 * event is over, except for `uploading` the scans a phone made offline, up to two days after
 * a night that took place (archived since, even before its end; never a night called off before its start).
 */
export async function eventOfDoorToken(payload: Payload, token: string, { uploading = false } = {}): Promise<Event> {
  const found = isWellFormedToken(token)
    ? await payload.find({
        collection: 'door-links',
        where: { tokenHash: { equals: hashToken(token) } },
        depth: 0,
        limit: 1,
        showHiddenFields: true,
        ...asSystem('a door link: the token is the permission'),
      })
    : null
  const { event, verdict } = await judge(payload, found?.docs[0])
  if (verdict === 'revoked' || !event) throw new HttpError(404, messages.doorLinkInvalid)
  if (verdict === 'over' && !(uploading && tookPlaceLately(event))) throw new HttpError(410, messages.doorLinkExpired)
  return event
}

/** The event of a door link sent with the event's own routes (`X-Door-Token`): it must be this event's. */
export async function eventOfDoorTokenFor(
  payload: Payload,
  token: string,
  eventId: string,
  options: { uploading?: boolean } = {},
): Promise<Event> {
  const event = await eventOfDoorToken(payload, token, options)
  if (String(event.id) !== eventId) throw new HttpError(404, messages.doorLinkInvalid)
  return event
}
