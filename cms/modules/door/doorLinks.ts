import { messages } from '../../../contract/messages'
import { asSystem } from '../../lib/asCaller'
import { HttpError } from '../../http/httpError'
import { hashToken, issueToken } from '../registrations/registrationTokens'
import { relationId } from '../../../contract/relations'
import type { Event } from '../../../payload-types'
import type { Payload } from 'payload'

const now = () => new Date().toISOString()

/**
 * A volunteer's door link (collections/DoorLinks.ts): one active link per event, replaced by
 * a new one, revoked on request, and over when the event ends.
 */
export async function createDoorLink(
  payload: Payload,
  secret: string,
  serverUrl: string,
  event: Pick<Event, 'id' | 'endDate'>,
  createdBy: string | number,
) {
  await revokeDoorLinks(payload, event.id)
  const { token, hash } = issueToken(secret)
  const expiresAt = new Date(String(event.endDate)).toISOString()
  await payload.create({
    collection: 'door-links',
    data: { event: event.id, tokenHash: hash, expiresAt, createdBy },
    ...asSystem("a door link, created by the event's owner"),
  })
  return { url: `${serverUrl}/door/${token}`, expiresAt }
}

export async function revokeDoorLinks(payload: Payload, eventId: string | number) {
  await payload.update({
    collection: 'door-links',
    where: { and: [{ event: { equals: eventId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: now() },
    ...asSystem("revoking an event's door links for its owner"),
  })
}

const activeLinks = (payload: Payload, eventId: string | number) =>
  payload.find({
    collection: 'door-links',
    where: { and: [{ event: { equals: eventId } }, { revokedAt: { exists: false } }, { expiresAt: { greater_than: now() } }] },
    depth: 0,
    limit: 1,
    ...asSystem('whether an event has a working door link'),
  })

export async function doorLinkStatus(payload: Payload, eventId: string | number) {
  const link = (await activeLinks(payload, eventId)).docs[0]
  return { active: Boolean(link), expiresAt: link?.expiresAt ?? null }
}

/** The event a door token opens: 404 unknown or revoked, 410 once the event is over. */
export async function eventIdOfDoorToken(payload: Payload, token: string): Promise<string | number> {
  const found = /^[A-Za-z0-9_-]{22}$/.test(token)
    ? await payload.find({
        collection: 'door-links',
        where: { tokenHash: { equals: hashToken(token) } },
        depth: 0,
        limit: 1,
        showHiddenFields: true,
        ...asSystem('a door link: the token is the permission'),
      })
    : null
  const link = found?.docs[0]
  if (!link || link.revokedAt) throw new HttpError(404, messages.doorLinkInvalid)
  if (Date.parse(String(link.expiresAt)) <= Date.now()) throw new HttpError(410, messages.doorLinkExpired)
  return relationId(link.event)
}
