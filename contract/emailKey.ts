/**
 * The one e-mail rule: addresses compare without surrounding spaces and ignoring case. An
 * attendee's `emailKey` (the unique index on event + address), account look-ups at sign-in and
 * reset, the sign-in lockout's key and the seeds all use it.
 */
export const emailKeyOf = (email: string): string => email.trim().toLowerCase()

/** An address as a row stores it: without surrounding spaces, beside its key. */
export const addressOf = (email: string) => ({ email: email.trim(), emailKey: emailKeyOf(email) })
