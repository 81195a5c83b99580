import { messages } from '../../../contract/messages'
import { isCalledOff } from '../../../contract/calledOff'
import { HttpError } from '../../lib/httpError'
import { toEvent } from '../../lib/dto'
import { checkInUrlOf } from '../../lib/capabilities/entryCode'
import { eventUrlOf } from '../../mail/templates/eventDetails'
import { pageIn } from '../../mail/templates/words'
import { rowOfToken } from '../../lib/capabilities/manageLink'
import { eventOfRow } from '../registrations/manageService'
import { localeOr, type Locale } from '../../i18n/locales'
import type { EventDto } from '../../../contract/types'
import type { Env } from '../../../config/env'
import type { Payload } from 'payload'

/** What both wallets' passes carry: the night, the person and the entry code the door scans. */
export interface Ticket {
  /** The registration's id: the pass's serial number. */
  registrationId: string
  holder: string
  /** `<SERVER_URL>/check-in/<code>`: the confirmation email's QR code (cms/lib/capabilities/entryCode.ts). */
  entryUrl: string
  event: EventDto
  eventUrl: string
  /** The product's name now, as the emails say it. */
  product: string
  /** The language the registration stored (English for rows from before): the pass's own words are in it. */
  locale: Locale
}

/**
 * The ticket a manage token opens: 404 for an unknown token or a night that is gone (as the
 * manage page answers), 409 for a cancelled or waitlisted registration, which has no entry code, and
 * for a night called off (contract/calledOff.ts): a pass would put it back in the person's wallet.
 */
export async function ticketOf(payload: Payload, env: Env, token: string, product: string): Promise<Ticket> {
  const row = await rowOfToken(payload, token)
  if (row.status === 'cancelled') throw new HttpError(409, messages.registrationCancelled)
  if (row.status === 'waitlisted') throw new HttpError(409, messages.walletWaitlisted)
  const found = await eventOfRow(payload, row)
  if (!found) throw new HttpError(404, messages.registrationNotFound)
  const event = toEvent(found)
  if (isCalledOff(event)) throw new HttpError(409, messages.eventCalledOff)
  const locale = localeOr(row.locale)
  return {
    registrationId: String(row.id),
    holder: row.name,
    entryUrl: checkInUrlOf(env.SERVER_URL, env.PAYLOAD_SECRET, row),
    event,
    eventUrl: pageIn(locale, eventUrlOf(env.SERVER_URL, event.id)),
    product,
    locale,
  }
}

/** Coordinates (0, 0) are the event form's "unknown" (docs/product.md "Places"): no location then. */
export const knownCoordinates = ({ coordinates }: EventDto) =>
  coordinates.lat !== 0 || coordinates.lng !== 0 ? coordinates : null
