import { t } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'

/**
 * The passes' own words (docs/translating.md), in the registration's stored language: the
 * fields' labels, the pass's description and lock-screen text, the link to the night's page.
 * The night's name, venue and address are the host's and stay as written.
 */
const labels = {
  night: /*i18n*/ { id: 'wallet.label.night', message: 'Night' },
  date: /*i18n*/ { id: 'wallet.label.date', message: 'Date' },
  time: /*i18n*/ { id: 'wallet.label.time', message: 'Time' },
  venue: /*i18n*/ { id: 'wallet.label.venue', message: 'Venue' },
  name: /*i18n*/ { id: 'wallet.label.name', message: 'Name' },
  when: /*i18n*/ { id: 'wallet.label.when', message: 'When' },
  address: /*i18n*/ { id: 'wallet.label.address', message: 'Address' },
  event: /*i18n*/ { id: 'wallet.label.eventPage', message: 'Event page' },
}
const description = /*i18n*/ { id: 'wallet.description', message: 'Entry to {event}' }
const nearby = /*i18n*/ { id: 'wallet.nearby', message: '{event} at {venue}' }

export type WalletLabel = keyof typeof labels

export const walletLabel = (locale: Locale, key: WalletLabel) => t(locale, labels[key])
export const walletDescription = (locale: Locale, event: string) => t(locale, description, { event })
export const walletNearby = (locale: Locale, event: string, venue: string) => t(locale, nearby, { event, venue })
