import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { relationId } from '../../../contract/relations'
import { isCalledOff } from '../../../contract/calledOff'
import { answerText, type Answers } from '../../../contract/questions'
import { entryCodeMatches, parseEntryCode } from '../../lib/capabilities/entryCode'
import { writeVersionOf } from '../../db/writeVersion'
import { toEvent } from '../../lib/dto'
import { prepareJson, type PreparedJson } from '../../http/preparedJson'
import { seatStoreOf } from '../../db/seatStore'
import { registerAttendee } from '../registrations/registration'
import { queueWebhook } from '../webhooks/emit'
import { dropWaitingMorningAfter } from '../feedback/waitingPulse'
import { withdrawWaitingCheckIns } from '../webhooks/undoneCheckIn'
import { doorQuestions, doorRows } from './doorRows'
import { doorConflicts } from './conflicts'
import { keptBriefly } from './keptBriefly'
import type { Attendee, Event } from '../../../payload-types'
import type { AtomicUnits } from '../../db/atomic'
import type { Payload } from 'payload'
import type { Registration, RegistrationDeps } from '../registrations/seats'

type DoorRow = Pick<Attendee, 'id' | 'name' | 'company'> & Partial<Pick<Attendee, 'checkedInAt'>>

/** A person as the door sees them: never an email address. */
export const toDoorPerson = (doc: DoorRow) => ({
  id: doc.id,
  name: doc.name,
  company: doc.company,
  checkedInAt: doc.checkedInAt ?? null,
})

const eventIdOf = (row: Attendee) => relationId(row.event)

/** One second, or until an attendee, a door scan or the night changes in this process. */
const keptLists = keptBriefly<PreparedJson>(1000)

/**
 * The door's list as ten phones refresh it at a busy night (`GET …/check-ins`, docs/api.md): the
 * night, its registered people by name with the running count, and the scans another phone had
 * already made (./conflicts.ts). Made once and sent as the same bytes to every phone until an
 * attendee row or a door scan changes in this process (cms/db/writeVersion.ts), the night
 * changes, or a second passes, so a check-in, an undo, a walk-in or a cancellation shows on the
 * next refresh (docs/benchmarks.md).
 */
export function doorListAnswer(payload: Payload, event: Event): Promise<PreparedJson> {
  const shown = toEvent(event)
  const version = `${writeVersionOf(payload, 'attendees')()}:${writeVersionOf(payload, 'door-scans')()}:${JSON.stringify(shown)}`
  return keptLists(payload, String(event.id), version, async () => {
    const [list, conflicts] = await Promise.all([readDoorList(payload, event), doorConflicts(payload, event)])
    // "Also scanned on phone B" only beside someone checked in now: an undo or a cancellation
    // leaves the scans stored, since a phone's upload sent again must find its scan applied and
    // not check the person in a second time (./checkInBatch.ts).
    const checkedIn = new Set(list.attendees.filter((person) => person.checkedInAt).map((person) => String(person.id)))
    return prepareJson({ event: shown, ...list, conflicts: conflicts.filter((scan) => checkedIn.has(String(scan.attendeeId))) })
  })
}

/**
 * The door's list: registered people by name, with the running count (./doorRows.ts: only name,
 * company, check-in time and the door's answers leave here, never an email or a row's key).
 */
async function readDoorList(payload: Payload, event: Pick<Event, 'id' | 'questions'>) {
  const atDoor = doorQuestions(event)
  const found = await doorRows(payload, event)
  const attendees = found.map((doc) => {
    const answers = (doc.answers ?? {}) as Answers
    const doorAnswers = atDoor
      .map((question) => ({ label: question.label, answer: answerText(question, answers[question.id]) }))
      .filter((item) => item.answer !== '')
    return { ...toDoorPerson(doc), ...(atDoor.length ? { doorAnswers } : {}) }
  })
  return { registered: attendees.length, checkedIn: attendees.filter((person) => person.checkedInAt).length, attendees }
}

/** The door checks in only a registered person of this night whose row still names them. */
function refuseUnlessRegisteredHere(row: Attendee, eventId: string | number) {
  // An anonymised row's person is gone (retention or erasure): its entry code opens nothing.
  if (row.anonymisedAt || String(eventIdOf(row)) !== String(eventId)) throw new HttpError(404, messages.registrationNotFound)
  if (row.status === 'cancelled') throw new HttpError(409, messages.registrationCancelled)
  if (row.status === 'waitlisted') throw new HttpError(409, messages.personWaitlisted)
}

