import { z } from './zod'
import { messages, tooLong } from './messages'

/** Field builders shared by the schemas: one rule, one message, everywhere. */

const LIMIT = { short: 200, email: 254, url: 2048, long: 5000 } as const

export const requiredText = (message: string, max: number = LIMIT.short) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max))

/**
 * A required one-line text printed as it is (a badge, a list): no control character, TAB and
 * line breaks included, which a badge prints as boxes; refused with the field's own message.
 */
export const oneLineText = (message: string, oneLine: string, max: number = LIMIT.short) =>
  requiredText(message, max).refine((text) => !/\p{Cc}/u.test(text), oneLine)

/** An email address; empty or missing is the spec's "Invalid email address" too, on every form. */
export const email = () =>
  z
    .string({ error: messages.invalidEmail })
    .trim()
    .min(1, messages.invalidEmail)
    .max(LIMIT.email, messages.invalidEmail)
    .pipe(z.email({ error: messages.invalidEmail }))

export const password = (message: string = messages.passwordMin) =>
  z.string({ error: message }).min(8, message).max(200, tooLong(200))

/** A web address: absolute http(s), or a path on this site (uploads answer `/media/...`). */
export function isWebAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** "linkedin.com/in/ann" as people type it: a bare domain gets `https://`; anything else is left to the checks. */
export const withScheme = (value: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || !/^[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/.test(value)
    ? value
    : `https://${value}`

/** Optional URL: empty string and null mean "none" and are stored as null; a bare domain gets https://. */
export const optionalUrl = (message: string = messages.validUrl) =>
  z
    .union([z.string({ error: message }).trim().max(LIMIT.url, tooLong(LIMIT.url)), z.null()], {
      error: message,
    })
    .optional()
    .transform((value) => (value ? withScheme(value) : null))
    .refine((value) => value === null || isWebAddress(value), message)

export const isLinkedInUrl = (value: string) => {
  try {
    const host = new URL(value).hostname.toLowerCase()
    return host === 'linkedin.com' || host.endsWith('.linkedin.com')
  } catch {
    return false
  }
}

export const limits = LIMIT
