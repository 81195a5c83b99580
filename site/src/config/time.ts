/**
 * The default event time zone (docs/product.md "Constants and formats"). Same value as the contract's DEFAULT_TIMEZONE
 * (a test keeps them equal); kept here because importing contract/events pulls zod into the
 * public entry bundle.
 */
export const DEFAULT_TIMEZONE = 'America/New_York'
