import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import type { ApiError, AttendeeWithAnswers, EventDto } from '../../contract/types'
import type { CheckInList } from '../../contract/door'
import type { ManagedRegistrationDto, RegistrationResultDto } from '../../contract/registrations'
import type { QuestionInput } from '../../contract/questions'
import type { Client } from '../support/client'
import type { TestServer } from '../support/testServer'

/** Registration questions over real HTTP (docs/api.md "Registration questions"). */
let server: TestServer
let anonymous: Client
let master: Client
let owner: RoleClients['owner']
let otherHost: RoleClients['otherHost']

const QUESTIONS: QuestionInput[] = [
  { label: 'Dietary needs', kind: 'text', required: false, showAtDoor: true },
  { label: 'Which shop?', kind: 'single', required: true, options: ['Metal', 'Wood', '=Plastics'] },
  { label: 'Interests', kind: 'multi', options: ['CNC', 'Laser', 'Welding'] },
  { label: 'Photo consent', kind: 'consent', required: true, showAtDoor: true },
  { label: 'Budget', kind: 'text', hostOnly: true, showAtDoor: true },
]

async function eventWithQuestions(overrides: Record<string, unknown> = {}) {
  const created = await owner.client.post<EventDto>('/api/events', eventBody({ questions: QUESTIONS, ...overrides }))
  expect(created.status).toBe(201)
  return created.body
}

const count = async (eventId: EventDto['id']) =>
  (await anonymous.get<{ count: number }>(`/api/events/${eventId}/attendee-count`)).body.count
const rowsOf = async (eventId: EventDto['id']) =>
  (await server.payload.find({ collection: 'attendees', where: { event: { equals: eventId } }, depth: 0 })).totalDocs

beforeAll(async () => {
  ;({ server, anonymous, master, owner, otherHost } = await startWithRoles())
})
afterAll(() => server.stop())

describe('questions on an event', () => {
  it('keep their ids and order through edits; the public event shows them; at most 10', async () => {
    const event = await eventWithQuestions()
    expect(event.questions.map((question) => [question.label, question.kind, question.required])).toEqual([
      ['Dietary needs', 'text', false],
      ['Which shop?', 'single', true],
      ['Interests', 'multi', false],
      ['Photo consent', 'consent', true],
      ['Budget', 'text', false],
    ])
    const ids = event.questions.map((question) => question.id)
    expect(new Set(ids).size).toBe(5)
    const reordered = [event.questions[1], event.questions[0], ...event.questions.slice(2)]
    const edited = await owner.client.patch<EventDto>(`/api/events/${event.id}`, eventBody({ questions: reordered }))
    expect(edited.body.questions.map((question) => question.id)).toEqual([ids[1], ids[0], ...ids.slice(2)])
    // Left out of an edit, the questions stay.
    const untouched = await owner.client.patch<EventDto>(`/api/events/${event.id}`, eventBody({ name: 'Renamed' }))
    expect(untouched.body.questions.map((question) => question.id)).toEqual([ids[1], ids[0], ...ids.slice(2)])
    expect((await anonymous.get<EventDto>(`/api/events/${event.id}`)).body.questions).toHaveLength(5)

    const tooMany = Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, kind: 'text' }))
    const refused = await owner.client.post<ApiError>('/api/events', eventBody({ questions: tooMany }))
    expect([refused.status, refused.body.message]).toEqual([400, 'At most 10 questions'])
    const oneOption = await owner.client.post<ApiError>(
      '/api/events',
      eventBody({ questions: [{ label: 'Pick', kind: 'single', options: ['Only'] }] }),
    )
    expect(oneOption.status).toBe(400)
    expect((await otherHost.client.patch(`/api/events/${event.id}`, eventBody({ questions: [] }))).status).toBe(403)
  })
})

