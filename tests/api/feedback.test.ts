import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { FEEDBACK_EDITABLE_MS, type FeedbackDto } from '../../contract/feedback'
import { Client } from '../support/client'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { outboxIdle } from '../support/waiting'
import { bulkInsertAttendees } from '../support/bulk'
import { emailsRecorded, passUnderWay } from '../support/passes'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import { endedDaysAgo } from '../support/nights'
import { checkInAt, feedbackTokenOf, morningAfterOfNight, ratingLinksIn } from '../support/pulse'
import type { CapturedMail } from '../support/smtp'
import type { EventDto } from '../../contract/types'
import type { TestServer } from '../support/testServer'

/**
 * The morning-after pulse (docs/api.md "The morning after"): one email to each person who came,
 * with five one-tap links of its own; a GET never records; a PUT records one answer per
 * registration, editable for 7 days, then 410.
 */
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client
const anonymous = () => new Client(server.url)

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

const PULSE = /^How was Pulse Night\?$/
const mailTo = (email: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''))

let night: EventDto
let due: number
let people: Record<'ann' | 'ben' | 'cat' | 'dan' | 'eve', Awaited<ReturnType<typeof registerWith>>>
let annMail: CapturedMail
let annToken: string

beforeAll(async () => {
  night = await networkingNight(master, { name: 'Pulse Night', timezone: 'America/Chicago' })
  people = {
    ann: await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
      { offers: ['CNC machining'], share: { email: true } },
    ),
    ben: await registerWith(server, night.id, { name: 'Ben Okafor', company: 'Boxwell' }, { needs: ['CNC machining'] }),
    cat: await registerWith(server, night.id, { name: 'Cat Chen', company: 'Circuit Co' }),
    dan: await registerWith(server, night.id, { name: 'Dan Diaz', company: 'Diaz Metal' }),
    eve: await registerWith(server, night.id, { name: 'Eve Evans', company: 'Evans Works' }),
  }
  // Ann and Ben swap contacts; Ann, Ben and Eve come; Cat does not; Dan cancels.
  const benCode = (await networkingOf(server, people.ben.token)).contactCode!
  expect((await anonymous().post(`/api/registrations/${people.ann.token}/swaps`, { code: benCode })).status).toBe(201)
  const annCode = (await networkingOf(server, people.ann.token)).contactCode!
  expect((await anonymous().post(`/api/registrations/${people.ben.token}/swaps`, { code: annCode })).status).toBe(200)
  for (const person of [people.ann, people.ben, people.eve]) await checkInAt(master, night.id, person.id)
  expect((await anonymous().post(`/api/registrations/${people.dan.token}/cancel`)).status).toBe(200)
  await endedDaysAgo(server, night.id, 0.5)
  due = await morningAfterOfNight(server, night.id)
})

