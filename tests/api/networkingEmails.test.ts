import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, eventBody, FILLED_BY_A_PERSON, signInMaster } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { outboxIdle, waitFor } from '../support/waiting'
import { freePort } from '../support/ports'
import { startSmtpServer } from '../support/smtp'
import { startTestServer, type TestServer } from '../support/testServer'
import { startChildServer } from '../support/childServer'
import { queryTestDatabase, removeTestDatabase } from '../support/testDatabase'
import { networkingNight, networkingNightTomorrow, networkingOf, registerWith } from '../support/networking'
import { morningAfterOf } from '../../cms/modules/feedback/pulseJob'
import { checkInAt } from '../support/pulse'
import { bulkInsertAttendees } from '../support/bulk'
import { emailsRecorded, passUnderWay } from '../support/passes'
import type { EventDto } from '../../contract/types'

/**
 * "Who to meet" in the emails (docs/product.md "Emails"): the 24 h reminder's "3 people to look
 * for tonight", and the morning-after email, once, to the people who came, with their mutual
 * swaps' contacts, also with two server processes on one database.
 */
const HOUR = 3600_000
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client
const anonymous = () => new Client(server.url)

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

const mailTo = (email: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''))

async function swapBoth(from: { token: string }, to: { token: string }) {
  const code = (await networkingOf(server, to.token)).contactCode!
  expect((await anonymous().post(`/api/registrations/${from.token}/swaps`, { code })).status).toBe(201)
  const back = (await networkingOf(server, from.token)).contactCode!
  expect((await anonymous().post(`/api/registrations/${to.token}/swaps`, { code: back })).status).toBe(200)
}

