/**
 * Numbers of people whose English word is also a registration's status ("Registered", "Checked
 * in" on the door page): one English word, two in other languages ("Inscrits", not "Inscription
 * confirmée"; "Présents", not "Arrivée enregistrée"), so each count has a message of its own
 * (docs/translating.md). Used by the reports' counts and the outcome charts' bars.
 */
export const registeredCount = /*i18n*/ { id: 'report.count.registered', message: 'Registered' }
export const checkedInCount = /*i18n*/ { id: 'report.count.checkedIn', message: 'Checked in' }
