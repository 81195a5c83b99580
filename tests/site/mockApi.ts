import { createHash } from 'node:crypto'
import { jest } from '@jest/globals'
import type { MovedAttendeeDto } from '../../contract/attendees'
import type { FeedbackDto } from '../../contract/feedback'
import type { AudienceCounts, EventMessageDto } from '../../contract/eventMessages'
import type { DoorSnapshot, ScanBatch, ScanBatchResult, ScanResult } from '../../contract/doorOffline'
import type {
  CheckInList,
  CheckInRequest,
  CheckInResult,
  DoorAttendee,
  DoorLinkCreated,
  DoorLinkStatus,
  EventReport,
  SeriesReport,
  AttendeeWithCheckIn,
  EntryCodeDto,
} from '../../contract/door'
import type {
  CancelledRegistrationDto,
  CompaniesDto,
  ManagedRegistrationDto,
  RegistrationDto,
  RegistrationResultDto,
  WaitlistEntryDto,
  WaitlistJoinedDto,
} from '../../contract/registrations'
import type {
  ApiError,
  AttendeeCount,
  CurrentUser,
  EventDto,
  FaqDto,
  GeocodedPlace,
  HostDto,
  MessageDto,
  SiteSettings,
  SponsorDto,
  UploadResult,
} from '../../contract/types'
import type { EventHostDto, TeamMemberDto, UserSettingsInput } from '../../contract/team'
import type { FollowersDto, SubscriptionDto, UnsubscribedDto } from '../../contract/subscriptions'
import type { DeliveryDto, WebhookDto } from '../../contract/webhooks'
import type { ContactCardDto, NetworkingAggregateDto, NetworkingDto, SwapResultDto } from '../../contract/networking'

/** The network boundary, faked: `globalThis.fetch` answers from "METHOD /path" routes. */
export interface Call {
  method: string
  path: string
  body: unknown
}

/** Statuses the routers answer with an error envelope (cms/http: one JSON shape for every failure). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503

/**
 * One fake answer: the route's success body (typed from contract/, as the routers in
 * cms/modules/<resource>/router.ts send it), the error envelope with an error status, or a raw
 * text body (a CSV download, a body that is not JSON).
 */
export type Reply<T = unknown> =
  | { status?: 200 | 201 | 202; body: T; text?: never }
  | { status: ErrorStatus; body: ApiError; text?: never }
  | { status?: number; text: string; body?: never }

export type Handler<T = unknown> = Reply<T> | ((call: Call) => Reply<T> | Promise<Reply<T>>)

type EventId = number
type Token = string
/** A door link in these fakes: no slash in it, so `/api/door/{token}` and its sub-paths never overlap. */
type DoorToken = `tok${number}` | `door-token-${number}`

/** A walk-in as the door's form sends it. */
interface WalkInBody {
  name: string
  email: string
  company: string
}

/**
 * Every route the site calls, with the body the server answers (docs/api.md). A route the table
 * does not know, or a body of another shape, does not type-check, so the fakes cannot drift
 * from the contract. Ids are numbers, so no two patterns overlap.
 */
export interface ApiRoutes {
  'GET /api/settings'?: Handler<SiteSettings>
  'PATCH /api/settings'?: Handler<SiteSettings>
  'GET /api/user'?: Handler<CurrentUser | null>
  'POST /api/login'?: Handler<CurrentUser>
  'POST /api/logout'?: Handler<MessageDto>
  'POST /api/register'?: Handler<CurrentUser>
  'PATCH /api/user/password'?: Handler<MessageDto>
  'POST /api/auth/forgot-password'?: Handler<MessageDto>
  'POST /api/auth/reset-password'?: Handler<MessageDto>
  'POST /api/contact'?: Handler<MessageDto>
  'POST /api/upload'?: Handler<UploadResult>
  [geocode: `GET /api/geocode?${string}`]: Handler<GeocodedPlace>

