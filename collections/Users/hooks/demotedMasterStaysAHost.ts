import type { CollectionBeforeChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/**
 * A master admin made a host again stays an active host. A master needs no approval (access/isActiveUser.ts),
 * so one created in the CMS may never have had it: the demotion alone made them a pending
 * application, signed out everywhere, their door links dead and their sign-in "awaiting review".
 * The change approves them unless it says otherwise itself.
 */
export const demotedMasterStaysAHost: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || originalDoc?.role !== 'MASTER_ADMIN') return data
  if (!data.role || data.role === 'MASTER_ADMIN') return data
  // Payload hands the hook the whole document: a change of approval is one that differs from the stored one.
  if ((data.approved ?? false) !== (originalDoc.approved ?? false)) return data
  return { ...data, approved: true, rejected: false }
}