describe('the 24 h reminder', () => {
  it('shows an opted-in person "3 people to look for tonight", with why; nobody else gets the section', async () => {
    const night = await networkingNightTomorrow(master, 'Reminder Meet Night')
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
      { offers: ['CNC machining'], needs: ['Sheet metal', 'Packaging', 'PCB assembly'] },
    )
    await registerWith(
      server,
      night.id,
      { name: 'Dan Diaz', company: 'Diaz Sheet Metal' },
      { offers: ['Sheet metal'], line: 'Laser and brake' },
    )
    await registerWith(server, night.id, { name: 'Pia Park', company: 'Park Pack' }, { offers: ['Packaging'] })
    await registerWith(
      server,
      night.id,
      { name: 'Cy Chen', company: 'Circuit Co' },
      { offers: ['PCB assembly'], needs: ['CNC machining'] },
    )
    const plain = await registerWith(server, night.id, { name: 'Olly Out', company: 'Out Ltd' })

    await server.reminders.runOnce(Date.now() + HOUR + 60_000)
    const annMail = await smtp.waitFor((m) => m.envelopeTo.includes(ann.email) && /starts in 24 hours/.test(m.subject ?? ''))
    expect(annMail.text).toContain('3 people to look for tomorrow:')
    // Best first: Cy meets two needs both ways; Dan and Pia one each.
    expect(annMail.text).toContain('- Cy (Circuit Co) You need PCB assembly; Cy offers it. Cy needs CNC machining; you offer it.')
    expect(annMail.text).toContain('- Dan (Diaz Sheet Metal) "Laser and brake" You need sheet metal; Dan offers it.')
    expect(annMail.text).toContain('- Pia (Park Pack) You need packaging; Pia offers it.')
    expect(annMail.html).toContain('<strong>3 people to look for tomorrow</strong>')
    // The day before, nothing says "tonight" yet, and the entry code is at hand (issue 54).
    expect(annMail.text).not.toMatch(/\btonight\b/i)
    expect(annMail.text).toMatch(/Your entry code for the door \(show it when you arrive\): https?:\/\/\S+/)
    expect(annMail.attachments.some((file) => file.mimeType === 'image/png')).toBe(true)
    expect(annMail.text).not.toMatch(/Diaz\b(?! Sheet)|Chen|Park\b(?! Pack)/)
    const plainMail = await smtp.waitFor((m) => m.envelopeTo.includes(plain.email) && /starts in 24 hours/.test(m.subject ?? ''))
    expect(plainMail.text).not.toContain('to look for tonight')
  })

  it('leaves out whoever withdraws or cancels while the pass works through the night', async () => {
    const night = await networkingNightTomorrow(master, 'Busy Meet Night')
    const others = 300
    await bulkInsertAttendees(server, night.id, others)
    // After everyone else, so the pass reaches Ann and Bo last.
    const dan = await registerWith(
      server,
      night.id,
      { name: 'Dan Diaz', company: 'Diaz Sheet Metal' },
      { offers: ['Sheet metal'] },
    )
    const pia = await registerWith(server, night.id, { name: 'Pia Park', company: 'Park Pack' }, { offers: ['Packaging'] })
    await registerWith(server, night.id, { name: 'Cy Chen', company: 'Circuit Co' }, { offers: ['PCB assembly'] })
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
      { needs: ['Sheet metal', 'Packaging', 'PCB assembly'] },
    )
    const bo = await registerWith(server, night.id, { name: 'Bo Berg', company: 'Berg Boards' }, { needs: ['PCB assembly'] })
    // Unanswered by the sink, the reminders keep what they were written with.
    await smtp.holding(async () => {
      // The pass has read the night's suggestions and is working through its people.
      const { pass } = await passUnderWay(server, night.id, '24h', () => server.reminders.runOnce(Date.now() + HOUR + 60_000))
      expect((await anonymous().delete(`/api/registrations/${dan.token}/networking`)).status).toBe(200)
      expect((await anonymous().post(`/api/registrations/${pia.token}/cancel`, {})).status).toBe(200)
      // Bo stops too: his own list goes with him.
      expect((await anonymous().delete(`/api/registrations/${bo.token}/networking`)).status).toBe(200)
      expect(await emailsRecorded(server, night.id, '24h')).toBeLessThan(others)
      await pass
      const reminderTo = async (email: string) =>
        (
          await server.payload.find({
            collection: 'email-outbox',
            where: { and: [{ to: { equals: email } }, { template: { equals: 'reminder' } }] },
            showHiddenFields: true,
          })
        ).docs[0]
      const written = JSON.stringify((await reminderTo(ann.email)).data)
      const boWritten = JSON.stringify((await reminderTo(bo.email)).data)
      expect(boWritten).toContain('Bo')
      expect(boWritten).not.toMatch(/Circuit Co|"lookFor":\[\{/)
      expect(written).toContain('Cy')
      expect(written).not.toMatch(/Diaz|Park Pack/)
      // Whom a suggestion shows is the server's to know, not the email's.
      expect(written).not.toContain('"key"')
      // The rest of the night's reminders need not reach the sink for this file's other tests.
      await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
    })
  })

  it("says why in the reader's language, each reason a whole sentence", async () => {
    const night = await networkingNightTomorrow(master, 'Abend der Macher')
    const german = attendee({
      name: 'Greta Graf',
      company: 'Graf Fräserei',
      networking: { offers: ['CNC machining'], needs: ['Sheet metal', 'Packaging'] },
    })
    expect((await anonymous().post(`/api/events/${night.id}/attendees?lang=de`, german)).status).toBe(201)
    await registerWith(
      server,
      night.id,
      { name: 'Dan Diaz', company: 'Diaz Sheet Metal' },
      { offers: ['Sheet metal', 'Packaging'] },
    )
    await registerWith(server, night.id, { name: 'Cy Chen', company: 'Circuit Co' }, { needs: ['CNC machining'] })

    await server.reminders.runOnce(Date.now() + HOUR + 60_000)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(german.email) && (m.text ?? '').includes('- Dan (Diaz'))
    // German keeps its nouns' capitals; the plural ("them") is the language's own.
    expect(mail.text).toContain('- Dan (Diaz Sheet Metal) Sie suchen Sheet metal, Packaging; Dan bietet das an.')
    expect(mail.text).toContain('- Cy (Circuit Co) Cy sucht CNC machining; Sie bieten das an.')
    expect(mail.html).toContain('Sie suchen Sheet metal, Packaging; Dan bietet das an.')
    expect(mail.text).not.toMatch(/you need|offers (it|them)|you offer/i)
  })
})