  'GET /api/events'?: Handler<EventDto[]>
  [list: `GET /api/events?status=${string}`]: Handler<EventDto[]>
  [list: `GET /api/events/host/${EventId}?status=${string}`]: Handler<EventDto[]>
  'POST /api/events'?: Handler<EventDto>
  [event: `GET /api/events/${EventId}`]: Handler<EventDto>
  [event: `PATCH /api/events/${EventId}`]: Handler<EventDto>
  [event: `PATCH /api/events/${EventId}/archive`]: Handler<EventDto>
  [duplicate: `POST /api/events/${EventId}/duplicate`]: Handler<EventDto>
  [series: `POST /api/events/${EventId}/series`]: Handler<EventDto[]>
  [following: `PATCH /api/events/${EventId}/following`]: Handler<EventDto[]>
  [event: `DELETE /api/events/${EventId}`]: Handler<MessageDto>
  [publish: `POST /api/events/${EventId}/publish`]: Handler<EventDto>
  [followers: `GET /api/events/${EventId}/followers`]: Handler<FollowersDto>
  [count: `GET /api/events/${EventId}/attendee-count`]: Handler<AttendeeCount>
  [companies: `GET /api/events/${EventId}/companies`]: Handler<CompaniesDto>
  [hosts: `GET /api/events/${EventId}/hosts`]: Handler<EventHostDto[]>
  [team: `GET /api/events/${EventId}/team`]: Handler<TeamMemberDto[]>
  [team: `POST /api/events/${EventId}/team`]: Handler<TeamMemberDto>
  [teamMember: `DELETE /api/events/${EventId}/team/${number}`]: Handler<MessageDto>
  'GET /api/user/settings'?: Handler<UserSettingsInput>
  'PATCH /api/user/settings'?: Handler<UserSettingsInput>

  [attendees: `GET /api/events/${EventId}/attendees`]: Handler<AttendeeWithCheckIn[]>
  [attendees: `POST /api/events/${EventId}/attendees`]: Handler<RegistrationResultDto>
  [csv: `GET /api/events/${EventId}/attendees/download${'' | '?answers=1'}`]: Handler<never>
  [badges: `GET /api/events/${EventId}/badges.pdf${'' | `?${string}`}`]: Handler<never>
  [attendee: `DELETE /api/events/${EventId}/attendees/${number}`]: Handler<MessageDto>
  [move: `POST /api/events/${EventId}/attendees/${number}/move`]: Handler<MovedAttendeeDto>
  [waitlist: `GET /api/events/${EventId}/waitlist`]: Handler<WaitlistEntryDto[]>
  [waitlist: `POST /api/events/${EventId}/waitlist`]: Handler<WaitlistJoinedDto>
  [seat: `POST /api/events/${EventId}/waitlist/${number}/seat`]: Handler<{ status: 'registered' }>
  // A token is any text to the type system, so this pattern also covers its sub-path `…/networking` (below).
  [registration: `GET /api/registrations/${Token}`]: Handler<ManagedRegistrationDto | NetworkingDto>
  [registration: `PATCH /api/registrations/${Token}`]: Handler<RegistrationDto>
  [registration: `POST /api/registrations/${Token}/cancel`]: Handler<CancelledRegistrationDto>
  [
    networking: `GET /api/registrations/${Token}/networking` | `PUT /api/registrations/${Token}/networking`
  ]: Handler<NetworkingDto>
  [networking: `DELETE /api/registrations/${Token}/networking`]: Handler<{ profile: null }>
  [
    swap: `POST /api/registrations/${Token}/swaps` | `POST /api/registrations/${Token}/swaps/${number}/accept`
  ]: Handler<SwapResultDto>
  [contactCard: `GET /api/contact-codes/${Token}`]: Handler<ContactCardDto>
  [feedback: `GET /api/feedback/${Token}` | `PUT /api/feedback/${Token}`]: Handler<FeedbackDto>
  [swapLink: `POST /api/contact-codes/${Token}/my-link`]: Handler<MessageDto>
  [aggregate: `GET /api/events/${EventId}/networking`]: Handler<NetworkingAggregateDto>
  'POST /api/subscriptions'?: Handler<MessageDto>
  [subscription: `GET /api/subscriptions/${Token}`]: Handler<SubscriptionDto>
  [confirm: `POST /api/subscriptions/${Token}/confirm`]: Handler<SubscriptionDto>
  [unsubscribe: `POST /api/subscriptions/${Token}/unsubscribe`]: Handler<UnsubscribedDto>

