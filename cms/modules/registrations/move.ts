import { loadEvent } from '../events/service'
import { localeOr } from '../../i18n/locales'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { lockEventRows } from '../../db/rowLocks'
import { seatStoreOf } from '../../db/seatStore'
import { queueMoveWebhooks } from '../webhooks/emit'
import { fillFreedSeats } from './waitlist'
import { countRegistered, seatEvent, entryOf, recordCount, writeEntry, type EventDoc, type RegistrationDeps } from './seats'
import type { Caller } from '../../lib/asCaller'
import type { Attendee } from '../../../payload-types'
import type { PayloadRequest } from 'payload'

/** Why a row may not move, when it may not: only a registered person who has not come in yet moves. */
function refusalFor(row: Attendee): string | null {
  if (row.status === 'cancelled') return messages.registrationCancelled
  if (row.status === 'waitlisted') return messages.personWaitlisted
  if (row.checkedInAt) return messages.movedCheckedIn
  return null
}

/** The address's live row at the other night refuses the move; a cancelled one is revived (the unique index allows one row). */
async function targetEntryOr409(deps: RegistrationDeps, targetId: EventDoc['id'], email: string, req?: PayloadRequest) {
  const existing = await entryOf(deps.payload, targetId, email, req)
  if (existing?.status === 'registered') throw new HttpError(409, messages.registeredThere)
  if (existing?.status === 'waitlisted') throw new HttpError(409, messages.waitlistedThere)
  return existing
}

/**
 * "Move to another night" (docs/api.md "Moving a person to another night"; the route has
 * checked that the caller manages both nights). One atomic unit across the two events:
 *
 * - the row leaves the source as a host's removal does (deleted, so the old manage link and
 *   entry code answer 404 and the night's report does not count a cancellation), and the freed
 *   seat goes to the first person waiting under the waitlist's rule;
 * - the person is registered at the target as a host adding them by hand would be: past its
 *   capacity if need be, with a new row (or their cancelled row there revived), a new manage
 *   token, no check-in and no answers (another night's questions are not these; the list shows
 *   the required ones as missing);
 * - the person's one email is queued in the same unit: the new night's confirmation saying what
 *   changed, with its invitation and the old night's METHOD:CANCEL beside it.
 *
 * A crash at any instant leaves the old state or the new one, never a person on both nights or none.
 */
export async function moveAttendee(
  deps: RegistrationDeps,
  caller: Caller,
  sourceId: EventDoc['id'],
  rowId: string | number,
  targetId: EventDoc['id'],
): Promise<Attendee> {
  const { payload, atomic, mailer, soldOut } = deps
  let email: string | undefined
  try {
    const moved = await atomic.run(async (req) => {
      const seats = seatStoreOf(payload)
      await lockEventRows(payload, [sourceId, targetId], req)
      // Still both the caller's nights to manage now the unit has them (a co-host removed meanwhile is not).
      for (const night of [sourceId, targetId]) await loadEvent(payload, String(night), { caller, req, must: 'manage' })
      const row = await seats.row(rowId, req, { event: sourceId })
      // An erased or purged row (decision 525) is a figure of its night's report, no longer a person to move.
      if (!row || row.anonymisedAt) throw new HttpError(404, messages.attendeeNotFound)
      email = row.email
      const refusal = refusalFor(row)
      if (refusal) throw new HttpError(409, refusal)
      // Held for the move as read: on PostgreSQL a check-in at the door (a conditional write that
      // takes no night's lock) runs beside the unit; of the two, the one that writes the row first
      // wins and the other hears it, never a person in the room moved away from the night.
      const held = await seats.update(row.id, { checkedInAt: null }, req, {
        event: sourceId,
        status: 'registered',
        checkedInAt: null,
        anonymisedAt: null,
      })
      if (!held) {
        const now = await seats.row(row.id, req, { event: sourceId })
        if (!now || now.anonymisedAt) throw new HttpError(404, messages.attendeeNotFound)
        throw new HttpError(409, refusalFor(now) ?? messages.movedCheckedIn)
      }
      // The caller manages the target (the route asked): its draft takes the person too.
      const target = await seatEvent(payload, targetId, { req, byTeam: true })
      const existing = await targetEntryOr409(deps, targetId, row.email, req)
      // The row exists, so its event does (an event's rows are deleted with it).
      const source = (await seats.event(sourceId, req))!

      await seats.remove(row.id, req)
      await recordCount(payload, sourceId, await countRegistered(payload, sourceId, req), req)
      const person = {
        name: row.name,
        email: row.email,
        company: row.company,
        showCompany: row.showCompany === true,
        answers: {},
        // Moved by the team, still the person's language.
        locale: localeOr(row.locale),
      }
      const written = await writeEntry(deps, targetId, existing, person, 'registered', req, { checkedInAt: null })
      await recordCount(payload, targetId, await countRegistered(payload, targetId, req), req)

      await mailer.moveConfirmation(source, row, target, written.row, req)
      await queueMoveWebhooks(payload, req, { from: source, to: target, left: row, joined: written.row })
      await fillFreedSeats(deps, sourceId, req)
      return written.row
    })
    soldOut.forget(sourceId)
    mailer.deliverSoon()
    return moved
  } catch (err) {
    // Someone registering at the other night at the same instant: the unique index decided and
    // the unit rolled back; the answer says what the database now holds.
    if (!(err instanceof HttpError) && email !== undefined) await targetEntryOr409(deps, targetId, email)
    throw err
  }
}
