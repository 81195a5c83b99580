import { t } from './i18n'
import type { Locale } from './locales'

/**
 * The names of the files we hand a reader, which they see beside a message or in their downloads:
 * in the reader's language (a registration's stored one; the host's page language for what a
 * host saves). The files' own words are translated where they are made; these are only their
 * names. ASCII, which every mail client and browser keeps as it is. The attendee CSVs keep the
 * spec's names and are not here.
 */
const names = {
  /** The .ics an invitation email attaches. */
  invitation: /*i18n*/ { id: 'calendar.file.event', message: 'event.ics' },
  /** The .ics that takes a night out of the calendar (a move email names it in its text). */
  cancellation: /*i18n*/ { id: 'calendar.file.cancelled', message: 'cancelled-event.ics' },
  /** The entry code's QR image, inline in every email that carries it. */
  entryCode: /*i18n*/ { id: 'file.entryCode', message: 'entry-code.png' },
  /** An Apple Wallet pass, downloaded where Wallet does not open it (desktop, Android). */
  walletPass: /*i18n*/ { id: 'file.walletPass', message: 'ticket.pkpass' },
  /** The manage page's "Download my data". */
  myData: /*i18n*/ { id: 'file.myData', message: 'my-registrations.json' },
}

export type FileName = keyof typeof names
export const fileName = (locale: Locale, file: FileName) => t(locale, names[file])

/** The badge sheet's name with the night's: "Summer Makers Night badges.pdf" in English. */
const badgeSheet = /*i18n*/ { id: 'file.badgeSheet', message: '{event} badges.pdf' }
export const badgeSheetName = (locale: Locale, event: string) => t(locale, badgeSheet, { event })
