import type { CollectionBeforeValidateHook } from 'payload'

export const emailKeyOf = (email: string): string => email.trim().toLowerCase()

/** Keeps emailKey in step with email so the unique index compares case-insensitively. */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') {
    return { ...data, email: data.email.trim(), emailKey: emailKeyOf(data.email) }
  }
  return data
}
