import { emailKeyOf } from '../../../contract/emailKey'
import type { CollectionBeforeValidateHook } from 'payload'

/** Keeps emailKey in step with email so the unique index compares case-insensitively. */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') {
    return { ...data, email: data.email.trim(), emailKey: emailKeyOf(data.email) }
  }
  return data
}
