/**
 * A city as subscriptions and events are matched: case, accents of spacing and edges ignored.
 * Its own module, without zod, for the pages that list cities (site/src/features/subscriptions/lib/distinctCities.ts).
 */
export const cityKeyOf = (city: string) => city.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
