import { APIError, type CollectionBeforeLoginHook } from 'payload'
import { messages } from '../../../contract/messages'
import { userIsActive } from '../../../access/isActiveUser'
import type { MaybeUser } from '../../../access/checkRole'

/**
 * Pending, rejected and deactivated accounts never get a session, on any route that signs in
 * (`/api/login`, Payload's `/cms/api/users/login`). Payload runs this after it has added the
 * session and revokes that session again when the hook throws, so nothing is left behind.
 */
export const refuseInactiveAccounts: CollectionBeforeLoginHook = ({ user }) => {
  const account = user as MaybeUser & { rejected?: boolean | null }
  if (userIsActive(account)) return user
  throw new APIError(account?.rejected ? messages.hostRejected : messages.hostPending, 403, undefined, true)
}
