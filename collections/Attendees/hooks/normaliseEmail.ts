import { addressOf } from '../../../contract/emailKey'
import type { CollectionBeforeValidateHook } from 'payload'

/** Keeps emailKey in step with email so the unique index compares case-insensitively (as the seat store does). */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') return { ...data, ...addressOf(data.email) }
  return data
}