describe('the morning-after email', () => {
  let night: EventDto
  let people: Record<'ann' | 'ben' | 'cat' | 'dan', Awaited<ReturnType<typeof registerWith>>>

  beforeAll(async () => {
    night = await networkingNight(master, { name: 'Swap Night', timezone: 'America/Los_Angeles' })
    people = {
      ann: await registerWith(
        server,
        night.id,
        { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
        { offers: ['CNC machining'], share: { email: true, url: 'https://alvarez.example.com' } },
      ),
      ben: await registerWith(
        server,
        night.id,
        { name: 'Ben Okafor', company: 'Boxwell' },
        { needs: ['CNC machining'], share: { phone: '+1 312 555 0142' } },
      ),
      cat: await registerWith(server, night.id, { name: 'Cat Chen', company: 'Circuit Co' }, { needs: ['CNC machining'] }),
      dan: await registerWith(server, night.id, { name: 'Dan Diaz', company: 'Diaz Metal' }, { offers: ['Sheet metal'] }),
    }
    await swapBoth(people.ann, people.ben)
    // Everyone but Dan came (the morning-after email asks only people who came).
    for (const person of [people.ann, people.ben, people.cat]) await checkInAt(master, night.id, person.id)
    // Only asked, never accepted: no contacts for this pair.
    const annCode = (await networkingOf(server, people.ann.token)).contactCode!
    expect((await anonymous().post(`/api/registrations/${people.cat.token}/swaps`, { code: annCode })).status).toBe(201)
  })

  it('is due at 09:00 the day after the night, in its zone', () => {
    const due = morningAfterOf({ date: '2026-06-12T02:30:00.000Z', timezone: 'America/Los_Angeles' })
    // 19:30 on June 11 in Los Angeles (PDT): the morning after is June 12, 09:00 PDT.
    expect(due.toISOString()).toBe('2026-06-12T16:00:00.000Z')
    expect(morningAfterOf({ date: '2026-01-15T23:00:00.000Z', timezone: 'America/New_York' }).toISOString()).toBe(
      '2026-01-16T14:00:00.000Z',
    )
  })

  it('goes at 09:00 the morning after, once, to each person who came, listing only what the other shared', async () => {
    const due = morningAfterOf(night).getTime()
    expect(await server.morningAfter.runOnce(due - 60_000)).toBe(0)
    const queued = await Promise.all([server.morningAfter.runOnce(due + 60_000), server.morningAfter.runOnce(due + 120_000)])
    await server.morningAfter.runOnce(due + 5 * 60_000)
    expect(queued.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(3)
    await outboxIdle(server.payload)

    const subject = /^How was Swap Night\?$/
    const [annMail] = mailTo(people.ann.email, subject)
    const [benMail] = mailTo(people.ben.email, subject)
    const [catMail] = mailTo(people.cat.email, subject)
    for (const person of [people.ann, people.ben, people.cat]) expect(mailTo(person.email, subject)).toHaveLength(1)
    expect(mailTo(people.dan.email, /How was|swapped contacts/)).toHaveLength(0)

    expect(annMail.text).toContain('- Ben Okafor (Boxwell)\n  +1 312 555 0142')
    expect(annMail.text).not.toContain(people.ben.email)
    expect(benMail.text).toContain(`- Ann Alvarez (Alvarez Tooling)\n  ${people.ann.email}\n  https://alvarez.example.com`)
    expect(benMail.text).not.toMatch(/Cat Chen|Dan Diaz/)
    expect(benMail.text).toContain(`/registrations/`)
    // Cat only asked: her email has the pulse and no contacts.
    expect(catMail.text).not.toContain('swapped contact details')
  })

  it('lists nobody to someone who withdrew from "Who to meet", and nobody lists them: a mutual swap shows while both sides are in', async () => {
    const quiet = await networkingNight(master, { name: 'Quiet Swap Night', timezone: 'America/Los_Angeles' })
    const eve = await registerWith(
      server,
      quiet.id,
      { name: 'Eve Evans', company: 'Evans Works' },
      { offers: ['CNC machining'], share: { email: true } },
    )
    const fay = await registerWith(
      server,
      quiet.id,
      { name: 'Fay Fischer', company: 'Fischer Forming' },
      { needs: ['CNC machining'], share: { phone: '+1 312 555 0177' } },
    )
    // Someone else opted in: the night has people to list.
    await registerWith(server, quiet.id, { name: 'Gus Grant', company: 'Grant Gears' }, { needs: ['Sheet metal'] })
    await swapBoth(eve, fay)
    for (const person of [eve, fay]) await checkInAt(master, quiet.id, person.id)
    expect((await anonymous().delete(`/api/registrations/${fay.token}/networking`)).status).toBe(200)
    await server.morningAfter.runOnce(morningAfterOf(quiet).getTime() + 60_000)
    expect(await emailsRecorded(server, quiet.id, 'morningAfter')).toBe(2)
    await outboxIdle(server.payload)
    const subject = /^How was Quiet Swap Night\?$/
    const [eveMail] = mailTo(eve.email, subject)
    const [fayMail] = mailTo(fay.email, subject)
    // Both still get the pulse.
    for (const mail of [eveMail, fayMail]) expect(mail.text).toContain('/feedback/')
    expect(fayMail.text).not.toContain('swapped contact details')
    expect(fayMail.text).not.toMatch(/Eve Evans|Evans Works/)
    expect(fayMail.text).not.toContain(eve.email)
    expect(eveMail.text).not.toContain('swapped contact details')
    expect(eveMail.text).not.toMatch(/Fay Fischer|555 0177/)
  })
})

/** A server whose mail server is down (nothing listens on `port`): its emails wait and are retried. */
const startWithMailDown = (port: number) =>
  startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Makers Pub Night <events@example.com>' },
    { mail: { baseDelayMs: 300 } },
  )

/**
 * A night where Ann and Cat each swapped contact details with Ben (Ann shares her email and
 * website, Ben his phone, Cat her email), all three came, and their three morning-after emails
 * wait for the mail server.
 */
async function threeWaitingMorningAfters(
  down: TestServer,
  nightName: string,
  names: { ann: [string, string, string]; cat: [string, string] },
) {
  const admin = await signInMaster(down)
  const night = await networkingNight(admin, { name: nightName })
  const [annName, annCompany, annUrl] = names.ann
  const ann = await registerWith(
    down,
    night.id,
    { name: annName, company: annCompany },
    { offers: ['CNC machining'], share: { email: true, url: annUrl } },
  )
  const ben = await registerWith(
    down,
    night.id,
    { name: 'Ben Stays', company: 'Boxwell' },
    { needs: ['CNC machining'], share: { phone: '+1 312 555 0199' } },
  )
  const cat = await registerWith(
    down,
    night.id,
    { name: names.cat[0], company: names.cat[1] },
    { needs: ['Packaging'], share: { email: true } },
  )
  for (const [from, to] of [
    [ann, ben],
    [cat, ben],
  ]) {
    const code = (await networkingOf(down, to.token)).contactCode!
    expect((await new Client(down.url).post(`/api/registrations/${from.token}/swaps`, { code })).status).toBe(201)
    const back = (await networkingOf(down, from.token)).contactCode!
    expect((await new Client(down.url).post(`/api/registrations/${to.token}/swaps`, { code: back })).status).toBe(200)
  }
  for (const person of [ann, ben, cat]) await checkInAt(admin, night.id, person.id)
  expect(await down.morningAfter.runOnce(morningAfterOf(night).getTime() + 60_000)).toBe(3)
  /** The morning-after rows still waiting for an address. */
  const waiting = async (to: string) =>
    (
      await down.payload.find({
        collection: 'email-outbox',
        where: { and: [{ to: { equals: to } }, { template: { equals: 'morningAfter' } }] },
        showHiddenFields: true,
      })
    ).docs
  return { admin, night, ann, ben, cat, waiting }
}

describe('the morning-after email and an erasure while the mail server is down', () => {
  it("takes the erased person out of others' waiting emails, which still go; their own goes", async () => {
    const port = await freePort()
    const down = await startWithMailDown(port)
    try {
      const { admin, ann, ben, cat, waiting } = await threeWaitingMorningAfters(down, 'Erased Swap Night', {
        ann: ['Ann Erased', 'Erased Tooling', 'https://erased.example.com'],
        cat: ['Cat Stays', 'Circuit Co'],
      })
      // The mail server refused Ben's first message: the rest of his (this one too) wait behind it, in order.
      const refusedBefore = async (to: string) =>
        (
          await down.payload.count({
            collection: 'email-outbox',
            where: { and: [{ to: { equals: to } }, { attempts: { greater_than: 0 } }] },
          })
        ).totalDocs > 0
      await waitFor(
        async () => (await waiting(ben.email)).length === 1 && (await refusedBefore(ben.email)),
        15_000,
        'a failed attempt',
      )
      // A row queued before the list carried each person's registration: found by the address shared.
      const [benRow] = await waiting(ben.email)
      const older = 'older.row@example.com'
      const data = benRow.data as { swaps: Record<string, unknown>[] }
      await down.payload.create({
        collection: 'email-outbox',
        data: {
          to: older,
          subject: benRow.subject,
          template: 'morningAfter',
          data: { ...data, swaps: data.swaps.map(({ registration: _registration, ...swap }) => swap) },
          status: 'pending',
        },
      })

      expect((await admin.post('/api/privacy/erase', { email: ann.email })).status).toBe(200)
      expect(await waiting(ann.email)).toHaveLength(0)
      for (const to of [ben.email, older]) {
        const [row] = await waiting(to)
        expect((row.data as { swaps: { name: string }[] }).swaps.map((swapped) => swapped.name)).toEqual(['Cat Stays'])
      }

      const smtp = await startSmtpServer(port)
      try {
        const benMail = await smtp.waitFor((m) => m.envelopeTo.includes(ben.email) && /^How was/.test(m.subject ?? ''), 20_000)
        expect(benMail.text).toContain(`- Cat Stays (Circuit Co)\n  ${cat.email}`)
        expect(benMail.text).toMatch(/\/feedback\/[A-Za-z0-9_-]{22}\?rating=5/)
        expect(benMail.text).not.toMatch(/Ann Erased|Erased Tooling|erased\.example\.com/)
        expect(benMail.text).not.toContain(ann.email)
        const catMail = await smtp.waitFor((m) => m.envelopeTo.includes(cat.email) && /^How was/.test(m.subject ?? ''), 20_000)
        expect(catMail.text).toContain('- Ben Stays (Boxwell)\n  +1 312 555 0199')
        await outboxIdle(down.payload)
        expect(smtp.received.filter((m) => m.envelopeTo.includes(ann.email))).toHaveLength(0)
      } finally {
        await smtp.close()
      }
    } finally {
      await down.stop()
    }
  }, 90_000)
})

describe('the morning-after email with two server processes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-morning-'))
  afterAll(async () => {
    await removeTestDatabase(dir)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('two servers starting at once on one database send it once to each person', async () => {
    const env = { SMTP_URL: smtp.url, EMAIL_FROM: 'Makers Pub Night <events@example.com>' }
    const first = await startChildServer(dir, env)
    const emails: string[] = []
    let eventId = ''
    try {
      const admin = new Client(first.url)
      expect((await admin.post('/api/login', { email: 'master@example.com', password: 'master-password-1' })).status).toBe(200)
      const created = await admin.post<EventDto>(
        '/api/events',
        eventBody({ name: 'Two Process Night', networking: { enabled: true } }),
      )
      eventId = String(created.body.id)
      const tokens: string[] = []
      for (const [i, offers] of [['CNC machining'], ['Sheet metal']].entries()) {
        const email = `two.${i}.${Date.now()}@example.com`
        const body = { name: `Person ${i}`, email, company: `Company ${i}`, networking: { offers }, ...FILLED_BY_A_PERSON }
        const answer = await new Client(first.url).post<{ id: string | number; manageUrl: string }>(
          `/api/events/${eventId}/attendees`,
          body,
        )
        expect(answer.status).toBe(201)
        emails.push(email)
        tokens.push(answer.body.manageUrl.split('/').pop()!)
        // They came: the morning-after email asks only people who did.
        expect((await admin.post(`/api/events/${eventId}/check-ins`, { attendeeId: answer.body.id })).status).toBe(201)
      }
      const codeOf = async (token: string) =>
        (await new Client(first.url).get<{ contactCode: string }>(`/api/registrations/${token}/networking`)).body.contactCode
      expect(
        (await new Client(first.url).post(`/api/registrations/${tokens[0]}/swaps`, { code: await codeOf(tokens[1]) })).status,
      ).toBe(201)
      expect(
        (await new Client(first.url).post(`/api/registrations/${tokens[1]}/swaps`, { code: await codeOf(tokens[0]) })).status,
      ).toBe(200)
    } finally {
      await first.stop('SIGKILL')
    }
    // The night was two days ago: its morning after (yesterday, 09:00 in its zone) is due.
    const start = new Date(Date.now() - 48 * HOUR)
    await queryTestDatabase(dir, 'UPDATE events SET date = ?, end_date = ? WHERE id = ?', [
      start.toISOString(),
      new Date(start.getTime() + 3 * HOUR).toISOString(),
      eventId,
    ])

    const [a, b] = await Promise.all([startChildServer(dir, env), startChildServer(dir, env)])
    try {
      for (const email of emails) await smtp.waitFor((m) => m.envelopeTo.includes(email) && /How was/.test(m.subject ?? ''))
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      for (const email of emails) expect(mailTo(email, /^How was Two Process Night\?$/)).toHaveLength(1)
      const [rows] = await queryTestDatabase<{ n: number | string }>(
        dir,
        `SELECT count(*) AS n FROM sent_reminders WHERE kind = 'morningAfter'`,
      )
      expect(Number(rows.n)).toBe(2)
    } finally {
      await Promise.all([a.stop('SIGKILL'), b.stop('SIGKILL')])
    }
  }, 150_000)
})

