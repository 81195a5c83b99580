import { createHmac, randomBytes } from 'node:crypto'

/**
 * Keyed one-way pseudonyms for anonymised rows (docs/privacy.md): a night's attendees lose
 * their address and company after the retention period, yet the reports must still count
 * repeat visitors and distinct companies across nights. The reports key every row, live or
 * anonymised, by the same pseudonym, so a purge changes no figure. The key is derived from
 * PAYLOAD_SECRET: without it a pseudonym cannot be tested against a guessed address.
 */
const PREFIX = 'removed:'

const keyed = (secret: string, kind: 'person' | 'company', value: string) =>
  PREFIX + createHmac('sha256', `privacy-pseudonym:${secret}`).update(`${kind}:${value}`).digest('base64url').slice(0, 32)

/** The pseudonym of a person's e-mail key (contract/emailKey.ts); already one stays as it is. */
export const personPseudonym = (secret: string, emailKey: string) =>
  isAnonymousKey(emailKey) ? emailKey : keyed(secret, 'person', emailKey)

/** A company as the reports compare it: trimmed, spaces folded, lower-cased. */
export const foldCompany = (company: string | null | undefined) => (company ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/** The pseudonym of a company key (the reports' folded spelling); empty stays empty. */
export const companyPseudonym = (secret: string, companyKey: string) => (companyKey ? keyed(secret, 'company', companyKey) : '')

/** An erased person's key: random, so nothing links their rows any more (still unique per row). */
export const erasedKey = () => `erased:${randomBytes(16).toString('base64url')}`

/** An erased row's key: it says nothing of the person, not even whether they came before (decision 577). */
export const isErasedKey = (key: string) => key.startsWith('erased:')

/** Keys no address can have (an address always holds an `@`, never these prefixes alone). */
export const isAnonymousKey = (key: string) => key.startsWith(PREFIX) || isErasedKey(key)
