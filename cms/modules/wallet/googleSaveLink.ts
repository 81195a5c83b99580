import { createHash } from 'node:crypto'
import { SignJWT } from 'jose'
import { zonedIsoString } from '../../../contract/datetime'
import { formatAddress } from '../../../contract/place'
import { BRAND_NAVY } from '../../lib/brandMark'
import { knownCoordinates, type Ticket } from './ticket'
import { walletLabel } from './words'
import type { GoogleWalletSettings } from '../../../config/wallet'

const SAVE_URL = 'https://pay.google.com/gp/v/save/'

const localized = (value: string) => ({ defaultValue: { language: 'en-US', value } })

/** Google's ids take letters, digits, `.`, `_` and `-` after the issuer id. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_')

/** A short digest of what a class or object says. */
const versionOf = (content: unknown) => createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 10)

/**
 * The night as an event ticket class and the person's ticket as its object, both carried whole
 * in the JWT (Google makes them when the person saves). Google keeps the first class or object
 * saved under an id and ignores later copies, so each id ends with a digest of its content:
 * after a change (a new time, a corrected name) saving again gives a pass that says it. The
 * server's host is in the ids too, so two sites sharing one issuer never meet.
 */
function walletObjects(settings: GoogleWalletSettings, ticket: Ticket, serverUrl: string) {
  const { event } = ticket
  const prefix = `${settings.issuerId}.${idPart(new URL(serverUrl).host)}`
  const night = {
    issuerName: ticket.product,
    reviewStatus: 'UNDER_REVIEW',
    eventName: localized(event.name),
    venue: { name: localized(event.venue), address: localized(formatAddress(event)) },
    // Wall-clock times with the zone's offset: Google shows them as the night's local time.
    dateTime: {
      start: zonedIsoString(new Date(event.date), event.timezone),
      end: zonedIsoString(new Date(event.endDate), event.timezone),
    },
    // The link's words in the registration's language: registrants in two languages get two
    // classes of the same night (each id ends in its content's digest), each saying it in theirs.
    homepageUri: { uri: ticket.eventUrl, description: walletLabel(ticket.locale, 'event') },
    hexBackgroundColor: BRAND_NAVY,
  }
  const eventTicketClass = { id: `${prefix}-night-${idPart(String(event.id))}-${versionOf(night)}`, ...night }
  const place = knownCoordinates(event)
  const ticketContent = {
    classId: eventTicketClass.id,
    state: 'ACTIVE',
    ticketHolderName: ticket.holder,
    barcode: { type: 'QR_CODE', value: ticket.entryUrl },
    ...(place ? { locations: [{ latitude: place.lat, longitude: place.lng }] } : {}),
  }
  const eventTicketObject = {
    id: `${prefix}-registration-${idPart(ticket.registrationId)}-${versionOf(ticketContent)}`,
    ...ticketContent,
  }
  return { eventTicketClasses: [eventTicketClass], eventTicketObjects: [eventTicketObject] }
}

/**
 * "Save to Google Wallet" (docs/api.md, "Wallet passes"): a JWT signed RS256 by the service
 * account's key, `iss` its `client_email`, `aud` `google`, `typ` `savetowallet`.
 */
export async function googleSaveUrl(settings: GoogleWalletSettings, ticket: Ticket, serverUrl: string): Promise<string> {
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(serverUrl).origin],
    payload: walletObjects(settings, ticket, serverUrl),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(settings.keyId ? { kid: settings.keyId } : {}) })
    .setIssuer(settings.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(settings.privateKey)
  return SAVE_URL + jwt
}
