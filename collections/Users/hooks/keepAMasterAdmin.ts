import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { messages } from '../../../contract/messages'
import { asSystem } from '../../../cms/lib/asCaller'
import type { User } from '../../../payload-types'

/**
 * The site always keeps a master admin: a change that would take the role from the last one (the
 * only master demoting themselves in the CMS) is refused. Without one nobody could approve hosts
 * or open the CMS, and the next start would try to create ADMIN_EMAIL's account again
 * (seed/masterAdmin.ts), which that demoted account already holds.
 */
export const keepAMasterAdmin: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'MASTER_ADMIN') return data
  if ((data.role ?? originalDoc.role) === 'MASTER_ADMIN') return data
  const others = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'MASTER_ADMIN' } }, { id: { not_equals: originalDoc.id } }] },
    req,
    ...asSystem('whether another master admin remains, inside a change of an account already allowed'),
  })
  if (others.totalDocs === 0) throw new APIError(messages.lastMasterAdmin, 409, undefined, true)
  return data
}
