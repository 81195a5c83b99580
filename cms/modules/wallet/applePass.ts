import { PKPass, type PassProps } from 'passkit-generator'
import { whenParts, whenText } from '../../../contract/eventWhen'
import { formatAddress } from '../../../contract/place'
import { knownCoordinates, type Ticket } from './ticket'
import { passImages } from './passImages'
import type { AppleWalletSettings } from '../../../config/wallet'

/** Wallet's colours are `rgb()` strings: the site's navy, white text, the accent for labels. */
const COLOURS = { backgroundColor: 'rgb(31, 58, 95)', foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(242, 177, 52)' }

/** pass.json without what the library sets through its own methods (barcodes, dates, locations). */
function passJson(settings: AppleWalletSettings, ticket: Ticket): PassProps {
  const { event } = ticket
  const { day, hours } = whenParts(event)
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: ticket.registrationId,
    organizationName: ticket.product,
    description: `Entry to ${event.name}`,
    logoText: ticket.product,
    ...COLOURS,
    eventTicket: {
      headerFields: [],
      primaryFields: [{ key: 'night', label: 'Night', value: event.name }],
      secondaryFields: [
        { key: 'date', label: 'Date', value: day },
        { key: 'time', label: 'Time', value: hours },
      ],
      auxiliaryFields: [
        { key: 'venue', label: 'Venue', value: event.venue },
        { key: 'name', label: 'Name', value: ticket.holder },
      ],
      backFields: [
        { key: 'when', label: 'When', value: whenText(event) },
        { key: 'address', label: 'Address', value: formatAddress(event) },
        { key: 'event', label: 'Event page', value: ticket.eventUrl },
      ],
    },
  }
}

/**
 * The signed `.pkpass` (docs/api.md, "Wallet passes"): passkit-generator writes `manifest.json`
 * (the SHA-1 of every file) and `signature`, a detached PKCS#7 signature of the manifest by the
 * pass certificate with the WWDR intermediate included, and zips the bundle.
 */
export async function applePass(settings: AppleWalletSettings, ticket: Ticket): Promise<Buffer> {
  const { event } = ticket
  const pass = new PKPass(
    { ...(await passImages()), 'pass.json': Buffer.from(JSON.stringify(passJson(settings, ticket))) },
    { wwdr: settings.wwdr, signerCert: settings.certificate, signerKey: settings.key },
  )
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: ticket.entryUrl, messageEncoding: 'iso-8859-1' })
  pass.setRelevantDate(new Date(event.date))
  // iOS 18 reads the night's interval instead of the single date.
  pass.setRelevantDates([{ startDate: event.date, endDate: event.endDate }])
  const place = knownCoordinates(event)
  // Near the pub the phone offers the pass on the lock screen.
  if (place) pass.setLocations({ latitude: place.lat, longitude: place.lng, relevantText: `${event.name} at ${event.venue}` })
  return pass.getAsBuffer()
}
