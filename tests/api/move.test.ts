import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { messages } from '../../contract/messages'
import { emailKeyOf } from '../../contract/emailKey'
import { attendee, createEvent, createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { endedDaysAgo, register } from '../support/nights'
import { calendarOfMail, readCalendar, strictProblems } from '../support/ics'
import { outboxIdle } from '../support/waiting'
import { refuseInserts } from '../support/testDatabase'
import { relationId } from '../../contract/relations'
import type { CapturedMail } from '../support/smtp'
import type { TestServer } from '../support/testServer'
import type { MovedAttendeeDto } from '../../contract/attendees'
import type { ManagedRegistrationDto, WaitlistEntryDto } from '../../contract/registrations'
import type { ApiError, AttendeeWithAnswers } from '../../contract/types'

/**
 * Moving a registered person to another night over real HTTP, a real database and a real
 * SMTP sink (docs/api.md "Moving a person to another night"): who may, every refusal, and what
 * both nights hold afterwards, the waitlist's promotion, the emails and the manage links.
 */
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client
let owner: Awaited<ReturnType<typeof createHost>>
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  ;({ smtp, server, master } = await startServerWithMail())
  owner = await createHost(server, { name: 'Owner Host' })
})
afterAll(() => stopServerWithMail({ smtp, server }))

const moveOf = (eventId: unknown, attendeeId: unknown) => `/api/events/${String(eventId)}/attendees/${String(attendeeId)}/move`
const move = (client: Client, eventId: unknown, attendeeId: unknown, toEventId: unknown) =>
  client.post<MovedAttendeeDto & ApiError>(moveOf(eventId, attendeeId), { toEventId })
const count = async (eventId: unknown) =>
  (await anonymous().get<{ count: number }>(`/api/events/${String(eventId)}/attendee-count`)).body.count
const listOf = async (eventId: unknown) =>
  (await owner.client.get<AttendeeWithAnswers[]>(`/api/events/${String(eventId)}/attendees`)).body
const manageStatus = async (token: string) => {
  const answer = await anonymous().get<ManagedRegistrationDto>(`/api/registrations/${token}`)
  return answer.status === 200 ? [200, answer.body.registration.status, answer.body.event.id] : [answer.status]
}
const tokenIn = (mail: CapturedMail) => /\/registrations\/([A-Za-z0-9_-]{22})/.exec(mail.text ?? '')![1]
const isTo = (mail: CapturedMail, email: string) => mail.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase())
const mailTo = (email: string, subject: RegExp, also: (mail: CapturedMail) => boolean = () => true) =>
  smtp.waitFor((m) => isTo(m, email) && subject.test(m.subject ?? '') && also(m))

/** A co-host of the event, through the team route (docs/api.md "Event teams"). */
async function addCohost(eventId: unknown, cohost: { email: string }) {
  expect((await owner.client.post(`/api/events/${String(eventId)}/team`, { email: cohost.email })).status).toBe(201)
}

describe('who may move a person', () => {
  it('the team of both nights and the master admin; anyone else is refused and nothing changes', async () => {
    const source = await createEvent(owner.client, { name: 'Source night' })
    const target = await createEvent(owner.client, { name: 'Target night' })
    const elsewhere = await createEvent(owner.client, { name: 'Third night' })
    const otherHost = await createHost(server, { name: 'Other Host' })
    const sourceCohost = await createHost(server, { name: 'Cohost of source' })
    const bothCohost = await createHost(server, { name: 'Cohost of both' })
    await addCohost(source.id, sourceCohost)
    for (const event of [source, target, elsewhere]) await addCohost(event.id, bothCohost)
    const person = await register(server, source.id)

    const anon = await move(anonymous(), source.id, person.id, target.id)
    expect([anon.status, anon.body.message]).toEqual([401, messages.notSignedIn])
    for (const refused of [otherHost, sourceCohost]) {
      const answer = await move(refused.client, source.id, person.id, target.id)
      expect([answer.status, answer.body]).toEqual([403, { message: messages.forbidden }])
    }
    // Managing the target only is not enough either.
    const theirs = await createEvent(otherHost.client, { name: 'Their night' })
    const foreign = await register(server, theirs.id)
    expect((await move(owner.client, theirs.id, foreign.id, target.id)).status).toBe(403)
    expect((await move(otherHost.client, theirs.id, foreign.id, target.id)).status).toBe(403)
    expect([await count(source.id), await count(target.id), await count(theirs.id)]).toEqual([1, 0, 1])

    // The owner of both, a co-host of both and the master admin each move the person on.
    const owned = await move(owner.client, source.id, person.id, target.id)
    expect(owned.status).toBe(200)
    expect(owned.body.attendee).toMatchObject({ eventId: target.id, email: person.email, name: person.name })
    const byCohost = await move(bothCohost.client, target.id, owned.body.attendee.id, elsewhere.id)
    expect(byCohost.status).toBe(200)
    const byMaster = await move(master, elsewhere.id, byCohost.body.attendee.id, source.id)
    expect([byMaster.status, byMaster.body.attendee.eventId]).toEqual([200, source.id])
    expect([await count(source.id), await count(target.id), await count(elsewhere.id)]).toEqual([1, 0, 0])
  })
})

