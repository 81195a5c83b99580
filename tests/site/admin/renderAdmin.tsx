import { Route, Routes, useLocation } from 'react-router-dom'
import AdminPage from '../../../site/src/app/routes/admin/AdminPage'
import { renderApp } from '../renderApp'
import { makeEvent as baseEvent, mockApi, type ApiRoutes } from '../mockApi'
import type { AttendeeDto, CurrentUser, EventDto } from '../../../contract/types'

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * jsdom has no fetch Response, and the shared fake's stand-in has no blob(), which CSV
 * downloads read: give it one, from the same body text.
 */
function withBlobBodies() {
  const fetchStandIn = globalThis.fetch
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fetchStandIn(...args)
    if (typeof response.blob === 'function') return response
    const text = await response.text()
    const type = response.headers.get('content-type') ?? 'text/plain'
    return Object.assign(response, { text: () => Promise.resolve(text), blob: () => Promise.resolve(new Blob([text], { type })) })
  }
}

/**
 * Renders /admin (plus a stand-in /auth page and the current location) for a user, with the
 * fake server answering the given routes on top of the user and settings calls (and, for the
 * master admin, empty lists of pending, active and rejected hosts).
 */
export function renderAdmin(user: CurrentUser | null, routes: ApiRoutes = {}, route = '/admin') {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/settings': { body: { productName: 'Makers Pub Night', tagline: '', contactEmail: null, retentionDays: 365 } },
    // The master admin's Pending Hosts tab counts the applications waiting (none unless a test says).
    // Its Events tab names each event's host from the active and rejected lists (empty unless a test says).
    ...(user?.role === 'MASTER_ADMIN'
      ? {
          'GET /api/hosts/pending': { body: [] },
          'GET /api/hosts/active': { body: [] },
          'GET /api/hosts/rejected': { body: [] },
        }
      : {}),
    ...routes,
  })
  withBlobBodies()
  const view = renderApp(
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminPage />} />
        <Route path="/auth" element={<h1>Login page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )
  return { api, ...view }
}

/** The admin tests' event: 8 March 2026, the day New York moves to EDT, 7-10 PM. */
export function makeEvent(overrides: Partial<EventDto> = {}): EventDto {
  return baseEvent({
    id: 11,
    name: 'Spring Pub Night',
    date: '2026-03-08T23:00:00.000Z',
    endDate: '2026-03-09T02:00:00.000Z',
    venue: 'The Foundry',
    street: '1 Main St',
    city: 'Toledo',
    state: 'OH',
    coordinates: { lat: 41.65, lng: -83.54 },
    maxAttendees: 40,
    ...overrides,
  })
}

/** Routes of a user's two event lists (and their counts). */
export function eventRoutes(user: CurrentUser, current: EventDto[], archived: EventDto[] = []): ApiRoutes {
  const lists =
    user.role === 'MASTER_ADMIN'
      ? ({ current: 'GET /api/events?status=current', archived: 'GET /api/events?status=archived' } as const)
      : ({
          current: `GET /api/events/host/${Number(user.id)}?status=current`,
          archived: `GET /api/events/host/${Number(user.id)}?status=archived`,
        } as const)
  const routes: ApiRoutes = {}
  routes[lists.current] = { body: current }
  routes[lists.archived] = { body: archived }
  for (const event of [...current, ...archived]) {
    routes[`GET /api/events/${Number(event.id)}/attendee-count`] = { body: { count: 3 } }
    // The edit dialog's Team section: the owner alone until a test says otherwise.
    routes[`GET /api/events/${Number(event.id)}/team`] = {
      body: [{ userId: Number(event.hostId), name: 'Hana Host', email: 'hana@example.com', role: 'owner' }],
    }
  }
  routes['GET /api/user/settings'] = { body: { showNameOnEvents: false } }
  return routes
}

/** The admin tests' two people registered for event 11. */
export const ada: AttendeeDto = {
  id: 101,
  eventId: 11,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  createdAt: '2026-02-01T15:30:00.000Z',
}
export const grace: AttendeeDto = {
  id: 102,
  eventId: 11,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  createdAt: '2026-02-02T10:00:00.000Z',
}
