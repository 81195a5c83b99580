/**
 * "Registered" as a number of people (a report's count, a chart's bar), not a registration's
 * status ("Registered" on the door page): one English word, two in other languages ("Inscrits",
 * not "Inscription confirmée"), so the count has a message of its own (docs/translating.md).
 */
export const registeredCount = /*i18n*/ { id: 'report.count.registered', message: 'Registered' }