describe('the morning-after email, waiting for the mail server, when people leave "Who to meet" or the night', () => {
  it("drops whoever withdrew from others' lists and a removed person's own email; the rest still go", async () => {
    const port = await freePort()
    const down = await startWithMailDown(port)
    try {
      const { admin, night, ann, ben, cat, waiting } = await threeWaitingMorningAfters(down, 'Leaving Swap Night', {
        ann: ['Ann Withdraws', 'Withdrawn Tooling', 'https://withdrawn.example.com'],
        cat: ['Cat Removed', 'Removed Co'],
      })
      const listed = async (to: string) =>
        (await waiting(to)).map((row) => (row.data as { swaps: { name: string }[] }).swaps.map((swap) => swap.name).sort())
      expect(await listed(ben.email)).toEqual([['Ann Withdraws', 'Cat Removed']])

      // Ann stops "Who to meet": nobody's waiting email lists her, and hers lists nobody.
      expect((await new Client(down.url).delete(`/api/registrations/${ann.token}/networking`)).status).toBe(200)
      expect(await listed(ben.email)).toEqual([['Cat Removed']])
      expect(await listed(ann.email)).toEqual([[]])
      // The host removes Cat after the night: her own email goes, and Ben's lists her no more.
      expect((await admin.delete(`/api/events/${night.id}/attendees/${cat.id}`)).status).toBe(200)
      expect(await waiting(cat.email)).toHaveLength(0)
      expect(await listed(ben.email)).toEqual([[]])

      const smtp = await startSmtpServer(port)
      try {
        const pulse = (to: string) => smtp.waitFor((m) => m.envelopeTo.includes(to) && /^How was/.test(m.subject ?? ''), 20_000)
        for (const mail of [await pulse(ben.email), await pulse(ann.email)]) {
          expect(mail.text).toMatch(/\/feedback\/[A-Za-z0-9_-]{22}\?rating=5/)
          expect(mail.text).not.toContain('swapped contact details')
          expect(mail.text).not.toMatch(/Withdrawn Tooling|withdrawn\.example\.com|Removed Co|555 0199/)
        }
        await outboxIdle(down.payload)
        expect(smtp.received.filter((m) => m.envelopeTo.includes(cat.email) && /^How was/.test(m.subject ?? ''))).toHaveLength(0)
      } finally {
        await smtp.close()
      }
    } finally {
      await down.stop()
    }
  }, 90_000)
})

