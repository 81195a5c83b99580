import { t } from '../../i18n/i18n'
import { isRemovedPerson } from '../../../contract/privacy'
import type { Locale } from '../../i18n/locales'

/**
 * The attendee list's and the waitlist's CSV words (headers, a ticked consent's "Yes"), in the language of
 * the host who downloads it (req.locale, docs/translating.md). People's names, answers and the
 * questions' texts are theirs and the host's; the times stay ISO, as a spreadsheet reads them.
 */
const words = {
  name: /*i18n*/ { id: 'attendeesCsv.name', message: 'Name' },
  email: /*i18n*/ { id: 'attendeesCsv.email', message: 'Email' },
  company: /*i18n*/ { id: 'attendeesCsv.company', message: 'Company' },
  registered: /*i18n*/ { id: 'attendeesCsv.registered', message: 'Registered' },
  checkedIn: /*i18n*/ { id: 'attendeesCsv.checkedIn', message: 'Checked in' },
  yes: /*i18n*/ { id: 'attendeesCsv.yes', message: 'Yes' },
  /** An anonymised row's name (contract/privacy.ts `REMOVED_NAME`). */
  removed: /*i18n*/ { id: 'attendeesCsv.removed', message: 'Removed' },
  position: /*i18n*/ { id: 'waitlistCsv.position', message: 'Position' },
  joined: /*i18n*/ { id: 'waitlistCsv.joined', message: 'Joined' },
}

/** Headers: these words in the language of the host who downloads. */
const headerOf = (locale: Locale, columns: (keyof typeof words)[]) => columns.map((column) => t(locale, words[column]))

export const attendeesCsvHeader = (locale: Locale) => headerOf(locale, ['name', 'email', 'company', 'registered', 'checkedIn'])

/** A ticked consent question's cell. */
export const consentYes = (locale: Locale) => t(locale, words.yes)

/** A person's name in a CSV: an anonymised row's in the host's language, anyone else's as written. */
export const csvNameOf = (locale: Locale, row: { name: string; email?: string | null }) =>
  isRemovedPerson(row) ? t(locale, words.removed) : row.name

/** The waitlist's headers: its place in the queue, the person, and when they joined it. */
export const waitlistCsvHeader = (locale: Locale) => headerOf(locale, ['position', 'name', 'email', 'company', 'joined'])
