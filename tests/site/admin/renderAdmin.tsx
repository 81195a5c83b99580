import { Route, Routes, useLocation } from 'react-router-dom'
import AdminPage from '../../../site/src/features/admin/AdminPage'
import type { CurrentUser, EventDto } from '../../../contract/types'
import { renderApp } from '../renderApp'
import { mockApi, type Reply } from './mockApi'

type Handler = Parameters<typeof mockApi>[0][string]

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * Renders /admin (plus a stand-in /auth page and the current location) for a user, with the
 * fake server answering the given routes on top of the user and settings calls.
 */
export function renderAdmin(user: CurrentUser | null, routes: Record<string, Handler> = {}, route = '/admin') {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/settings': { body: { productName: 'Makers Pub Night', tagline: '', contactEmail: null } },
    ...routes,
  })
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

export function makeEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: 11,
    name: 'Spring Pub Night',
    description: 'Pints and prototypes',
    date: '2026-03-08T23:00:00.000Z',
    endDate: '2026-03-09T02:00:00.000Z',
    timezone: 'America/New_York',
    venue: 'The Foundry',
    street: '1 Main St',
    city: 'Toledo',
    state: 'OH',
    country: 'USA',
    coordinates: { lat: 41.65, lng: -83.54 },
    maxAttendees: 40,
    imageUrl: null,
    linkedinPostUrl: null,
    hostId: 7,
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** Routes of a user's two event lists (and their counts). */
export function eventRoutes(user: CurrentUser, current: EventDto[], archived: EventDto[] = []): Record<string, Reply> {
  const base = user.role === 'MASTER_ADMIN' ? '/api/events?status=' : `/api/events/host/${user.id}?status=`
  const routes: Record<string, Reply> = {
    [`GET ${base}current`]: { body: current },
    [`GET ${base}archived`]: { body: archived },
  }
  for (const event of [...current, ...archived]) routes[`GET /api/events/${event.id}/attendee-count`] = { body: { count: 3 } }
  return routes
}