  [messages: `GET /api/events/${EventId}/messages`]: Handler<EventMessageDto[]>
  [messages: `POST /api/events/${EventId}/messages`]: Handler<{ recipients: number }>
  [audiences: `GET /api/events/${EventId}/messages/audiences`]: Handler<AudienceCounts>

  [doorLink: `GET /api/events/${EventId}/door-link`]: Handler<DoorLinkStatus>
  [doorLink: `POST /api/events/${EventId}/door-link`]: Handler<DoorLinkCreated>
  [doorLink: `DELETE /api/events/${EventId}/door-link`]: Handler<MessageDto>
  [entryCode: `GET /api/entry-codes/${Token}`]: Handler<EntryCodeDto>
  [list: `GET /api/events/${EventId}/check-ins` | `GET /api/door/${DoorToken}`]: Handler<CheckInList>
  [checkIn: `POST /api/events/${EventId}/check-ins` | `POST /api/door/${DoorToken}/check-ins`]: Handler<CheckInResult>
  [snapshot: `GET /api/events/${EventId}/check-ins/snapshot` | `GET /api/door/${DoorToken}/snapshot`]: Handler<DoorSnapshot>
  [batch: `POST /api/events/${EventId}/check-ins/batch` | `POST /api/door/${DoorToken}/check-ins/batch`]: Handler<ScanBatchResult>
  [walkIn: `POST /api/events/${EventId}/walk-ins` | `POST /api/door/${DoorToken}/walk-ins`]: Handler<CheckInResult>
  [undo: `DELETE /api/events/${EventId}/check-ins/${number}` | `DELETE /api/door/${DoorToken}/check-ins/${number}`]: Handler<{
    attendee: DoorAttendee
  }>

  'GET /api/hosts/pending'?: Handler<HostDto[]>
  'GET /api/hosts/active'?: Handler<HostDto[]>
  'GET /api/hosts/rejected'?: Handler<HostDto[]>
  [approval: `PATCH /api/hosts/${number}/approve`]: Handler<HostDto>
  'GET /api/sponsors'?: Handler<SponsorDto[]>
  'POST /api/sponsors'?: Handler<SponsorDto>
  [sponsor: `PATCH /api/sponsors/${number}`]: Handler<SponsorDto>
  [sponsor: `DELETE /api/sponsors/${number}`]: Handler<MessageDto>
  'GET /api/faqs'?: Handler<FaqDto[]>
  'POST /api/faqs'?: Handler<FaqDto>
  [faq: `PATCH /api/faqs/${number}`]: Handler<FaqDto>
  [faq: `DELETE /api/faqs/${number}`]: Handler<MessageDto>
  'GET /api/reports/series'?: Handler<SeriesReport>
  [report: `GET /api/reports/events/${EventId}`]: Handler<EventReport>

  'GET /api/webhooks'?: Handler<WebhookDto[]>
  [log: `GET /api/webhooks/${number}/deliveries${'' | `?page=${number}`}`]: Handler<DeliveryDto[]>
}

/** A route of the table: "METHOD /path". */
export type Route = keyof ApiRoutes

/**
 * jsdom has no fetch `Response`: build the part of one that the API client reads. A real
 * Response is used when the environment has one.
 */
