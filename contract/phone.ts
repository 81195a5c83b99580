import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from './zod'
import { messages, tooLong } from './messages'

/*
 * Apart from contract/fields.ts: the numbering plans (libphonenumber's metadata) are large, and
 * only the host application and the accounts need them, not the public registration form.
 */

/** Numbers without a leading + are read as North American, the series' home. */
const PHONE_DEFAULT_COUNTRY = 'US'

/** Letters anywhere but in a trailing extension ("x12", "ext. 12"): words, not a number. */
const hasLetters = (value: string) => /[A-Za-z]/.test(value.replace(/(?:ext(?:ension)?\.?|x)\s*\d+\s*$/i, ''))

/**
 * A phone number as people type it (spaces, dots, dashes, brackets, an extension), checked by
 * libphonenumber-js against the numbering plan of its country: a leading + names the country,
 * otherwise it is read as a North American number. Letters are not a number, whatever the
 * length ("Enter a valid phone number..."); otherwise at least 10 characters first (the minimum
 * of docs/product.md "Validation", with its message). Stored as typed.
 */
export const phone = () =>
  z
    .string({ error: messages.phoneRequired })
    .trim()
    .refine((value) => !hasLetters(value), { message: messages.phoneInvalid, abort: true })
    .min(10, messages.phoneRequired)
    .max(40, tooLong(40))
    .refine((value) => isValidPhoneNumber(value, PHONE_DEFAULT_COUNTRY), messages.phoneInvalid)