/**
 * Checks one registered person in, once: the row is read and written in one unit, so two
 * phones scanning the same code at once record one time and both hear it.
 * `who` is a scanned entry code (or the URL holding it) or an attendee id from the list.
 */
export async function checkIn(
  payload: Payload,
  atomic: AtomicUnits,
  secret: string,
  eventId: string | number,
  who: { token?: string; attendeeId?: string | number },
) {
  const scanned = who.token !== undefined ? parseEntryCode(who.token) : null
  const attendeeId = who.token !== undefined ? scanned?.attendeeId : who.attendeeId
  if (attendeeId === undefined) throw new HttpError(404, messages.registrationNotFound)
  const seats = seatStoreOf(payload)
  return atomic.run(async (req) => {
    const row = await seats.row(attendeeId, req)
    // A scanned code must be the one issued for this very row (its key, not only its id).
    if (scanned && !entryCodeMatches(secret, scanned, row)) throw new HttpError(404, messages.registrationNotFound)
    if (!row) throw new HttpError(404, messages.registrationNotFound)
    refuseUnlessRegisteredHere(row, eventId)
    if (row.checkedInAt) return { created: false, attendee: toDoorPerson(row), checkedInAt: row.checkedInAt }
    const checkedInAt = new Date().toISOString()
    // Only while the person is registered and named and nobody is checked in on the row: of two
    // phones scanning at once (two processes on PostgreSQL do not take turns here), one records
    // its time and the other hears that one; a cancellation, erasure or move committed meanwhile
    // wins.
    const recorded = await seats.update(row.id, { checkedInAt }, req, {
      checkedInAt: null,
      status: 'registered',
      anonymisedAt: null,
    })
    if (!recorded) {
      const first = await seats.row(row.id, req)
      if (!first) throw new HttpError(404, messages.registrationNotFound)
      refuseUnlessRegisteredHere(first, eventId)
      return { created: false, attendee: toDoorPerson(first), checkedInAt: first.checkedInAt ?? checkedInAt }
    }
    await queueWebhook(payload, req, 'checkin.created', { event: { id: eventId }, person: { ...row, checkedInAt } })
    return { created: true, attendee: toDoorPerson({ ...row, checkedInAt }), checkedInAt }
  })
}

/**
 * Undo at the door: the person is no longer checked in, nor thanked for coming by an email still
 * waiting, nor announced as come by a webhook delivery still waiting.
 */
export async function undoCheckIn(payload: Payload, atomic: AtomicUnits, eventId: string | number, attendeeId: string) {
  const seats = seatStoreOf(payload)
  return atomic.run(async (req) => {
    const row = await seats.row(attendeeId, req)
    // An anonymised row's check-in is a figure of the reports now, no longer the door's to change.
    if (!row || row.anonymisedAt || String(eventIdOf(row)) !== String(eventId))
      throw new HttpError(404, messages.registrationNotFound)
    await seats.update(row.id, { checkedInAt: null }, req)
    if (row.checkedInAt) {
      await dropWaitingMorningAfter(payload, row, req)
      await withdrawWaitingCheckIns(payload, row.id, req)
    }
    return { attendee: toDoorPerson({ ...row, checkedInAt: null }) }
  })
}

/**
 * Nobody comes to a night called off (contract/calledOff.ts): its door takes no check-in, from
 * its team or an offline batch (a door link is closed by then: ./doorLinks.ts). Undoing one stays.
 */
export function refuseCalledOff(event: Event) {
  if (isCalledOff(event)) throw new HttpError(409, messages.eventCalledOff)
}

/**
 * Someone at the door who did not register: added like a host adds people (capacity may be
 * exceeded, after the start too), already checked in, with the normal confirmation email.
 */
export async function walkIn(deps: RegistrationDeps, event: Pick<Event, 'id' | 'archived' | 'date'>, input: Registration) {
  const { attendee } = await registerAttendee(deps, event, input, true, { checkedIn: true })
  return { attendee: toDoorPerson(attendee), checkedInAt: attendee.checkedInAt }
}
