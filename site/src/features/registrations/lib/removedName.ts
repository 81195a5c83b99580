import { isRemovedPerson } from '@contract/privacy'
import { i18n } from '@site/i18n/i18n'

/**
 * An anonymised row's name (docs/privacy.md: "Removed", stored in English for the `/api`) in the
 * reader's language, so a host's lists of an old night or after an erasure say it as the rest of
 * the page does; anyone else's name as written.
 */
export const withNameShown = <Row extends { name: string; email?: string | null }>(row: Row): Row =>
  isRemovedPerson(row) ? { ...row, name: i18n._({ id: 'attendees.removedPerson', message: 'Removed' }) } : row
