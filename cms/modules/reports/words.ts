import { t } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'

/**
 * The reports' own words (the CSV downloads a host hands to sponsors), in the language of the
 * host who asks (req.locale, docs/translating.md): column headers and the rows' labels. Figures
 * stay as a spreadsheet reads them in any language (a dot for decimals, "12.5%", the date's
 * `yyyy-MM-dd HH:mm`); the nights' and companies' names are the hosts' and people's own.
 */
const columns = {
  event: /*i18n*/ { id: 'report.column.event', message: 'Event' },
  date: /*i18n*/ { id: 'report.column.date', message: 'Date' },
  registered: /*i18n*/ { id: 'report.column.registered', message: 'Registered' },
  cancelled: /*i18n*/ { id: 'report.column.cancelled', message: 'Cancelled' },
  waitlisted: /*i18n*/ { id: 'report.column.waitlisted', message: 'Waitlisted' },
  checkedIn: /*i18n*/ { id: 'report.column.checkedIn', message: 'Checked in' },
  noShowRate: /*i18n*/ { id: 'report.column.noShowRate', message: 'No-show rate' },
  companies: /*i18n*/ { id: 'report.column.companies', message: 'Companies' },
}

const labels = {
  companies: /*i18n*/ { id: 'report.section.companies', message: 'Companies' },
  outcomes: /*i18n*/ { id: 'report.section.outcomes', message: 'Outcomes' },
  allEvents: /*i18n*/ { id: 'report.allEvents', message: 'All events' },
  repeatAttendees: /*i18n*/ { id: 'report.repeatAttendees', message: 'Repeat attendees' },
  month: /*i18n*/ { id: 'report.column.month', message: 'Month' },
}

/** The report's header row, in the spec's order. */
export const reportHeader = (locale: Locale) => [
  t(locale, columns.event),
  t(locale, columns.date),
  t(locale, columns.registered),
  t(locale, columns.cancelled),
  t(locale, columns.waitlisted),
  t(locale, columns.checkedIn),
  t(locale, columns.noShowRate),
  t(locale, columns.companies),
]

export const reportLabel = (locale: Locale, key: keyof typeof labels) => t(locale, labels[key])
