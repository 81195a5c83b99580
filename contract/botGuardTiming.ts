/**
 * How long a public form must have been open before it is sent (contract/botGuard.ts). Kept apart
 * from the schema, like contract/time.ts, so the site's public bundle can read it without zod.
 */
export const BOT_GUARD_MIN_FILL_MS = 3000
