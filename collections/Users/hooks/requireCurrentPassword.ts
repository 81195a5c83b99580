import { APIError, type CollectionBeforeChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/** Set by the one route that has checked the current password (`PATCH /api/user/password`). */
export const CURRENT_PASSWORD_CHECKED = 'currentPasswordChecked'

/**
 * A person changes their own password or email only after proving the current password, so
 * a stolen session cannot take the account over. The master admin may still reset other
 * people's passwords; server code without a user (seeds) is not a person.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook<User> = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !req.user || !originalDoc) return data
  if (String(req.user.id) !== String(originalDoc.id)) return data
  const changesPassword = typeof data.password === 'string' && data.password.length > 0
  const changesEmail =
    typeof data.email === 'string' && data.email.trim().toLowerCase() !== String(originalDoc.email).toLowerCase()
  if ((changesPassword || changesEmail) && req.context[CURRENT_PASSWORD_CHECKED] !== true) {
    throw new APIError('Change your password or email from the dashboard, with your current password.', 403, undefined, true)
  }
  return data
}
