import type { CollectionBeforeChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/**
 * An active host turned off in the CMS (approved unticked) is deactivated as by
 * `PATCH /api/hosts/{id}/approve {approved: false}` (cms/modules/hosts/service.ts): rejected too,
 * so they show under rejected hosts and sign-in says "not approved", not as a new application
 * waiting for review.
 */
export const deactivationIsARejection: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) =>
  operation === 'update' && originalDoc?.approved === true && data.approved === false ? { ...data, rejected: true } : data