describe('the morning-after email', () => {
  it('goes at 09:00 the morning after, once, to each person who came, on any number of passes', async () => {
    expect(await server.morningAfter.runOnce(due - 60_000)).toBe(0)
    const queued = await Promise.all([server.morningAfter.runOnce(due + 60_000), server.morningAfter.runOnce(due + 120_000)])
    expect(queued.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(3)
    expect(await server.morningAfter.runOnce(due + 5 * 60_000)).toBe(0)
    await outboxIdle(server.payload)

    for (const person of [people.ann, people.ben, people.eve]) expect(mailTo(person.email, PULSE)).toHaveLength(1)
    // No-shows and cancelled people get nothing; nobody gets a second, "Who to meet"-only email.
    for (const person of [people.cat, people.dan])
      expect(mailTo(person.email, /./).filter((m) => /How was/.test(m.subject ?? ''))).toEqual([])
    for (const person of Object.values(people)) expect(mailTo(person.email, /swapped contacts/)).toEqual([])
    const rows = await server.payload.count({ collection: 'feedback', where: { event: { equals: night.id } } })
    expect(rows.totalDocs).toBe(3)
  })

  it('has five one-tap links of its own, and the "Who to meet" contacts of those who swapped', () => {
    ;[annMail] = mailTo(people.ann.email, PULSE)
    const links = ratingLinksIn(annMail.text ?? '', server.url)
    expect(links.map((link) => new URL(link).searchParams.get('rating'))).toEqual(['1', '2', '3', '4', '5'])
    annToken = feedbackTokenOf(links[0])
    expect(new Set(links.map(feedbackTokenOf))).toEqual(new Set([annToken]))
    // Its own token, not the manage link's.
    expect(annToken).not.toBe(people.ann.token)
    expect(annMail.text).toContain('Met someone useful?')
    expect(annMail.text).toContain('- Ben Okafor (Boxwell)')
    for (const n of [1, 2, 3, 4, 5]) expect(annMail.html).toContain(`/feedback/${annToken}?rating=${n}`)

    const [eveMail] = mailTo(people.eve.email, PULSE)
    expect(ratingLinksIn(eveMail.text ?? '', server.url)).toHaveLength(5)
    expect(eveMail.text).not.toContain('swapped contact details')
    // Each person's link is their own.
    expect(feedbackTokenOf(ratingLinksIn(eveMail.text ?? '', server.url)[0])).not.toBe(annToken)
  })

  it('records nothing when every link of the email is followed (mail scanners do)', async () => {
    const hrefs = [...(annMail.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'))
    const ours = [...new Set([...hrefs, ...ratingLinksIn(annMail.text ?? '', server.url)])].filter((href) =>
      href.startsWith(server.url),
    )
    expect(ours.length).toBeGreaterThanOrEqual(5)
    for (const href of ours) {
      const page = await fetch(href)
      expect([href, page.status]).toEqual([href, 200])
      await page.arrayBuffer()
    }
    // The page's own read, with the rating in the query as the link carries it.
    const read = await anonymous().get<FeedbackDto>(`/api/feedback/${annToken}?rating=5`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual({
      event: { id: night.id, name: 'Pulse Night', date: expect.any(String), timezone: 'America/Chicago' },
      rating: null,
      metSomeoneUseful: null,
      comment: null,
      anonymous: false,
      editableUntil: new Date(due + FEEDBACK_EDITABLE_MS).toISOString(),
    })
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    const answered = await server.payload.count({
      collection: 'feedback',
      where: { and: [{ event: { equals: night.id } }, { rating: { exists: true } }] },
    })
    expect(answered.totalDocs).toBe(0)
  })
})

describe('PUT /api/feedback/{token}', () => {
  it('records one answer per registration and changes it while it is open', async () => {
    const first = await anonymous().request<FeedbackDto>('PUT', `/api/feedback/${annToken}`, {
      rating: 4,
      metSomeoneUseful: true,
      comment: 'Met a machinist',
      anonymous: true,
    })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ rating: 4, metSomeoneUseful: true, comment: 'Met a machinist', anonymous: true })
    const changed = await anonymous().request<FeedbackDto>('PUT', `/api/feedback/${annToken}`, { rating: 5 })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ rating: 5, metSomeoneUseful: null, comment: null, anonymous: false })
    expect((await anonymous().get<FeedbackDto>(`/api/feedback/${annToken}`)).body).toMatchObject({ rating: 5 })
    const rows = await server.payload.count({ collection: 'feedback', where: { attendee: { equals: people.ann.id } } })
    expect(rows.totalDocs).toBe(1)
  })

  it('refuses bad answers with 400 and the field, and records nothing', async () => {
    const [eveMail] = mailTo(people.eve.email, PULSE)
    const eveToken = feedbackTokenOf(ratingLinksIn(eveMail.text ?? '', server.url)[0])
    const bad: [unknown, string][] = [
      [{}, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 2.5 }, 'rating'],
      [{ rating: '3' }, 'rating'],
      [{ rating: 3, metSomeoneUseful: 'yes' }, 'metSomeoneUseful'],
      [{ rating: 3, comment: 'x'.repeat(1001) }, 'comment'],
      [{ rating: 3, anonymous: 'no' }, 'anonymous'],
    ]
    for (const [body, field] of bad) {
      const answer = await anonymous().request<{ errors?: Record<string, string> }>('PUT', `/api/feedback/${eveToken}`, body)
      expect([JSON.stringify(body), answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([
        JSON.stringify(body),
        400,
        [field],
      ])
    }
    expect(
      (
        await anonymous().request<{ message: string }>('PUT', `/api/feedback/${eveToken}`, {
          rating: 3,
          comment: 'x'.repeat(1000),
        })
      ).status,
    ).toBe(200)
  })

  it('answers 404 for a token it never issued, the manage link included', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', people.ann.token]) {
      const read = await anonymous().get(`/api/feedback/${token}`)
      expect([token, read.status, (read.body as unknown as { message: string }).message]).toEqual([
        token,
        404,
        messages.feedbackNotFound,
      ])
      expect((await anonymous().request<{ message: string }>('PUT', `/api/feedback/${token}`, { rating: 3 })).status).toBe(404)
    }
  })

  it('is closed 7 days after the morning after: 410, and the answer stays as it was', async () => {
    const [benMail] = mailTo(people.ben.email, PULSE)
    const benToken = feedbackTokenOf(ratingLinksIn(benMail.text ?? '', server.url)[0])
    expect((await anonymous().request<{ message: string }>('PUT', `/api/feedback/${benToken}`, { rating: 2 })).status).toBe(200)
    // Seven days pass.
    await server.payload.db.updateOne({
      collection: 'feedback',
      where: { attendee: { equals: people.ben.id } },
      data: { editableUntil: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    const late = await anonymous().request<{ message: string }>('PUT', `/api/feedback/${benToken}`, { rating: 5 })
    expect([late.status, late.body.message]).toEqual([410, messages.feedbackClosed])
    expect((await anonymous().get<FeedbackDto>(`/api/feedback/${benToken}`)).body.rating).toBe(2)
  })
})

describe('a morning-after pass and a removal at once', () => {
  it('someone the team removes, or whose check-in it undoes, while the pass works through the night gets no email; everyone else does', async () => {
    const busy = await networkingNight(master, { name: 'Busy Pulse Night' })
    const others = 300
    await bulkInsertAttendees(server, busy.id, others, { checkedIn: true })
    // Registered and checked in after everyone else, so the pass reaches them last.
    const removed = await registerWith(server, busy.id, { name: 'Rex Removed', company: 'Gone Co' })
    const undone = await registerWith(server, busy.id, { name: 'Una Undone', company: 'Wrong Door Co' })
    await checkInAt(master, busy.id, removed.id)
    await checkInAt(master, busy.id, undone.id)
    await endedDaysAgo(server, busy.id, 0.5)
    // The pass has read who came and is working through them when the team acts.
    const busyDue = await morningAfterOfNight(server, busy.id)
    const { pass } = await passUnderWay(server, busy.id, 'morningAfter', () => server.morningAfter.runOnce(busyDue + 60_000))
    expect((await master.delete(`/api/events/${busy.id}/attendees/${removed.id}`)).status).toBe(200)
    expect((await master.delete(`/api/events/${busy.id}/check-ins/${undone.id}`)).status).toBe(200)
    expect(await emailsRecorded(server, busy.id, 'morningAfter')).toBeLessThan(others)
    await pass
    expect(await emailsRecorded(server, busy.id, 'morningAfter')).toBe(others)
    const written = await server.payload.count({
      collection: 'email-outbox',
      where: {
        and: [{ to: { in: [removed.email, undone.email] } }, { template: { equals: 'morningAfter' } }],
      },
    })
    expect(written.totalDocs).toBe(0)
    // The rest of the night's emails need not reach the sink.
    await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
  })
})

describe('a morning-after pass and an erasure at once', () => {
  it('the erased person gets no email, and the emails written after the erasure name them nowhere', async () => {
    const busy = await networkingNight(master, { name: 'Erasing Pulse Night' })
    // Enough that the pass is still working through them when the erasure has answered.
    const others = 1000
    await bulkInsertAttendees(server, busy.id, others, { checkedIn: true })
    // After everyone else, so the pass reaches them last.
    const ann = await registerWith(
      server,
      busy.id,
      { name: 'Ann Erased', company: 'Erased Tooling' },
      { offers: ['CNC machining'], share: { email: true, url: 'https://erased.example.com' } },
    )
    const ben = await registerWith(server, busy.id, { name: 'Ben Stays', company: 'Boxwell' }, { needs: ['CNC machining'] })
    const cat = await registerWith(
      server,
      busy.id,
      { name: 'Cat Stays', company: 'Circuit Co' },
      { needs: ['Packaging'], share: { email: true } },
    )
    for (const other of [ann, cat]) {
      const code = (await networkingOf(server, other.token)).contactCode!
      expect((await anonymous().post(`/api/registrations/${ben.token}/swaps`, { code })).status).toBe(201)
      const back = (await networkingOf(server, ben.token)).contactCode!
      expect((await anonymous().post(`/api/registrations/${other.token}/swaps`, { code: back })).status).toBe(200)
    }
    for (const person of [ann, ben, cat]) await checkInAt(master, busy.id, person.id)
    // Over, as it is the morning after: an erasure then keeps the row's attendance, as a purge does.
    await endedDaysAgo(server, busy.id, 0.5)
    // Unanswered by the sink, the emails keep what they were written with.
    await smtp.holding(async () => {
      // The pass has read who came, and Ben's swaps, when Ann is erased.
      const busyDue = await morningAfterOfNight(server, busy.id)
      const { pass } = await passUnderWay(server, busy.id, 'morningAfter', () => server.morningAfter.runOnce(busyDue + 60_000))
      expect((await master.post('/api/privacy/erase', { email: ann.email })).status).toBe(200)
      expect(await emailsRecorded(server, busy.id, 'morningAfter')).toBeLessThan(others)
      await pass
      expect(await emailsRecorded(server, busy.id, 'morningAfter')).toBe(others + 2)
      const mailsTo = async (email: string) =>
        (
          await server.payload.find({
            collection: 'email-outbox',
            where: { to: { equals: email } },
            pagination: false,
            showHiddenFields: true,
          })
        ).docs
      expect(await mailsTo(ann.email)).toEqual([])
      const [benMail] = (await mailsTo(ben.email)).filter((row) => row.template === 'morningAfter')
      const written = JSON.stringify(benMail.data)
      expect(written).toContain('Cat Stays')
      expect(written).not.toMatch(/Ann Erased|Erased Tooling|erased\.example\.com/)
      expect(written).not.toContain(ann.email)
      // The rest of the night's emails need not reach the sink.
      await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
    })
  })
})
