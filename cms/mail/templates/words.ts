import { t } from '../../i18n/i18n'
import { DEFAULT_LOCALE, localeOr, type Locale } from '../../i18n/locales'
import { whenIn } from '../../i18n/dates'
import { escapeHtml } from '../../lib/html'

/**
 * What every translated email shares (docs/translating.md): the recipient's stored
 * language, the greeting, the night's time in that language. A message's text version takes
 * values as they are; its HTML version takes them escaped (and a night's name in bold), while
 * the catalogue's own words are plain text without markup (tests/server/catalogues.test.ts).
 */
export { t, whenIn, type Locale }

/** The recipient's language as their row stores it; English for rows from before translations. */
export const localeOf = (recipient: { locale?: string | null }): Locale => localeOr(recipient.locale)

/**
 * A page of the site as the email's reader opens it: in their language (`?lang=`, which the
 * server's negotiation takes first, cms/i18n/negotiate.ts), so a link opened on another device or
 * in a browser set to English shows the page in the email's language. English links stay as the
 * spec writes them. Never for the entry code, which the door's phone opens (decision 500).
 */
export function pageIn(locale: Locale, url: string): string {
  if (locale === DEFAULT_LOCALE) return url
  const page = new URL(url)
  page.searchParams.set('lang', locale)
  return page.toString()
}

export const hi = /*i18n*/ { id: 'email.hi', message: 'Hi {name},' }
/**
 * A line of the plain-text email: a label and its value (a link, a change). The punctuation
 * between them is the language's own (French sets a space before the colon).
 */
export const labelled = /*i18n*/ { id: 'email.labelled', message: '{label}: {value}' }
export const seeYou = /*i18n*/ { id: 'email.seeYou', message: 'See you there!' }
export const calendarRemoves = /*i18n*/ {
  id: 'email.calendarRemoves',
  message: 'The attached calendar file removes it from your calendar.',
}
export const entryCodeText = /*i18n*/ {
  id: 'email.entryCode.text',
  message: 'Your entry code for the door (show it when you arrive): {url}',
}
export const entryCodeHtml = /*i18n*/ { id: 'email.entryCode.html', message: 'Your entry code for the door:' }
export const entryCodeAlt = /*i18n*/ { id: 'email.entryCode.alt', message: 'QR code: your entry code for the door' }

/** The entry code's image, with its label and alt text in the reader's language. */
export const entryCodeImage = (locale: Locale, label = entryCodeHtml) =>
  `${t(locale, label)}<br><img src="cid:entry-code" width="240" height="240" alt="${escapeHtml(t(locale, entryCodeAlt))}">`

/** A night's name as the HTML versions show it. */
export const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`
