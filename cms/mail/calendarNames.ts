import { t } from '../i18n/i18n'
import type { Locale } from '../i18n/locales'

/**
 * The names of the calendar files an email attaches, which the reader sees beside the message
 * (and the move email names in its text): in the recipient's stored language. A file's content
 * has no words of ours (the night's name, description and place are the host's), so the names
 * are what a calendar attachment translates. ASCII, which every mail client keeps as it is.
 */
const names = {
  invitation: /*i18n*/ { id: 'calendar.file.event', message: 'event.ics' },
  cancellation: /*i18n*/ { id: 'calendar.file.cancelled', message: 'cancelled-event.ics' },
}

export const calendarFileName = (locale: Locale, file: keyof typeof names) => t(locale, names[file])
