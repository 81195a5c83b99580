/** The languages a reader can choose (DESIGN.md section 11), each named in its own words. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
] as const

export type Locale = (typeof LANGUAGES)[number]['code']

/** The generated pseudo-locale of the CI check (tests/browser): never offered, only read from a page that says it. */
export const PSEUDO_LOCALE = 'pseudo'

/**
 * The page's language as the server chose it (`<html lang>`: ?lang=, then the cookie, then
 * Accept-Language, then English); a regional tag counts as its language, anything else as English.
 */
export function pageLocale(lang: string = document.documentElement.lang): string {
  const language = lang.toLowerCase().split('-')[0]
  if (language === PSEUDO_LOCALE) return PSEUDO_LOCALE
  return LANGUAGES.some((entry) => entry.code === language) ? language : 'en'
}
