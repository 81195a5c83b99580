import { userIsActive } from '../../../access/isActiveUser'
import type { CollectionAfterChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/**
 * An account that is not (or no longer) active holds no session, on any surface: deactivating
 * or rejecting a host (`PATCH /api/hosts/{id}/approve`, or the CMS) ends every session it had,
 * so `/api/user` and `/cms/api/users/refresh-token` stop answering with it. Its door links end
 * by the same fact (cms/lib/capabilities/doorLink.ts).
 */
export const endSessionsOfInactiveAccounts: CollectionAfterChangeHook<User> = async ({ doc, req, operation }) => {
  if (operation !== 'update' || userIsActive(doc)) return doc
  await req.payload.db.updateOne({
    collection: 'users',
    where: { id: { equals: doc.id } },
    data: { sessions: [] },
    req,
    returning: false,
  })
  return doc
}
