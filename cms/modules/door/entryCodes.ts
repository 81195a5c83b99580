import { messages } from '../../../contract/messages'
import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { entryCodeMatches, parseEntryCode } from '../../lib/capabilities/entryCode'
import { toEvent } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { contactCodeOf } from '../networking/badges'
import type { EntryCodeDto } from '../../../contract/door'
import type { Payload } from 'payload'

/**
 * Whose entry code it is (the QR code of the confirmation email opens `/check-in/{code}`), for
 * that page: the person's name, the night and the state, and their contact code while they
 * are opted in to "Who to meet" (it is printed beside it on the badge), never an email address
 * or phone number. The code is a capability (an HMAC of the attendee id and the row's key,
 * cms/lib/capabilities/entryCode.ts): a forged, altered or removed one is 404 alike. Reading it
 * changes nothing; checking in stays the door's (docs/decisions.md, decision 89).
 */
export async function entryCodeOwner(payload: Payload, secret: string, code: string): Promise<EntryCodeDto> {
  const scanned = parseEntryCode(code)
  const found =
    scanned === null
      ? null
      : await payload.findByID({
          collection: 'attendees',
          id: scanned.attendeeId,
          depth: 0,
          disableErrors: true,
          // The row's key, hidden from every API, decides whether the code is this row's.
          showHiddenFields: true,
          select: { name: true, status: true, checkedInAt: true, event: true, rowKey: true, anonymisedAt: true },
          ...asSystem('whoever holds an entry code reads whose it is (name and status only)'),
        })
  // An erased or purged person's code is dead too (docs/privacy.md): their row keeps its key.
  const row = scanned && entryCodeMatches(secret, scanned, found) && !found?.anonymisedAt ? found : null
  const eventId = row ? relationId(row.event) : null
  const event =
    eventId === null
      ? null
      : await payload.findByID({
          collection: 'events',
          id: eventId,
          depth: 0,
          disableErrors: true,
          ...asSystem('the night of an entry code, for whoever holds the code'),
        })
  if (!row || !event) throw new HttpError(404, messages.entryCodeInvalid)
  // The badge carries both codes: a neighbour who scanned this one is offered the swap instead.
  const contactCode = await contactCodeOf(payload, secret, event.id, row.id)
  return {
    name: row.name,
    status: row.status,
    checkedInAt: row.checkedInAt ?? null,
    event: toEvent(event),
    ...(contactCode ? { contactCode } : {}),
  }
}
