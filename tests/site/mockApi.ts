import { jest } from '@jest/globals'
import type { CurrentUser, EventDto } from '../../contract/types'

/** The network boundary, faked: `globalThis.fetch` answers from "METHOD /path" routes. */
export interface Call {
  method: string
  path: string
  body: unknown
}

export interface Reply {
  status?: number
  body?: unknown
  /** A raw (non-JSON) body, e.g. an empty one. */
  text?: string
}

export type Handler = Reply | ((call: Call) => Reply | Promise<Reply>)

/**
 * jsdom has no fetch `Response`: build the part of one that the API client reads. A real
 * Response is used when the environment has one.
 */
function respond(text: string | null, status: number, contentType?: string): Response {
  const headers = new Headers(contentType ? { 'content-type': contentType } : {})
  if (typeof Response === 'function') return new Response(text, { status, headers })
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers,
    text: async () => text ?? '',
    json: async () => JSON.parse(text ?? ''),
  } as unknown as Response
}

export function json(body: unknown, status = 200) {
  return respond(JSON.stringify(body), status, 'application/json')
}

/** Routes every public page asks for; override any of them per test. */
export const baseRoutes: Record<string, Handler> = {
  'GET /api/settings': { body: { productName: 'Makers Pub Night', tagline: 'Meet the makers', contactEmail: null } },
  'GET /api/user': { body: null },
  'GET /api/events?status=past': { body: [] },
}

export function mockApi(routes: Record<string, Handler> = {}) {
  const calls: Call[] = []
  const table = new Map(Object.entries({ ...baseRoutes, ...routes }))
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const path = url.pathname + url.search
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    const call: Call = { method, path, body }
    calls.push(call)
    const handler = table.get(`${method} ${path}`)
    if (!handler) return json({ message: `No route for ${method} ${path}` }, 404)
    const reply = typeof handler === 'function' ? await handler(call) : handler
    if (reply.status === 204) return respond(null, 204)
    if (reply.text !== undefined) return respond(reply.text, reply.status ?? 200)
    return json(reply.body ?? null, reply.status ?? 200)
  })
  globalThis.fetch = fetchMock
  return {
    calls,
    set(route: string, handler: Handler) {
      table.set(route, handler)
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path)
    },
  }
}

/** A reply that waits until the test lets it go, to see pending states. */
export function deferred(reply: Reply = {}) {
  let release!: () => void
  const promise = new Promise<Reply>((resolve) => {
    release = () => resolve(reply)
  })
  return { handler: () => promise, release }
}

/** A reply that never comes: the loading state stays on screen. */
export const never: Handler = () => new Promise<Reply>(() => {})

export const hostUser: CurrentUser = { id: 7, name: 'Hana Host', email: 'hana@example.com', role: 'HOST', approved: true }
export const adminUser: CurrentUser = {
  id: 1,
  name: 'Max Master',
  email: 'max@example.com',
  role: 'MASTER_ADMIN',
  approved: true,
}

/** An event on Saturday 14 March 2026, 7-11 PM in New York (EDT: DST began 8 March). */
export function makeEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: 1,
    name: 'Spring Makers Night',
    description: 'Pints and prototypes.',
    date: '2026-03-14T23:00:00.000Z',
    endDate: '2026-03-15T03:00:00.000Z',
    timezone: 'America/New_York',
    venue: 'The Foundry Tap',
    street: '12 Mill St',
    city: 'Springfield',
    state: 'MA',
    country: 'USA',
    coordinates: { lat: 0, lng: 0 },
    maxAttendees: 50,
    imageUrl: null,
    linkedinPostUrl: null,
    hostId: 7,
    archived: false,
    remindersEnabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** One person on a door list as the fake server keeps them (with the email a real row has). */
export interface DoorPerson {
  id: number
  name: string
  company: string
  email: string
  checkedInAt: string | null
  /** The entry code this person's QR code carries. */
  code: string
}

/**
 * A stateful fake of the check-in endpoints under `base` (`/api/events/{id}` for a host,
 * `/api/door/{token}` for a door link): list, check in by id or code, undo, walk-ins.
 * `listPath` is the GET of the list (`{base}/check-ins`, or `base` itself for a door link).
 */
export function checkInRoutes(
  base: string,
  listPath: string,
  event: EventDto,
  people: DoorPerson[],
  now = () => new Date().toISOString(),
) {
  const state = people.map((person) => ({ ...person }))
  const summary = (person: DoorPerson) => ({
    id: person.id,
    name: person.name,
    company: person.company,
    checkedInAt: person.checkedInAt,
  })
  const checkIn = (person: DoorPerson | undefined): Reply => {
    if (!person) return { status: 404, body: { message: 'Registration not found' } }
    if (person.checkedInAt)
      return { status: 200, body: { alreadyCheckedIn: true, checkedInAt: person.checkedInAt, attendee: summary(person) } }
    person.checkedInAt = now()
    return { status: 201, body: { attendee: summary(person), checkedInAt: person.checkedInAt } }
  }
  const routes: Record<string, Handler> = {
    // The real door answer never carries emails; this fake sends them to prove the site drops them.
    [`GET ${listPath}`]: () => ({
      body: {
        event,
        registered: state.length,
        checkedIn: state.filter((person) => person.checkedInAt).length,
        attendees: [...state].sort((a, b) => a.name.localeCompare(b.name)),
      },
    }),
    [`POST ${base}/check-ins`]: ({ body }) => {
      const request = body as { token?: string; attendeeId?: number }
      if (request.attendeeId !== undefined) return checkIn(state.find((person) => person.id === request.attendeeId))
      const code = String(request.token ?? '')
        .split('/check-in/')
        .pop()
      return checkIn(state.find((person) => person.code === code))
    },
    [`POST ${base}/walk-ins`]: ({ body }) => {
      const walkIn = body as { name: string; email: string; company: string }
      if (state.some((person) => person.email.toLowerCase() === walkIn.email.toLowerCase())) {
        return { status: 409, body: { message: 'You are already registered for this event' } }
      }
      const person = { ...walkIn, id: 900 + state.length, code: `walk-${state.length}`, checkedInAt: now() }
      state.push(person)
      return { status: 201, body: { attendee: summary(person), checkedInAt: person.checkedInAt } }
    },
  }
  for (const person of state) {
    routes[`DELETE ${base}/check-ins/${person.id}`] = () => {
      person.checkedInAt = null
      return { body: { attendee: summary(person) } }
    }
  }
  return { routes, state }
}
