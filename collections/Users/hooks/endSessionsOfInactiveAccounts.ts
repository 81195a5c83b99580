import { asSystem } from '../../../cms/lib/asCaller'
import { userIsActive } from '../../../access/isActiveUser'
import type { CollectionAfterChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/**
 * An account that is not (or no longer) active holds no session and no door link, on any
 * surface: deactivating or rejecting a host (`PATCH /api/hosts/{id}/approve`, or the CMS) ends
 * every session it had, so `/api/user` and `/cms/api/users/refresh-token` stop answering with
 * it, and revokes the door links it made or that open its events (already refused at each use
 * while it is inactive, cms/lib/capabilities/doorLink.ts; revoked so that approving it again
 * does not bring them back). An account made active again starts with no session either: a
 * sign-in that raced its deactivation wrote back the sessions it had read before
 * (cms/db/authWrites.ts), and those end here rather than come back with the approval.
 */
export const endSessionsOfInactiveAccounts: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc
  const endSessions = () =>
    req.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: doc.id } },
      data: { sessions: [] },
      req,
      returning: false,
    })
  if (userIsActive(doc)) {
    if (!userIsActive(previousDoc)) await endSessions()
    return doc
  }
  await endSessions()
  const hosted = await req.payload.find({
    collection: 'events',
    where: { hostId: { equals: doc.id } },
    depth: 0,
    pagination: false,
    select: {},
    req,
    ...asSystem('the events an inactive account owns, to revoke their door links'),
  })
  await req.payload.update({
    collection: 'door-links',
    where: {
      and: [
        { revokedAt: { exists: false } },
        { or: [{ createdBy: { equals: doc.id } }, { event: { in: hosted.docs.map((event) => event.id) } }] },
      ],
    },
    data: { revokedAt: new Date().toISOString() },
    req,
    ...asSystem('revoking the door links of an account that is no longer active'),
  })
  return doc
}