describe('answers', () => {
  it('a missing required answer or an unknown option is 400 on its field; nothing is stored and no seat is taken', async () => {
    const event = await eventWithQuestions({ maxAttendees: 1 })
    const [, shop, interests, consent] = event.questions
    const missing = await anonymous.post<ApiError>(`/api/events/${event.id}/attendees`, attendee({ answers: {} }))
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({
      [`answers.${shop.id}`]: 'This question is required',
      [`answers.${consent.id}`]: 'This question is required',
    })
    const unknown = await anonymous.post<ApiError>(
      `/api/events/${event.id}/attendees`,
      attendee({ answers: { [shop.id]: 'Glass', [interests.id]: ['CNC', 'Knitting'], [consent.id]: true } }),
    )
    expect(unknown.body).toEqual({
      message: 'Choose one of the options',
      errors: { [`answers.${shop.id}`]: 'Choose one of the options', [`answers.${interests.id}`]: 'Choose one of the options' },
    })
    expect([await count(event.id), await rowsOf(event.id)]).toEqual([0, 0])

    const good = await anonymous.post<RegistrationResultDto>(
      `/api/events/${event.id}/attendees`,
      attendee({
        name: 'Ann Answer',
        answers: { [shop.id]: 'Metal', [interests.id]: ['Laser', 'CNC'], [consent.id]: true, unknownId: 'x' },
      }),
    )
    expect(good.status).toBe(201)
    const stored = await server.payload.findByID({ collection: 'attendees', id: good.body.id, depth: 0 })
    expect(stored.answers).toEqual({ [shop.id]: 'Metal', [interests.id]: ['Laser', 'CNC'], [consent.id]: true })

    // Full now: the waitlist judges answers the same way.
    const waitMissing = await anonymous.post<ApiError>(`/api/events/${event.id}/waitlist`, attendee({ answers: {} }))
    expect([waitMissing.status, waitMissing.body.errors?.[`answers.${shop.id}`]]).toEqual([400, 'This question is required'])
    const waiting = await anonymous.post(
      `/api/events/${event.id}/waitlist`,
      attendee({ answers: { [shop.id]: 'Wood', [consent.id]: true } }),
    )
    expect(waiting.status).toBe(201)
  })

  it('hosts and walk-ins may skip questions; the host sees every answer and what is missing', async () => {
    const event = await eventWithQuestions()
    const [diet, shop, , consent, budget] = event.questions
    const added = await owner.client.post<RegistrationResultDto>(
      `/api/events/${event.id}/attendees`,
      attendee({ name: 'Hand Added' }),
    )
    expect(added.status).toBe(201)
    const walkIn = await owner.client.post(`/api/events/${event.id}/walk-ins`, attendee({ name: 'Walk In' }))
    expect(walkIn.status).toBe(201)
    // A host still may not store an unknown option.
    const bad = await owner.client.post<ApiError>(
      `/api/events/${event.id}/attendees`,
      attendee({ answers: { [shop.id]: 'Glass' } }),
    )
    expect(bad.body.errors).toEqual({ [`answers.${shop.id}`]: 'Choose one of the options' })
    await anonymous.post(
      `/api/events/${event.id}/attendees`,
      attendee({
        name: 'Ann Answer',
        answers: { [diet.id]: 'Vegan', [shop.id]: 'Wood', [consent.id]: true, [budget.id]: 'About 500 dollars' },
      }),
    )
    const list = await owner.client.get<AttendeeWithAnswers[]>(`/api/events/${event.id}/attendees`)
    const byName = Object.fromEntries(list.body.map((row) => [row.name, row]))
    expect(byName['Hand Added'].missingAnswers).toEqual([shop.id, consent.id])
    expect(byName['Walk In'].missingAnswers).toEqual([shop.id, consent.id])
    expect(byName['Ann Answer']).toMatchObject({
      answers: { [diet.id]: 'Vegan', [shop.id]: 'Wood', [consent.id]: true, [budget.id]: 'About 500 dollars' },
      missingAnswers: [],
    })

    // The door: only door questions, never host-only ones, never emails.
    const door = await owner.client.get<CheckInList>(`/api/events/${event.id}/check-ins`)
    const ann = door.body.attendees.find((person) => person.name === 'Ann Answer')!
    expect(ann.doorAnswers).toEqual([
      { label: 'Dietary needs', answer: 'Vegan' },
      { label: 'Photo consent', answer: 'Yes' },
    ])
    expect(door.text).not.toContain('About 500 dollars')
    expect(door.text).not.toContain('@')

    // The CSV with answers: a column per question, formula cells neutralised.
    await anonymous.post(
      `/api/events/${event.id}/attendees`,
      attendee({ name: 'Plastic Fan', answers: { [shop.id]: '=Plastics', [consent.id]: true, [diet.id]: '@SUM(1)' } }),
    )
    const csv = await owner.client.get(`/api/events/${event.id}/attendees/download?answers=1`)
    const [header, ...rows] = csv.text.trim().split('\r\n')
    expect(header).toBe(
      '"Name","Email","Company","Registered","Checked in","Dietary needs","Which shop?","Interests","Photo consent","Budget"',
    )
    const plastic = rows.find((row) => row.startsWith('"Plastic Fan"'))!
    expect(plastic).toContain(`"'@SUM(1)","'=Plastics","","Yes",""`)
    const plain = await owner.client.get(`/api/events/${event.id}/attendees/download`)
    expect(plain.text.split('\r\n')[0]).toBe('"Name","Email","Company","Registered","Checked in"')
    expect((await otherHost.client.get(`/api/events/${event.id}/attendees/download?answers=1`)).status).toBe(403)
  })

  it('the manage page shows and changes the answers, judged like the form', async () => {
    const event = await eventWithQuestions()
    const [, shop, , consent] = event.questions
    const registered = await anonymous.post<RegistrationResultDto>(
      `/api/events/${event.id}/attendees`,
      attendee({ answers: { [shop.id]: 'Metal', [consent.id]: true } }),
    )
    const token = new URL(registered.body.manageUrl!).pathname.split('/').pop()!
    const page = await anonymous.get<ManagedRegistrationDto>(`/api/registrations/${token}`)
    expect(page.body.registration.answers).toEqual({ [shop.id]: 'Metal', [consent.id]: true })
    const refused = await anonymous.patch<ApiError>(`/api/registrations/${token}`, { answers: { [shop.id]: 'Wood' } })
    expect(refused.body.errors).toEqual({ [`answers.${consent.id}`]: 'This question is required' })
    const changed = await anonymous.patch<ManagedRegistrationDto>(`/api/registrations/${token}`, {
      answers: { [shop.id]: 'Wood', [consent.id]: true },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.registration.answers).toEqual({ [shop.id]: 'Wood', [consent.id]: true })
  })
})

describe('locking answered questions', () => {
  it('an answered question keeps its kind and options and stays; new ones must be optional; judged from live rows', async () => {
    const event = await eventWithQuestions()
    const questions = event.questions
    const [, shop, interests, consent] = questions
    const patch = (next: unknown[]) =>
      owner.client.patch<ApiError & EventDto>(`/api/events/${event.id}`, eventBody({ questions: next }))

    // Nobody has answered yet: anything goes.
    expect((await patch(questions.map((q) => (q.id === interests.id ? { ...q, options: ['CNC', 'Laser'] } : q)))).status).toBe(
      200,
    )
    const registered = await anonymous.post<RegistrationResultDto>(
      `/api/events/${event.id}/attendees`,
      attendee({ answers: { [shop.id]: 'Metal', [interests.id]: ['CNC'], [consent.id]: true } }),
    )
    expect(registered.status).toBe(201)
    const current = (await anonymous.get<EventDto>(`/api/events/${event.id}`)).body.questions

    for (const next of [
      current.filter((q) => q.id !== shop.id),
      current.map((q) => (q.id === shop.id ? { ...q, kind: 'multi' } : q)),
      current.map((q) => (q.id === shop.id ? { ...q, options: ['Metal', 'Wood'] } : q)),
      current.map((q) => (q.id === interests.id ? { ...q, options: [...q.options, 'Welding'] } : q)),
    ]) {
      const refused = await patch(next)
      expect([refused.status, refused.body.message]).toEqual([409, 'This question already has answers'])
    }
    const required = await patch([...current, { label: 'T-shirt size', kind: 'text', required: true }])
    expect([required.status, required.body.message]).toEqual([409, 'Questions added after people have answered must be optional'])

    // Wording, required-ness and new optional questions are fine; unanswered questions may go.
    const relabelled = await patch([
      ...current.filter((q) => q.label !== 'Budget').map((q) => (q.id === shop.id ? { ...q, label: 'Your workshop?' } : q)),
      { label: 'T-shirt size', kind: 'text' },
    ])
    expect(relabelled.status).toBe(200)
    expect(relabelled.body.questions.map((q) => q.label)).toEqual([
      'Dietary needs',
      'Your workshop?',
      'Interests',
      'Photo consent',
      'T-shirt size',
    ])
    // Once the only answering row is gone, the question is free again (live data, not a flag).
    expect((await owner.client.delete(`/api/events/${event.id}/attendees/${registered.body.id}`)).status).toBe(200)
    expect((await patch(relabelled.body.questions.filter((q) => q.id !== shop.id))).status).toBe(200)
    expect((await master.get(`/api/events/${event.id}`)).status).toBe(200)
  })
})