function respond(text: string | null, status: number, contentType?: string): Response {
  const headers = new Headers(contentType ? { 'content-type': contentType } : {})
  if (typeof Response === 'function') return new Response(text, { status, headers })
  const standIn: Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers,
    text: () => Promise.resolve(text ?? ''),
    json: () => Promise.resolve(JSON.parse(text ?? '') as unknown),
  }
  return standIn as Response
}

export function json(body: unknown, status = 200) {
  return respond(JSON.stringify(body), status, 'application/json')
}

/** Routes every public page asks for; override any of them per test. */
export const baseRoutes: ApiRoutes = {
  'GET /api/settings': {
    body: { productName: 'Makers Pub Night', tagline: 'Meet the makers', contactEmail: null, retentionDays: 365 },
  },
  'GET /api/user': { body: null },
  'GET /api/events?status=past': { body: [] },
  // The event page's "Hosted by" line: nobody opted in unless a test says so.
  'GET /api/events/1/hosts': { body: [] },
}

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://localhost')

export function mockApi(routes: ApiRoutes = {}) {
  const calls: Call[] = []
  const table = new Map<string, Handler>(Object.entries({ ...baseRoutes, ...routes }))
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = urlOf(input)
    const method = (init.method ?? 'GET').toUpperCase()
    const path = url.pathname + url.search
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    const call: Call = { method, path, body }
    calls.push(call)
    const handler = table.get(`${method} ${path}`)
    if (!handler) return json({ message: `No route for ${method} ${path}` }, 404)
    const reply = typeof handler === 'function' ? await handler(call) : handler
    if (reply.text !== undefined) return respond(reply.text, reply.status ?? 200)
    return json(reply.body, reply.status ?? 200)
  })
  globalThis.fetch = fetchMock
  return {
    calls,
    set<R extends Route>(route: R, handler: NonNullable<ApiRoutes[R]>) {
      table.set(route, handler)
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path)
    },
  }
}

/**
 * A reply that waits until the test lets it go, to see pending states. Name the route's body type
 * (`deferred<EventDto>(...)`) so the reply is checked against the route it is given to.
 */
export function deferred<T>(reply: Reply<T>) {
  let release!: () => void
  const promise = new Promise<Reply<T>>((resolve) => {
    release = () => resolve(reply)
  })
  return { handler: () => promise, release }
}

/** A reply that never comes: the loading state stays on screen. */
export const never = (): Promise<never> => new Promise<never>(() => {})

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
    registeredCount: 12,
    imageUrl: null,
    linkedinPostUrl: null,
    hostId: 7,
    archived: false,
    status: 'published',
    remindersEnabled: true,
    questions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** The answer to a registration (`POST /api/events/{id}/attendees`, 201): Ada, registered for event 1. */