describe('the morning-after email, waiting for the mail server, when a check-in is undone', () => {
  it('drops the own email of someone who did not come after all; the others, which list them, still go', async () => {
    const port = await freePort()
    const down = await startWithMailDown(port)
    try {
      const { admin, night, ann, ben, waiting } = await threeWaitingMorningAfters(down, 'Undone Check-in Night', {
        ann: ['Ann Undone', 'Undone Tooling', 'https://undone.example.com'],
        cat: ['Cat Came', 'Came Co'],
      })
      // Ann was checked in by mistake: the team undoes it after the morning-after was written.
      expect((await admin.delete(`/api/events/${night.id}/check-ins/${ann.id}`)).status).toBe(200)
      expect(await waiting(ann.email)).toHaveLength(0)
      // Ben swapped details with her: his email still lists her, as his manage page does.
      const [benRow] = await waiting(ben.email)
      expect((benRow.data as { swaps: { name: string }[] }).swaps.map((swap) => swap.name).sort()).toEqual([
        'Ann Undone',
        'Cat Came',
      ])

      const smtp = await startSmtpServer(port)
      try {
        const benMail = await smtp.waitFor((m) => m.envelopeTo.includes(ben.email) && /^How was/.test(m.subject ?? ''), 20_000)
        expect(benMail.text).toContain('Ann Undone')
        await outboxIdle(down.payload)
        expect(smtp.received.filter((m) => m.envelopeTo.includes(ann.email) && /^How was/.test(m.subject ?? ''))).toHaveLength(0)
      } finally {
        await smtp.close()
      }
    } finally {
      await down.stop()
    }
  }, 90_000)
})

