/**
 * "Checked in" as a number of people (a report's count, a chart's bar), not a registration's
 * status ("Checked in" on the door page): one English word, two in other languages ("Présents",
 * not "Arrivée enregistrée"), so the count has a message of its own (docs/translating.md).
 */
export const checkedInCount = /*i18n*/ { id: 'report.count.checkedIn', message: 'Checked in' }
