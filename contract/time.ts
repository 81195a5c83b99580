/**
 * The default event time zone (docs/product.md "Constants and formats"). Kept apart from contract/events.ts,
 * which defines it as one of the time zone choices, because importing that module pulls zod into
 * the public entry bundle; a test keeps the two equal.
 */
export const DEFAULT_TIMEZONE = 'America/New_York'
