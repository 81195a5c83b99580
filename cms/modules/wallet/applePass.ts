import { whenIn, whenPartsIn } from '../../i18n/dates'
import { formatAddress } from '../../../contract/place'
import { knownCoordinates, type Ticket } from './ticket'
import { passImages } from './passImages'
import { walletDescription, walletLabel, walletNearby } from './words'
import type { PassProps } from 'passkit-generator'
import type { AppleWalletSettings } from '../../../config/wallet'

/** Wallet's colours are `rgb()` strings: the site's navy, white text, the accent for labels. */
const COLOURS = { backgroundColor: 'rgb(31, 58, 95)', foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(242, 177, 52)' }

/** pass.json without what the library sets through its own methods (barcodes, dates, locations). */
function passJson(settings: AppleWalletSettings, ticket: Ticket): PassProps {
  const { event, locale } = ticket
  const { day, hours } = whenPartsIn(locale, event)
  const label = (key: Parameters<typeof walletLabel>[1]) => walletLabel(locale, key)
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: ticket.registrationId,
    organizationName: ticket.product,
    description: walletDescription(locale, event.name),
    logoText: ticket.product,
    ...COLOURS,
    eventTicket: {
      headerFields: [],
      primaryFields: [{ key: 'night', label: label('night'), value: event.name }],
      secondaryFields: [
        { key: 'date', label: label('date'), value: day },
        { key: 'time', label: label('time'), value: hours },
      ],
      auxiliaryFields: [
        { key: 'venue', label: label('venue'), value: event.venue },
        { key: 'name', label: label('name'), value: ticket.holder },
      ],
      backFields: [
        { key: 'when', label: label('when'), value: whenIn(locale, event) },
        { key: 'address', label: label('address'), value: formatAddress(event) },
        { key: 'event', label: label('event'), value: ticket.eventUrl },
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
  // Loaded at the first pass, not at every start: most sites never turn Apple Wallet on.
  const { PKPass } = await import('passkit-generator')
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
  if (place)
    pass.setLocations({
      latitude: place.lat,
      longitude: place.lng,
      relevantText: walletNearby(ticket.locale, event.name, event.venue),
    })
  return pass.getAsBuffer()
}
