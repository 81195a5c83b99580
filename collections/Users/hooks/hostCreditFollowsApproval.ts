import { eventChangesOf } from '../../Events/eventChanges'
import type { CollectionAfterChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/**
 * A host approved again or turned off: the public copies of the nights that name their hosts
 * ("Hosted by …", cms/modules/events/service.ts `hostNamesOf`) are dropped at once, as when a
 * host changes whether they are named (cms/modules/account/settingsRouter.ts).
 */
export const hostCreditFollowsApproval: CollectionAfterChangeHook<User> = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc && previousDoc.approved !== doc.approved) eventChangesOf(req.payload).emit('change')
  return doc
}
