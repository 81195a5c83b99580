import { t } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'

/**
 * The words a badge sheet prints besides names, companies, tags and the night's name (which are
 * people's and hosts' own): in the language of the host who asked for the sheet (docs/translating.md).
 * A tag line is one message with the tags as a value, so each language orders it its own way.
 */
const title = /*i18n*/ { id: 'badges.title', message: '{event}: name badges' }
const swap = /*i18n*/ { id: 'badges.label.swap', message: 'Scan to swap contacts' }
const entry = /*i18n*/ { id: 'badges.label.entry', message: 'Entry code (for the door)' }
const offers = /*i18n*/ { id: 'badges.askMeAbout', message: 'Ask me about: {tags}' }
const needs = /*i18n*/ { id: 'badges.lookingFor', message: 'Looking for: {tags}' }

export interface BadgeWords {
  /** The QR codes' labels. */
  swap: string
  entry: string
  /** "Ask me about: …" and "Looking for: …" with the person's tags. */
  offers: (tags: string) => string
  needs: (tags: string) => string
}

export const badgeWords = (locale: Locale): BadgeWords => ({
  swap: t(locale, swap),
  entry: t(locale, entry),
  offers: (tags) => t(locale, offers, { tags }),
  needs: (tags) => t(locale, needs, { tags }),
})

/** The PDF's title, as a viewer's window shows it. */
export const badgesTitle = (locale: Locale, event: string) => t(locale, title, { event })