export function registered(overrides: Partial<RegistrationResultDto> = {}): RegistrationResultDto {
  return {
    id: 9,
    eventId: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    createdAt: '2026-03-01T12:00:00.000Z',
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
  /** Answers to the event's "shown at the door" questions (docs/api.md "Registration questions"). */
  doorAnswers?: { label: string; answer: string }[]
}

/**
 * A stateful fake of the check-in endpoints under `base` (`/api/events/{id}` for a host,
 * `/api/door/{token}` for a door link): list, check in by id or code, undo, walk-ins, and the
 * offline door's snapshot and batches (earliest scan wins; a person checked in by anything but
 * this device's scans is a conflict).
 * `listPath` is the GET of the list (`{base}/check-ins`, or `base` itself for a door link).
 */
export function checkInRoutes(
  base: `/api/events/${EventId}` | `/api/door/${DoorToken}`,
  listPath: `/api/events/${EventId}/check-ins` | `/api/door/${DoorToken}`,
  event: EventDto,
  people: DoorPerson[],
  now = () => new Date().toISOString(),
) {
  const state = people.map((person) => ({ ...person }))
  const summary = (person: DoorPerson): DoorAttendee => ({
    id: person.id,
    name: person.name,
    company: person.company,
    checkedInAt: person.checkedInAt,
  })
  const checkIn = (person: DoorPerson | undefined): Reply<CheckInResult> => {
    if (!person) return { status: 404, body: { message: 'Registration not found' } }
    if (person.checkedInAt)
      return { status: 200, body: { alreadyCheckedIn: true, checkedInAt: person.checkedInAt, attendee: summary(person) } }
    person.checkedInAt = now()
    return { status: 201, body: { attendee: summary(person), checkedInAt: person.checkedInAt } }
  }
  // The real door answer never carries emails; this fake sends them (and the entry codes) to
  // prove the site drops them.
  const list: Handler<CheckInList> = () => ({
    body: {
      event,
      registered: state.length,
      checkedIn: state.filter((person) => person.checkedInAt).length,
      attendees: [...state].sort((a, b) => a.name.localeCompare(b.name)),
    },
  })
  const checkInByCode: Handler<CheckInResult> = ({ body }) => {
    const request = body as CheckInRequest
    if ('attendeeId' in request) return checkIn(state.find((person) => person.id === request.attendeeId))
    const code = request.token.split('/check-in/').pop()
    return checkIn(state.find((person) => person.code === code))
  }
  const walkIn: Handler<CheckInResult> = ({ body }) => {
    const walkIn = body as WalkInBody
    if (state.some((person) => person.email.toLowerCase() === walkIn.email.toLowerCase())) {
      return { status: 409, body: { message: 'This person is already registered for this event' } }
    }
    const person = { ...walkIn, id: 900 + state.length, code: `walk-${state.length}`, checkedInAt: now() }
    state.push(person)
    return { status: 201, body: { attendee: summary(person), checkedInAt: person.checkedInAt } }
  }
  // The real snapshot never carries emails either; this one does, to prove the phone keeps none.
  const snapshot: Handler<DoorSnapshot> = () => ({
    body: {
      event,
      generatedAt: now(),
      attendees: state.map((person) => ({ ...person, codeHash: createHash('sha256').update(person.code).digest('hex') })),
    },
  })
  const scannedBy = new Map<number, Set<string>>()
  const answered = new Map<string, ScanResult>()
  const batch: Handler<ScanBatchResult> = ({ body }) => {
    const { device, scans } = body as ScanBatch
    const results = scans.map((scan): ScanResult => {
      const known = answered.get(scan.clientId)
      if (known) return known
      const person = state.find((candidate) => candidate.id === scan.attendeeId)
      let result: ScanResult = { clientId: scan.clientId, attendeeId: scan.attendeeId, result: 'refused', checkedInAt: null }
      if (person) {
        const here = scannedBy.get(person.id) ?? new Set<string>()
        const kind = !person.checkedInAt ? 'checkedIn' : here.has(device) ? 'alreadyCheckedIn' : 'conflict'
        if (!person.checkedInAt || scan.at < person.checkedInAt) person.checkedInAt = scan.at
        here.add(device)
        scannedBy.set(person.id, here)
        result = { ...result, result: kind, checkedInAt: person.checkedInAt }
      }
      answered.set(scan.clientId, result)
      return result
    })
    return { body: { results } }
  }
  const routes: ApiRoutes = {}
  routes[`GET ${listPath}` as const] = list
  if (base.startsWith('/api/door/')) routes[`GET ${base as `/api/door/${DoorToken}`}/snapshot` as const] = snapshot
  else routes[`GET ${base as `/api/events/${EventId}`}/check-ins/snapshot` as const] = snapshot
  routes[`POST ${base}/check-ins/batch` as const] = batch
  routes[`POST ${base}/check-ins` as const] = checkInByCode
  routes[`POST ${base}/walk-ins` as const] = walkIn
  for (const person of state) {
    routes[`DELETE ${base}/check-ins/${person.id}` as const] = () => {
      person.checkedInAt = null
      return { body: { attendee: summary(person) } }
    }
  }
  return { routes, state }
}