describe('the 24 h reminder, waiting for the mail server, when people leave "Who to meet" or are erased', () => {
  it("names nobody who withdrew or was erased since it was written; the withdrawn person's own names nobody", async () => {
    const port = await freePort()
    const down = await startWithMailDown(port)
    try {
      const admin = await signInMaster(down)
      const night = await networkingNightTomorrow(admin, 'Waiting Reminder Night')
      const ben = await registerWith(down, night.id, { name: 'Ben Stays', company: 'Boxwell' }, { needs: ['CNC machining'] })
      const ann = await registerWith(
        down,
        night.id,
        { name: 'Ann Withdraws', company: 'Withdrawn Tooling' },
        { offers: ['CNC machining'], needs: ['Packaging'], line: 'Ask about five axes' },
      )
      const cat = await registerWith(
        down,
        night.id,
        { name: 'Cat Erased', company: 'Erased Mills' },
        { offers: ['CNC machining'], line: 'Ask about lathes' },
      )
      await down.reminders.runOnce(Date.now() + HOUR + 60_000)
      const lookFor = async (to: string) =>
        (
          await down.payload.find({
            collection: 'email-outbox',
            where: { and: [{ to: { equals: to } }, { template: { equals: 'reminder' } }] },
            showHiddenFields: true,
          })
        ).docs.map((row) =>
          ((row.data as { lookFor?: { firstName: string }[] }).lookFor ?? []).map((one) => one.firstName).sort(),
        )
      expect(await lookFor(ben.email)).toEqual([['Ann', 'Cat']])
      expect((await lookFor(ann.email))[0]).toContain('Ben')

      // Ann stops "Who to meet": nobody's waiting reminder names her, and hers names nobody.
      expect((await new Client(down.url).delete(`/api/registrations/${ann.token}/networking`)).status).toBe(200)
      expect(await lookFor(ben.email)).toEqual([['Cat']])
      expect(await lookFor(ann.email)).toEqual([[]])
      // Cat's address is erased: Ben's waiting reminder names her no more, nor keeps her line.
      expect((await admin.post('/api/privacy/erase', { email: cat.email })).status).toBe(200)
      expect(await lookFor(ben.email)).toEqual([[]])

      const smtp = await startSmtpServer(port)
      try {
        const reminder = await smtp.waitFor(
          (m) => m.envelopeTo.includes(ben.email) && /starts in 24 hours/.test(m.subject ?? ''),
          20_000,
        )
        expect(reminder.text).not.toMatch(/to look for|Withdrawn Tooling|five axes|Erased Mills|lathes/)
      } finally {
        await smtp.close()
      }
    } finally {
      await down.stop()
    }
  }, 90_000)
})