describe('a move', () => {
  it('frees the seat for the first person waiting, registers the person past the full night, and emails both nights', async () => {
    const source = await createEvent(owner.client, { name: 'Old night', maxAttendees: 1 })
    const target = await createEvent(owner.client, {
      name: 'New night',
      maxAttendees: 1,
      questions: [{ label: 'Which shop?', kind: 'text', required: true }],
    })
    const moving = await register(server, source.id)
    const firstConfirmation = await mailTo(moving.email, /you're registered for Old night/)
    const oldUid = readCalendar(calendarOfMail(firstConfirmation)).events[0].uid
    const waiting = attendee()
    expect((await anonymous().post(`/api/events/${source.id}/waitlist`, waiting)).status).toBe(201)
    // Someone the host added by hand (the night's required answer may be missing then).
    const alreadyThere = attendee()
    expect((await owner.client.post(`/api/events/${target.id}/attendees`, alreadyThere)).status).toBe(201)
    expect([await count(source.id), await count(target.id)]).toEqual([1, 1])

    const moved = await move(owner.client, source.id, moving.id, target.id)
    expect(moved.status).toBe(200)
    expect(Object.keys(moved.body)).toEqual(['attendee'])
    expect(JSON.stringify(moved.body)).not.toMatch(/token|registrations\//i)

    // Both nights' counts are exact: the seat went to the first person waiting, and the
    // full night took the person past its capacity, as a host adding someone by hand may.
    expect([await count(source.id), await count(target.id)]).toEqual([1, 2])
    expect((await listOf(source.id)).map((row) => row.email)).toEqual([waiting.email])
    const atTarget = (await listOf(target.id)).find((row) => row.email === moving.email)!
    expect(atTarget).toMatchObject({ id: moved.body.attendee.id, answers: {}, checkedInAt: null })
    expect(atTarget.missingAnswers).toHaveLength(1)
    expect((await master.get<WaitlistEntryDto[]>(`/api/events/${source.id}/waitlist`)).body).toEqual([])
    expect((await listOf(target.id)).map((row) => row.email).sort()).toEqual([alreadyThere.email, moving.email].sort())

    // One email, the new night's confirmation, saying what changed: the new night's invitation
    // (a new UID) and the old night's METHOD:CANCEL for the old UID beside it.
    const movedMail = await mailTo(moving.email, /your registration moved from Old night to New night/)
    expect(movedMail.text).toContain('The hosts moved your registration from Old night to New night.')
    expect(movedMail.text).toContain('What changed:\nNight: Old night → New night')
    const calendars = movedMail.attachments.map((file) => file.filename).filter((name) => name?.endsWith('.ics'))
    expect(calendars).toEqual(['event.ics', 'cancelled-event.ics'])
    const invitationText = calendarOfMail(movedMail)
    const cancellationText = calendarOfMail(movedMail, 'cancelled-event.ics')
    expect(strictProblems(invitationText, 'REQUEST')).toEqual([])
    expect(strictProblems(cancellationText, 'CANCEL')).toEqual([])
    const request = readCalendar(invitationText)
    expect(request.method).toBe('REQUEST')
    expect(request.events[0].uid).not.toBe(oldUid)
    const cancel = readCalendar(cancellationText)
    expect(cancel.method).toBe('CANCEL')
    expect(cancel.events).toEqual([expect.objectContaining({ uid: oldUid, status: 'CANCELLED', sequence: 1 })])
    expect(movedMail.attachments.map((file) => file.filename)).toContain('entry-code.png')
    const newToken = tokenIn(movedMail)
    expect(newToken).not.toBe(moving.token)
    expect(await manageStatus(moving.token)).toEqual([404])
    expect(await manageStatus(newToken)).toEqual([200, 'registered', target.id])
    // The first person waiting at the old night got the seat, with a confirmation that says so.
    const promoted = await mailTo(waiting.email, /a seat opened up, you're registered for Old night/)
    expect(promoted.text).toContain("A seat opened up at Old night and it's yours")
    expect(await manageStatus(tokenIn(promoted))).toEqual([200, 'registered', source.id])

    // Nobody else heard anything.
    await outboxIdle(server.payload)
    const people = [moving.email, waiting.email, alreadyThere.email]
    const subjects = smtp.received
      .filter((mail) => people.some((email) => isTo(mail, email)))
      .map((mail) => `${mail.envelopeTo.join()}: ${mail.subject}`)
    // Rita's first confirmation and her one move email; the waiting person's join and seat; the added person's confirmation.
    expect(subjects).toHaveLength(5)
  })

  it('revives the person’s cancelled row at the other night: one row per address, a new link, no old check-in', async () => {
    const source = await createEvent(owner.client, { name: 'From night' })
    const target = await createEvent(owner.client, { name: 'To night' })
    const email = `Mixed.Case.${Date.now()}@Example.com`
    const earlier = await register(server, target.id, { email: email.toLowerCase() })
    expect((await owner.client.post(`/api/events/${target.id}/check-ins`, { attendeeId: earlier.id })).status).toBe(201)
    // Undone and cancelled: an earlier check-in must not come back with the revived row.
    expect((await owner.client.delete(`/api/events/${target.id}/check-ins/${earlier.id}`)).status).toBe(200)
    expect((await anonymous().post(`/api/registrations/${earlier.token}/cancel`, {})).status).toBe(200)
    const moving = await register(server, source.id, { email })

    const moved = await move(owner.client, source.id, moving.id, target.id)
    expect(moved.status).toBe(200)
    expect(String(moved.body.attendee.id)).toBe(String(earlier.id))
    const rows = await server.payload.find({
      collection: 'attendees',
      where: { emailKey: { equals: emailKeyOf(email) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(rows.docs.map((row) => [String(relationId(row.event)), row.status, row.checkedInAt ?? null])).toEqual([
      [String(target.id), 'registered', null],
    ])
    expect(await manageStatus(earlier.token)).toEqual([404])
    expect(await manageStatus(moving.token)).toEqual([404])
    const confirmation = await mailTo(email, /your registration moved from From night to To night/)
    expect(await manageStatus(tokenIn(confirmation))).toEqual([200, 'registered', target.id])
  })

  it('a failure at its last write leaves the old state whole: no half move, no email', async () => {
    const source = await createEvent(owner.client, { name: 'Crash source', maxAttendees: 1 })
    const target = await createEvent(owner.client, { name: 'Crash target' })
    const moving = await register(server, source.id)
    const waiting = attendee()
    expect((await anonymous().post(`/api/events/${source.id}/waitlist`, waiting)).status).toBe(201)
    await outboxIdle(server.payload)
    const sent = smtp.received.length
    // The unit's last write is the promoted person's confirmation (for the source night): the
    // database itself refuses it, as a full disk or a killed process would stop the unit there.
    const allow = await refuseInserts(
      server.dir,
      'email_outbox',
      `NEW.template = 'registrationConfirmation' AND NEW.subject LIKE '%Crash source%'`,
    )
    try {
      const failed = await move(owner.client, source.id, moving.id, target.id)
      expect(failed.status).toBeGreaterThanOrEqual(500)
      expect(JSON.stringify(failed.body)).not.toMatch(/injected|stack/)
    } finally {
      await allow()
    }
    expect([await count(source.id), await count(target.id)]).toEqual([1, 0])
    expect(await manageStatus(moving.token)).toEqual([200, 'registered', source.id])
    expect((await owner.client.get<WaitlistEntryDto[]>(`/api/events/${source.id}/waitlist`)).body).toEqual([
      expect.objectContaining({ email: waiting.email, position: 1 }),
    ])
    await outboxIdle(server.payload)
    expect(smtp.received.length).toBe(sent)
    // Nothing was left half done: the same move now goes through.
    expect((await move(owner.client, source.id, moving.id, target.id)).status).toBe(200)
    expect([await count(source.id), await count(target.id)]).toEqual([1, 1])
  })

  it('moves people off a called-off (archived) night', async () => {
    const source = await createEvent(owner.client, { name: 'Called off night' })
    const target = await createEvent(owner.client, { name: 'Rescue night' })
    const person = await register(server, source.id)
    expect((await owner.client.patch(`/api/events/${source.id}/archive`)).status).toBe(200)
    const moved = await move(owner.client, source.id, person.id, target.id)
    expect([moved.status, await count(source.id), await count(target.id)]).toEqual([200, 0, 1])
  })

  it('one of two moves of the same person at once wins; the person is on exactly one night', async () => {
    const source = await createEvent(owner.client, { name: 'Race source' })
    const targets = [await createEvent(owner.client, { name: 'Race A' }), await createEvent(owner.client, { name: 'Race B' })]
    const person = await register(server, source.id)
    const answers = await Promise.all(targets.map((target) => move(owner.client, source.id, person.id, target.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404])
    const counts = [await count(source.id), await count(targets[0].id), await count(targets[1].id)]
    expect(counts[0]).toBe(0)
    expect(counts[1] + counts[2]).toBe(1)
  })
})

describe('refusals', () => {
  it('answers 400, 404 and 409 with the documented messages and changes nothing', async () => {
    const source = await createEvent(owner.client, { name: 'Refusing source' })
    const target = await createEvent(owner.client, { name: 'Refusing target' })
    const person = await register(server, source.id)
    const expectAnswer = async (answer: Promise<{ status: number; body: ApiError }>, status: number, message: string) => {
      const { status: got, body } = await answer
      expect([got, body.message]).toEqual([status, message])
    }

    // Bad bodies: 400 with the field named.
    for (const body of [{}, { toEventId: '' }, { toEventId: null }, { toEventId: { id: 1 } }, { toEventId: 1.5 }]) {
      const answer = await owner.client.post<ApiError>(moveOf(source.id, person.id), body)
      expect([answer.status, answer.body]).toEqual([
        400,
        { message: messages.chooseMoveTarget, errors: { toEventId: messages.chooseMoveTarget } },
      ])
    }
    // Unknown event, attendee or target; an attendee of another event.
    const elsewhere = await register(server, target.id)
    await expectAnswer(move(owner.client, 999999, person.id, target.id), 404, messages.eventNotFound)
    await expectAnswer(move(owner.client, 'not-an-id', person.id, target.id), 404, messages.eventNotFound)
    await expectAnswer(move(owner.client, source.id, 999999, target.id), 404, messages.attendeeNotFound)
    await expectAnswer(move(owner.client, source.id, 'not-an-id', target.id), 404, messages.attendeeNotFound)
    await expectAnswer(move(owner.client, source.id, elsewhere.id, target.id), 404, messages.attendeeNotFound)
    await expectAnswer(move(owner.client, source.id, person.id, 999999), 404, messages.eventNotFound)
    await expectAnswer(move(owner.client, source.id, person.id, 'not-an-id'), 404, messages.eventNotFound)

    // The same night.
    await expectAnswer(move(owner.client, source.id, person.id, source.id), 409, messages.moveToSameEvent)
    await expectAnswer(move(owner.client, source.id, person.id, String(source.id)), 409, messages.moveToSameEvent)
    // Already registered, or waiting, at the other night (by the address's key, any letter case).
    const twin = await register(server, target.id, { email: person.email.toUpperCase() })
    await expectAnswer(move(owner.client, source.id, person.id, target.id), 409, messages.registeredThere)
    expect((await owner.client.delete(`/api/events/${target.id}/attendees/${twin.id}`)).status).toBe(200)
    const full = await createEvent(owner.client, { name: 'Full night', maxAttendees: 1 })
    await register(server, full.id)
    expect((await anonymous().post(`/api/events/${full.id}/waitlist`, attendee({ email: person.email }))).status).toBe(201)
    await expectAnswer(move(owner.client, source.id, person.id, full.id), 409, messages.waitlistedThere)
    // A night that is archived or one that has started is closed (the team's own draft is not:
    // tests/api/drafts.test.ts).
    const archived = await createEvent(owner.client, { name: 'Archived night' })
    expect((await owner.client.patch(`/api/events/${archived.id}/archive`)).status).toBe(200)
    await expectAnswer(move(owner.client, source.id, person.id, archived.id), 409, messages.registrationClosed)
    const started = await createEvent(owner.client, { name: 'Started night' })
    await server.payload.db.updateOne({
      collection: 'events',
      where: { id: { equals: started.id } },
      data: { date: new Date(Date.now() - 3600_000).toISOString() },
      returning: false,
    })
    await expectAnswer(move(owner.client, source.id, person.id, started.id), 409, messages.registrationClosed)
    expect([await count(source.id), await manageStatus(person.token)]).toEqual([1, [200, 'registered', source.id]])

    // Only a registered person who has not checked in moves.
    expect((await owner.client.post(`/api/events/${source.id}/check-ins`, { attendeeId: person.id })).status).toBe(201)
    await expectAnswer(move(owner.client, source.id, person.id, target.id), 409, messages.movedCheckedIn)
    const cancelled = await register(server, source.id)
    expect((await anonymous().post(`/api/registrations/${cancelled.token}/cancel`, {})).status).toBe(200)
    await expectAnswer(move(owner.client, source.id, cancelled.id, target.id), 409, messages.registrationCancelled)
    const fullSource = await createEvent(owner.client, { name: 'Full source', maxAttendees: 1 })
    await register(server, fullSource.id)
    const waiter = attendee()
    expect((await anonymous().post(`/api/events/${fullSource.id}/waitlist`, waiter)).status).toBe(201)
    const waitingRow = (await owner.client.get<WaitlistEntryDto[]>(`/api/events/${fullSource.id}/waitlist`)).body[0]
    await expectAnswer(move(owner.client, fullSource.id, waitingRow.id, target.id), 409, messages.personWaitlisted)

    expect([await count(source.id), await count(target.id), await count(fullSource.id)]).toEqual([1, 1, 1])
  })

  it('a move off a night that is over leaves that night in the calendar: the invitation only, no cancellation', async () => {
    const source = await createEvent(owner.client, { name: 'Happened night' })
    const target = await createEvent(owner.client, { name: 'Next night' })
    const person = await register(server, source.id)
    await mailTo(person.email, /you're registered for Happened night/)
    await endedDaysAgo(server, source.id, 1)
    expect((await move(owner.client, source.id, person.id, target.id)).status).toBe(200)
    const movedMail = await mailTo(person.email, /your registration moved from Happened night to Next night/)
    expect(movedMail.attachments.map((file) => file.filename).filter((name) => name?.endsWith('.ics'))).toEqual(['event.ics'])
    expect(readCalendar(calendarOfMail(movedMail)).method).toBe('REQUEST')
    expect(movedMail.text).not.toContain('cancelled-event.ics')
  })

  it('a no-show of a past night erased from the site stays a “Removed” row there: moving it is refused', async () => {
    const source = await createEvent(owner.client, { name: 'Erased source' })
    const target = await createEvent(owner.client, { name: 'Erased target' })
    const person = await register(server, source.id)
    await endedDaysAgo(server, source.id, 1)
    expect((await master.post('/api/privacy/erase', { email: person.email })).status).toBe(200)
    const row = await server.payload.findByID({ collection: 'attendees', id: person.id, overrideAccess: true })
    expect(row).toMatchObject({ status: 'registered', email: '' })
    const answer = await move(owner.client, source.id, person.id, target.id)
    expect([answer.status, answer.body.message]).toEqual([404, messages.attendeeNotFound])
    expect(await listOf(target.id)).toEqual([])
  })
})
