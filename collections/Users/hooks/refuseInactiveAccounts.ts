import { APIError, type CollectionBeforeLoginHook } from 'payload'
import { messages } from '../../../contract/messages'
import { userIsActive } from '../../../access/isActiveUser'
import type { User } from '../../../payload-types'

/**
 * Pending, rejected and deactivated accounts never get a session, on any route that signs in
 * (`/api/login`, Payload's `/cms/api/users/login`). Payload runs this after it has added the
 * session and revokes that session again when the hook throws, so nothing is left behind.
 */
export const refuseInactiveAccounts: CollectionBeforeLoginHook<User> = ({ user }) => {
  if (userIsActive(user)) return user
  throw new APIError(user.rejected ? messages.hostRejected : messages.hostPending, 403, undefined, true)
}
