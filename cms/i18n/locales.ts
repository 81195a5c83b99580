/** The product's languages (docs/translating.md): English is the source and the default. */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** A stored or sent locale, or English for anything else (rows from before translations have none). */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)
