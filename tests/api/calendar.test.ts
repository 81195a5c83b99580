import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { calendarOfMail, readCalendar, strictProblems } from '../support/ics'
import { outboxIdle } from '../support/waiting'
import { endedDaysAgo } from '../support/nights'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

/** A row's UID: its kind and id, and a digest of the key issued for that row (cms/mail/calendar.ts). */
const uidOf = (kind: string, id: string | number) =>
  expect.stringMatching(new RegExp(`^${kind}-${id}-[A-Za-z0-9_-]{22}@localhost$`))

/**
 * docs/product.md "Calendar", over real HTTP and a real SMTP sink: every .ics the product
 * emits (confirmation, download, update, cancellation, feeds) is strict and read the same by
 * ical.js and node-ical.
 */
describe('calendar files that stay true', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer
  let master: Client
  const anonymous = () => new Client(server.url)

  beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
  afterAll(() => stopServerWithMail({ smtp, server }))

  const icsOf = calendarOfMail
  const register = async (eventId: string | number, overrides: Record<string, unknown> = {}) => {
    const person = attendee(overrides)
    const response = await anonymous().post(`/api/events/${eventId}/attendees`, person)
    expect(response.status).toBe(201)
    const { id, manageUrl } = response.body as { id: string | number; manageUrl: string }
    return { ...person, id, token: new URL(manageUrl).pathname.split('/').pop()! }
  }
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email))

  it('confirms with METHOD:REQUEST, ORGANIZER and ATTENDEE, and the site download carries the same UID', async () => {
    const event = await createEvent(master, {
      name: 'Invite Night 🍺',
      date: '2031-07-10T00:30:00.000Z',
      endDate: '2031-07-10T03:00:00.000Z',
      timezone: 'America/Denver',
    })
    const person = await register(event.id, { name: 'Mae Mail' })
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    const ics = icsOf(mail)
    expect(strictProblems(ics, 'REQUEST')).toEqual([])
    const read = readCalendar(ics)
    expect(read.method).toBe('REQUEST')
    expect(read.events).toHaveLength(1)
    expect(read.events[0]).toMatchObject({
      uid: uidOf('registration', person.id),
      sequence: 0,
      start: '2031-07-10T00:30:00.000Z',
      end: '2031-07-10T03:00:00.000Z',
      summary: 'Invite Night 🍺',
      status: 'CONFIRMED',
      organizer: 'events@example.com',
      attendees: [person.email],
    })
    const part = mail.attachments.find((attachment) => attachment.filename === 'event.ics')!
    expect(part.mimeType).toBe('text/calendar')

    // The email's link and the toast's link are the same server file, with the same UID.
    const downloadUrl = `/api/events/${event.id}/calendar.ics?registration=${person.id}`
    expect(mail.text).toContain(`${server.url}${downloadUrl}`)
    const download = await anonymous().get(downloadUrl)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="invite-night.ics"')
    expect(strictProblems(download.text, 'PUBLISH')).toEqual([])
    expect(readCalendar(download.text).events.map((entry) => [entry.uid, entry.sequence])).toEqual([[read.events[0].uid, 0]])
    // Names nobody: no ATTENDEE in a file anyone with the link can fetch.
    expect(download.text).not.toContain(person.email)

    // Cancelled, the same link's file says so, at the cancellation email's SEQUENCE: opened from the
    // old email later, it does not bring the night back to a calendar that removed it.
    expect((await anonymous().post(`/api/registrations/${person.token}/cancel`, {})).status).toBe(200)
    const cancellation = readCalendar(
      icsOf(await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && m !== mail && /CANCEL/.test(icsOf(m)))),
    )
    expect(cancellation.events[0]).toMatchObject({ uid: read.events[0].uid, status: 'CANCELLED', sequence: 1 })
    const afterCancelling = await anonymous().get(downloadUrl)
    expect(strictProblems(afterCancelling.text, 'PUBLISH')).toEqual([])
    expect(readCalendar(afterCancelling.text).events[0]).toMatchObject({
      uid: read.events[0].uid,
      status: 'CANCELLED',
      sequence: 1,
    })

    expect((await anonymous().get(`/api/events/${event.id}/calendar.ics?registration=999999`)).status).toBe(404)
    const other = await createEvent(master, { name: 'Other Night' })
    expect((await anonymous().get(`/api/events/${other.id}/calendar.ics?registration=${person.id}`)).status).toBe(404)
    expect((await anonymous().get('/api/events/999999/calendar.ics')).status).toBe(404)
  })

  it('an edit of time or place emails every registrant an update: same UID, SEQUENCE 1, what changed in the text', async () => {
    const body = eventBody({
      name: 'Moving Night',
      date: '2031-09-10T23:00:00.000Z',
      endDate: '2031-09-11T02:00:00.000Z',
      timezone: 'America/Chicago',
    })
    const created = await master.post('/api/events', body)
    expect(created.status).toBe(201)
    const event = created.body
    const first = await register(event.id)
    const second = await register(event.id)
    await smtp.waitFor((m) => m.envelopeTo.includes(second.email))

    // Not name, time or place: nobody hears of it.
    expect((await master.patch(`/api/events/${event.id}`, { ...body, description: 'New words only.' })).status).toBe(200)
    const moved = await master.patch(`/api/events/${event.id}`, {
      ...body,
      description: 'New words only.',
      date: '2031-09-11T00:00:00.000Z',
      endDate: '2031-09-11T03:00:00.000Z',
      venue: 'The Bigger Tap',
    })
    expect(moved.status).toBe(200)
    for (const person of [first, second]) {
      const update = await smtp.waitFor(
        (m) => m.envelopeTo.includes(person.email) && m.subject === 'Makers Pub Night: Moving Night has changed',
      )
      expect(update.text).toContain(
        'When: Wednesday, September 10, 2031 7:00 PM - 10:00 PM CDT (was Wednesday, September 10, 2031 6:00 PM - 9:00 PM CDT)',
      )
      expect(update.text).toContain(
        'Where: The Bigger Tap, 1 Main St, Chicago, IL, USA (was The Test Tap, 1 Main St, Chicago, IL, USA)',
      )
      const ics = icsOf(update)
      expect(strictProblems(ics, 'REQUEST')).toEqual([])
      expect(readCalendar(ics).events[0]).toMatchObject({
        uid: uidOf('registration', person.id),
        sequence: 1,
        start: '2031-09-11T00:00:00.000Z',
        attendees: [person.email],
      })
    }
    expect(mailsTo(first.email)).toHaveLength(2)
    const download = await anonymous().get(`/api/events/${event.id}/calendar.ics?registration=${first.id}`)
    expect(readCalendar(download.text).events[0].sequence).toBe(1)

    // Archiving before the start is not a change of name, time or place: it calls the night off.
    expect((await master.patch(`/api/events/${event.id}/archive`)).status).toBe(200)
    const calledOff = await smtp.waitFor((m) => m.envelopeTo.includes(first.email) && / is cancelled$/.test(m.subject ?? ''))
    const read = readCalendar(icsOf(calledOff))
    expect(read.method).toBe('CANCEL')
    expect(read.events[0]).toMatchObject({ status: 'CANCELLED', sequence: 2 })
    // The manage page's download says so too, under the same UID: opened later, it does not bring the night back.
    const afterwards = await anonymous().get(`/api/events/${event.id}/calendar.ics?registration=${first.id}`)
    expect(strictProblems(afterwards.text, 'PUBLISH')).toEqual([])
    expect(readCalendar(afterwards.text).events[0]).toMatchObject({ uid: read.events[0].uid, status: 'CANCELLED', sequence: 2 })
    const outbox = await server.payload.find({ collection: 'email-outbox', where: { to: { equals: first.email } } })
    expect(outbox.totalDocs).toBe(3)
    // Deleted later from the archived list: they were told already, so nobody is told twice.
    expect((await master.delete(`/api/events/${event.id}`)).status).toBe(200)
    await outboxIdle(server.payload)
    expect(mailsTo(first.email).filter((m) => / is cancelled$/.test(m.subject ?? ''))).toHaveLength(1)
  })

  it('archiving a night once it has started is housekeeping: nobody is emailed', async () => {
    const event = await createEvent(master, { name: 'Tonight Already' })
    const guest = await register(event.id)
    await smtp.waitFor((m) => m.envelopeTo.includes(guest.email))
    // It began half an hour ago (registrations close at the start: time moves after).
    await endedDaysAgo(server, event.id, -(2.5 / 24))
    expect((await master.patch(`/api/events/${event.id}/archive`)).status).toBe(200)
    await outboxIdle(server.payload)
    const outbox = await server.payload.find({ collection: 'email-outbox', where: { to: { equals: guest.email } } })
    expect(outbox.totalDocs).toBe(1)
  })

  it('deleting a future event emails METHOD:CANCEL, STATUS:CANCELLED, SEQUENCE + 1 to every registrant', async () => {
    const event = await createEvent(master, { name: 'Doomed Night' })
    const person = await register(event.id)
    await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect((await master.delete(`/api/events/${event.id}`)).status).toBe(200)
    const cancel = await smtp.waitFor(
      (m) => m.envelopeTo.includes(person.email) && m.subject === 'Makers Pub Night: Doomed Night is cancelled',
    )
    expect(cancel.text).toContain('Doomed Night')
    const ics = icsOf(cancel)
    expect(strictProblems(ics, 'CANCEL')).toEqual([])
    const read = readCalendar(ics)
    expect(read.method).toBe('CANCEL')
    expect(read.events[0]).toMatchObject({
      uid: uidOf('registration', person.id),
      sequence: 1,
      status: 'CANCELLED',
      organizer: 'events@example.com',
      attendees: [person.email],
    })
  })

  it('people waiting hear of a change, and that the waitlist closes when the night is called off or deleted; no calendar file', async () => {
    const waiter = async (name: string) => {
      const event = await createEvent(master, { name, maxAttendees: 1 })
      const seated = await register(event.id)
      const person = attendee()
      const waiting = await anonymous().post(`/api/events/${event.id}/waitlist`, person)
      expect(waiting.status).toBe(201)
      await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
      return { event, seated, person }
    }
    const mailTo = (email: string, subject: string) => smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject)

    const moved = await waiter('Shifting Night')
    const later = { date: '2031-10-01T23:00:00.000Z', endDate: '2031-10-02T02:00:00.000Z' }
    expect(
      (await master.patch(`/api/events/${moved.event.id}`, eventBody({ name: 'Shifting Night', maxAttendees: 1, ...later })))
        .status,
    ).toBe(200)
    const changed = await mailTo(moved.person.email, 'Makers Pub Night: Shifting Night has changed')
    expect(changed.text).toMatch(/^When: .* \(was .*\)$/m)
    expect(changed.text).toContain("You're still on the waitlist: if a seat opens, we'll email you.")
    expect(changed.text).toContain('Leave the waitlist or change your details: ')
    expect(changed.attachments).toEqual([])
    // The seated person's update still carries the calendar entry.
    expect(readCalendar(icsOf(await mailTo(moved.seated.email, 'Makers Pub Night: Shifting Night has changed'))).method).toBe(
      'REQUEST',
    )

    expect((await master.patch(`/api/events/${moved.event.id}/archive`)).status).toBe(200)
    const calledOff = await mailTo(moved.person.email, 'Makers Pub Night: Shifting Night is cancelled')
    expect(calledOff.text).toContain("is cancelled, so its waitlist is closed. We're sorry for the change of plans.")
    expect(calledOff.attachments).toEqual([])

    const deleted = await waiter('Vanishing Night')
    expect((await master.delete(`/api/events/${deleted.event.id}`)).status).toBe(200)
    const gone = await mailTo(deleted.person.email, 'Makers Pub Night: Vanishing Night is cancelled')
    expect(gone.text).toContain('so its waitlist is closed')
    expect(gone.attachments).toEqual([])
  })

  it('a night called off and brought back before its start: the invitation again past the cancellation, and the waitlist again', async () => {
    const event = await createEvent(master, { name: 'Comeback Night', maxAttendees: 1 })
    const seated = await register(event.id)
    const waiting = attendee()
    expect((await anonymous().post(`/api/events/${event.id}/waitlist`, waiting)).status).toBe(201)
    await smtp.waitFor((m) => m.envelopeTo.includes(waiting.email))
    const mailTo = (email: string, subject: string) => smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject)

    expect((await master.patch(`/api/events/${event.id}/archive`)).status).toBe(200)
    const cancel = readCalendar(icsOf(await mailTo(seated.email, 'Makers Pub Night: Comeback Night is cancelled')))
    expect(cancel.events[0]).toMatchObject({ status: 'CANCELLED', sequence: 1 })
    await mailTo(waiting.email, 'Makers Pub Night: Comeback Night is cancelled')

    // The master brings it back (the CMS admin's "Archived" unticked).
    expect((await master.patch(`/cms/api/events/${event.id}`, { archived: false })).status).toBe(200)
    const backOn = await mailTo(seated.email, 'Makers Pub Night: Comeback Night is back on')
    expect(backOn.text).toContain('Good news: Comeback Night is on again after all, and your seat is still yours.')
    const ics = icsOf(backOn)
    expect(strictProblems(ics, 'REQUEST')).toEqual([])
    expect(readCalendar(ics).events[0]).toMatchObject({ uid: cancel.events[0].uid, status: 'CONFIRMED', sequence: 2 })
    const download = await anonymous().get(`/api/events/${event.id}/calendar.ics?registration=${seated.id}`)
    expect(readCalendar(download.text).events[0]).toMatchObject({ status: 'CONFIRMED', sequence: 2 })
    const waitsAgain = await mailTo(waiting.email, 'Makers Pub Night: Comeback Night is back on')
    expect(waitsAgain.text).toContain("you're on its waitlist again: if a seat opens, we'll email you.")
    expect(waitsAgain.attachments).toEqual([])

    // A night archived once it started is housekeeping: bringing it back tells nobody either.
    const housekeeping = await createEvent(master, { name: 'Kept Night' })
    const guest = await register(housekeeping.id)
    await smtp.waitFor((m) => m.envelopeTo.includes(guest.email))
    await endedDaysAgo(server, housekeeping.id, 1)
    expect((await master.patch(`/api/events/${housekeeping.id}/archive`)).status).toBe(200)
    expect((await master.patch(`/cms/api/events/${housekeeping.id}`, { archived: false })).status).toBe(200)
    await outboxIdle(server.payload)
    expect(mailsTo(guest.email)).toHaveLength(1)
  })

  it('a person a host removes is told, and their calendar entry is cancelled: METHOD:CANCEL for their UID (issue 44)', async () => {
    const event = await createEvent(master, { name: 'Removal Night', maxAttendees: 1 })
    const person = await register(event.id, { name: 'Rory Removed' })
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    const uid = readCalendar(icsOf(confirmation)).events[0].uid
    const waiting = attendee({ name: 'Wyn Waiting' })
    expect((await anonymous().post(`/api/events/${event.id}/waitlist`, waiting)).status).toBe(201)
    await smtp.waitFor((m) => m.envelopeTo.includes(waiting.email))

    expect((await master.delete(`/api/events/${event.id}/attendees/${person.id}`)).status).toBe(200)
    const removal = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(person.email) && m.subject === 'Makers Pub Night: you are no longer on the list for Removal Night',
    )
    expect(removal.text).toContain('The host of Removal Night')
    expect(removal.text).toContain('removed your registration')
    const ics = icsOf(removal)
    expect(strictProblems(ics, 'CANCEL')).toEqual([])
    const read = readCalendar(ics)
    expect(read.method).toBe('CANCEL')
    expect(read.events[0]).toMatchObject({ uid, sequence: 1, status: 'CANCELLED', attendees: [person.email] })

    // Wyn got the freed seat; taken off the night by the host, Wyn is told too (a new registration: its own UID).
    const promoted = await smtp.waitFor((m) => m.envelopeTo.includes(waiting.email) && /registered|seat/i.test(m.subject ?? ''))
    expect(promoted).toBeDefined()
    const people = await master.get<{ id: string | number; name: string }[]>(`/api/events/${event.id}/attendees`)
    const wyn = people.body.find((row) => row.name === 'Wyn Waiting')!
    expect((await master.delete(`/api/events/${event.id}/attendees/${wyn.id}`)).status).toBe(200)
    const told = await smtp.waitFor((m) => m.envelopeTo.includes(waiting.email) && /no longer on the list/.test(m.subject ?? ''))
    expect(readCalendar(icsOf(told)).events[0].uid).not.toBe(uid)
  })

  it('a person a host takes off a night that is over is not told: the night happened, no calendar is cancelled', async () => {
    const event = await createEvent(master, { name: 'Tidied Night' })
    const person = await register(event.id, { name: 'Tilly Tidied' })
    await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    await endedDaysAgo(server, event.id, 1)
    expect((await master.delete(`/api/events/${event.id}/attendees/${person.id}`)).status).toBe(200)
    await outboxIdle(server.payload)
    expect(smtp.received.filter((m) => m.envelopeTo.includes(person.email)).map((m) => m.subject)).toEqual([
      "Makers Pub Night: you're registered for Tidied Night",
    ])
  })

  it('reads an event in the repeated fall-back hour (01:30 EDT, the first one) at the right instant, in the email and the feeds', async () => {
    // 2027-11-07 is the autumn change in New York: 01:30 happens twice; the first is EDT = 05:30Z;
    // the end, 08:00Z, is 03:00 EST.
    const event = await createEvent(master, {
      name: 'Fall Back Night',
      date: '2027-11-07T05:30:00.000Z',
      endDate: '2027-11-07T08:00:00.000Z',
      timezone: 'America/New_York',
      city: 'New York',
    })
    const person = await register(event.id)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(mail.text).toContain('When: Sunday, November 7, 2027 1:30 AM EDT - 3:00 AM EST')
    const files = [
      icsOf(mail),
      (await anonymous().get(`/api/events/${event.id}/calendar.ics`)).text,
      (await anonymous().get('/calendar.ics?city=new%20york')).text,
    ]
    for (const file of files) {
      const found = readCalendar(file).events.find((entry) => entry.summary === 'Fall Back Night')
      expect(found?.start).toBe('2027-11-07T05:30:00.000Z')
      expect(found?.end).toBe('2027-11-07T08:00:00.000Z')
    }
  })

  it('labels each end of the "When:" line with its own zone when the clocks change in between', async () => {
    // 2032-03-14: Los Angeles springs forward at 02:00; 01:30 PST to 03:30 PDT.
    const event = await createEvent(master, {
      name: 'Spring Forward Night',
      date: '2032-03-14T09:30:00.000Z',
      endDate: '2032-03-14T10:30:00.000Z',
      timezone: 'America/Los_Angeles',
    })
    const person = await register(event.id)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(mail.text).toContain('When: Sunday, March 14, 2032 1:30 AM PST - 3:30 AM PDT')
  })

  it("serves the public feeds: one event, and every upcoming night (optionally one city's) to subscribe to", async () => {
    const soon = await createEvent(master, {
      name: 'Feed Night Boise',
      city: 'Boise',
      date: '2031-05-01T01:00:00.000Z',
      endDate: '2031-05-01T04:00:00.000Z',
    })
    const later = await createEvent(master, {
      name: 'Feed Night Reno',
      city: 'Reno',
      date: '2031-06-01T01:00:00.000Z',
      endDate: '2031-06-01T04:00:00.000Z',
    })
    const archived = await createEvent(master, { name: 'Feed Night Archived', city: 'Boise' })
    await master.patch(`/api/events/${archived.id}/archive`)
    const past = await server.payload.create({
      collection: 'events',
      data: {
        ...eventBody({
          name: 'Feed Night Past',
          city: 'Boise',
          date: '2020-01-01T01:00:00.000Z',
          endDate: '2020-01-01T04:00:00.000Z',
        }),
        hostId: soon.hostId,
      },
    })

    const one = await anonymous().get(`/api/events/${soon.id}/calendar.ics`)
    expect(one.status).toBe(200)
    expect(strictProblems(one.text, 'PUBLISH')).toEqual([])
    expect(readCalendar(one.text).events.map((entry) => entry.uid)).toEqual([uidOf('event', soon.id)])

    const feed = await anonymous().get('/calendar.ics')
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(strictProblems(feed.text, 'PUBLISH')).toEqual([])
    expect(feed.text).toContain('X-WR-CALNAME:Makers Pub Night\r\n')
    const names = readCalendar(feed.text).events.map((entry) => entry.summary)
    expect(names).toEqual(expect.arrayContaining(['Feed Night Boise', 'Feed Night Reno']))
    expect(names).not.toContain('Feed Night Archived')
    expect(names).not.toContain('Feed Night Past')
    expect(past.id).toBeDefined()
    expect(later.id).toBeDefined()

    const boise = await anonymous().get('/calendar.ics?city=boise')
    expect(strictProblems(boise.text, 'PUBLISH')).toEqual([])
    expect(readCalendar(boise.text).events.map((entry) => entry.summary)).toEqual(['Feed Night Boise'])
  })

  it('sends email HTML as a full document with a language and a title', async () => {
    const event = await createEvent(master, { name: 'Html Night' })
    const person = await register(event.id)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(mail.html).toMatch(
      /^<!doctype html><html lang="en"><head><meta charset="utf-8">.*<title>Makers Pub Night: you&#39;re registered for Html Night<\/title><\/head>/s,
    )
  })
})
