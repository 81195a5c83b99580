import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { hostUser, makeEvent, mockApi, never, type ApiRoutes, type Reply } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import type { EventDto, SponsorDto } from '../../contract/types'

const newYork = { lat: 40.7128, lng: -74.006 }
const boston = { lat: 42.3601, lng: -71.0589 }
const losAngeles = { lat: 34.0522, lng: -118.2437 }

function setGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true })
}

const granted = (coords: { lat: number; lng: number }) => ({
  getCurrentPosition: jest.fn((success: PositionCallback) =>
    success({ coords: { latitude: coords.lat, longitude: coords.lng } } as GeolocationPosition),
  ),
})

const denied = () => ({
  getCurrentPosition: jest.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
    failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  ),
})

/** The home page: its cards' counts come with the list (`registeredCount`), never one request per card. */
function mockHome(routes: ApiRoutes) {
  return mockApi(routes)
}

const countRequests = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path.endsWith('/attendee-count'))

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

/** The browser's answer to "may this page read the location?" without asking (Permissions API). */
function setPermission(state: PermissionState | undefined) {
  const value = state ? { query: jest.fn(() => Promise.resolve({ state } as PermissionStatus)) } : undefined
  Object.defineProperty(navigator, 'permissions', { value, configurable: true })
}

beforeEach(() => {
  // The fixtures' nights are ahead: their cards invite a registration.
  freezeDate(BEFORE_THE_EVENT)
  // A visitor outside the United States: the spec's kilometres (jsdom says en-US).
  Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true })
  setGeolocation(undefined)
  setPermission(undefined)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('home page', () => {
  it('shows the product name as headline and the intro text', async () => {
    mockHome({
      'GET /api/settings': {
        body: { productName: 'Makers Pub Night Boston', tagline: '', contactEmail: null, retentionDays: 365 },
      },
      'GET /api/events': { body: [] },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Makers Pub Night Boston' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Makers Pub Night Boston'))
  })

  it('shows a loading state, then a friendly empty state', async () => {
    const api = mockHome({ 'GET /api/events': never, 'GET /api/sponsors': { body: [] } })
    const view = renderApp(<AppRoutes />)
    expect(await screen.findByText('Loading events...')).toBeInTheDocument()
    view.unmount()
    api.set('GET /api/events', { body: [] })
    renderApp(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'No upcoming events yet' })).toBeInTheDocument()
    expect(screen.getByText(/The next pub night is still being planned/)).toBeInTheDocument()
  })

  it('shows an error when events cannot be loaded', async () => {
    expectConsoleError('GET /api/events failed:')
    mockHome({ 'GET /api/events': { status: 500, body: { message: 'boom' } }, 'GET /api/sponsors': { body: [] } })
    renderApp(<AppRoutes />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events')
  })

  it('shows every part of an event card', async () => {
    const api = mockHome({
      'GET /api/events': {
        body: [makeEvent({ imageUrl: '/media/banner.jpg', linkedinPostUrl: 'https://www.linkedin.com/posts/spring-night' })],
      },
      'GET /api/sponsors': { body: [] },
    })
    const { container } = renderApp(<AppRoutes />)
    const card = await screen.findByRole('article', { name: 'Spring Makers Night' })
    const inCard = within(card)
    expect(container.querySelector('img[src="/media/banner.jpg"]')).toBeInTheDocument()
    expect(inCard.getByText('Pints and prototypes.')).toBeInTheDocument()
    expect(inCard.getByText('Saturday, March 14, 2026')).toBeInTheDocument()
    expect(inCard.getByText('7:00 PM - 11:00 PM EDT')).toBeInTheDocument()
    expect(inCard.getByText('The Foundry Tap')).toBeInTheDocument()
    expect(inCard.getByText('12 Mill St, Springfield, MA, USA')).toBeInTheDocument()
    // The count came with the list: shown at once, with no request of its own.
    expect(inCard.getByText('12 / 50 attendees')).toBeInTheDocument()
    const map = inCard.getByRole('link', { name: /View on map/ })
    expect(new URL(map.getAttribute('href')!).searchParams.get('query')).toBe('The Foundry Tap, 12 Mill St, Springfield, MA, USA')
    expect(inCard.getByRole('link', { name: /LinkedIn post/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/posts/spring-night',
    )
    expect(inCard.getByRole('link', { name: /View Details & Register/ })).toHaveAttribute('href', '/events/1')
    expect(inCard.queryByText(/Approximately/)).not.toBeInTheDocument()
    expect(countRequests(api)).toEqual([])
  })

  it('shows the date and time fallbacks and a winter EST label', async () => {
    mockHome({
      'GET /api/events': {
        body: [
          makeEvent({ id: 1, name: 'No dates', date: '', endDate: '' }),
          makeEvent({ id: 2, name: 'Bad dates', date: 'someday', endDate: 'later' }),
          makeEvent({ id: 3, name: 'Winter', date: '2026-01-15T00:00:00.000Z', endDate: '2026-01-15T03:00:00.000Z' }),
        ],
      },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const noDates = within(await screen.findByRole('article', { name: 'No dates' }))
    expect(noDates.getByText('Date not available')).toBeInTheDocument()
    expect(noDates.getByText('Time not available')).toBeInTheDocument()
    const badDates = within(screen.getByRole('article', { name: 'Bad dates' }))
    expect(badDates.getByText('Invalid date')).toBeInTheDocument()
    expect(badDates.getByText('Invalid time')).toBeInTheDocument()
    const winter = within(screen.getByRole('article', { name: 'Winter' }))
    expect(winter.getByText('Wednesday, January 14, 2026')).toBeInTheDocument()
    expect(winter.getByText('7:00 PM - 10:00 PM EST')).toBeInTheDocument()
  })

  it('draws the first screen of cards first, the rest while idle or as the visitor scrolls near, all with their counts', async () => {
    const events = Array.from({ length: 20 }, (_, index) =>
      makeEvent({ id: index + 1, name: `Night ${index + 1}`, registeredCount: index }),
    )
    const observed: Element[] = []
    let reveal: (element: Element) => void = () => {}
    class NearObserver implements IntersectionObserver {
      readonly root = null
      readonly rootMargin = '0px'
      readonly thresholds: readonly number[] = [0]
      constructor(callback: IntersectionObserverCallback) {
        reveal = (element) => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this)
      }
      observe(element: Element) {
        observed.push(element)
      }
      unobserve() {}
      takeRecords(): IntersectionObserverEntry[] {
        return []
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver
    globalThis.IntersectionObserver = NearObserver
    try {
      const api = mockApi({ 'GET /api/events': { body: events }, 'GET /api/sponsors': { body: [] } })
      renderApp(<AppRoutes />)
      await screen.findByRole('heading', { name: 'Night 1' })
      expect(cardNames().slice(0, 3)).toEqual(['Night 1', 'Night 2', 'Night 3'])
      // Scrolling near the end of what is drawn draws every card at once.
      act(() => reveal(observed[observed.length - 1]))
      await screen.findByRole('heading', { name: 'Night 20' })
      // Every card is in the page for find-in-page and screen readers, each with its own count.
      expect(cardNames()).toHaveLength(20)
      expect(within(screen.getByRole('article', { name: 'Night 20' })).getByText('19 / 50 attendees')).toBeInTheDocument()
      expect(countRequests(api)).toEqual([])
    } finally {
      globalThis.IntersectionObserver = original
    }
  })

  it('draws the rest of a long list on its own, a few cards at a time, without scrolling', async () => {
    const events = Array.from({ length: 12 }, (_, index) => makeEvent({ id: index + 1, name: `Night ${index + 1}` }))
    mockApi({ 'GET /api/events': { body: events }, 'GET /api/sponsors': { body: [] } })
    renderApp(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'Night 12' })).toBeInTheDocument()
    expect(cardNames()).toHaveLength(12)
  })

  it('says "count / maxAttendees attendees" without a limit too ("3 / 0 attendees"), then "no limit"', async () => {
    mockHome({
      'GET /api/events': { body: [makeEvent({ id: 4, name: 'Open Door Night', maxAttendees: 0, registeredCount: 3 })] },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const card = within(await screen.findByRole('article', { name: 'Open Door Night' }))
    const count = card.getByText('3 / 0 attendees')
    expect(count.parentElement).toHaveTextContent('3 / 0 attendees · no limit')
    expect(card.queryByText('Full · waitlist open')).not.toBeInTheDocument()
  })

  it('keeps the spec\'s "View Details & Register" on every card; a badge beside the count says full or closed', async () => {
    mockHome({
      'GET /api/events': {
        body: [
          makeEvent({ id: 1, name: 'Full Night', maxAttendees: 5, registeredCount: 5 }),
          makeEvent({ id: 2, name: 'Open Night', maxAttendees: 50, registeredCount: 3 }),
          makeEvent({ id: 3, name: 'Closed Night', archived: true, registeredCount: 3 }),
        ],
      },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const full = within(await screen.findByRole('article', { name: 'Full Night' }))
    expect(full.getByText('5 / 5 attendees')).toBeInTheDocument()
    expect(full.getByText('Full · waitlist open')).toBeInTheDocument()
    expect(full.getByRole('link', { name: 'View Details & Register: Full Night' })).toHaveAttribute('href', '/events/1')
    expect(full.getByRole('link', { name: 'View Details & Register: Full Night' })).toHaveTextContent('View Details & Register')
    const open = within(screen.getByRole('article', { name: 'Open Night' }))
    expect(open.getByText('3 / 50 attendees')).toBeInTheDocument()
    expect(open.queryByText('Full · waitlist open')).not.toBeInTheDocument()
    expect(open.getByRole('link', { name: 'View Details & Register: Open Night' })).toHaveTextContent('View Details & Register')
    const closed = within(screen.getByRole('article', { name: 'Closed Night' }))
    expect(closed.getByText('Registration closed')).toBeInTheDocument()
    expect(closed.getByRole('link', { name: 'View Details & Register: Closed Night' })).toHaveAttribute('href', '/events/3')
  })

  it('offers a real subscription to every upcoming night: webcal, Google Calendar by URL, and the https address to copy', async () => {
    const user = userEvent.setup()
    const writeText = jest.fn((_text: string) => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    mockHome({ 'GET /api/events': { body: [] }, 'GET /api/sponsors': { body: [] } })
    renderApp(<AppRoutes />)
    const feed = await screen.findByRole('link', { name: 'Subscribe to all nights' })
    expect(feed).toHaveAttribute('href', 'webcal://localhost/calendar.ics')
    const google = screen.getByRole('link', { name: 'Add to Google Calendar by URL (opens in a new tab)' })
    expect(google).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://localhost/calendar.ics')}`,
    )
    expect(google).toHaveAttribute('target', '_blank')
    await user.click(screen.getByText('Other calendars'))
    expect(screen.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue('http://localhost/calendar.ics')
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith('http://localhost/calendar.ics')
    expect(await screen.findByText('Copied')).toBeInTheDocument()
    expect(await screen.findByText('Feed address copied')).toBeInTheDocument()
  })

  it('refreshes the counts with the list every 30 seconds', async () => {
    jest.useFakeTimers({ now: new Date(BEFORE_THE_EVENT) })
    let count = 12
    const api = mockHome({
      'GET /api/events': () => ({ body: [makeEvent({ registeredCount: count })] }),
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    expect(await screen.findByText('12 / 50 attendees')).toBeInTheDocument()
    count = 13
    await act(async () => {
      await jest.advanceTimersByTimeAsync(29_000)
    })
    expect(screen.getByText('12 / 50 attendees')).toBeInTheDocument()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500)
    })
    expect(await screen.findByText('13 / 50 attendees')).toBeInTheDocument()
    expect(countRequests(api)).toEqual([])
  })

  it("shows miles beside the spec's kilometres for a visitor in the United States", async () => {
    setGeolocation(granted(newYork))
    Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true })
    mockHome({
      'GET /api/events': { body: [makeEvent({ id: 3, name: 'Boston', coordinates: boston })] },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const card = within(await screen.findByRole('article', { name: 'Boston' }))
    const distance = await card.findByText('Approximately 306.1 km from your location')
    expect(distance.parentElement).toHaveTextContent('Approximately 306.1 km from your location (190.2 mi)')
  })

  it('sorts by distance when location is granted, unknown distances last', async () => {
    setGeolocation(granted(newYork))
    mockHome({
      'GET /api/events': {
        body: [
          makeEvent({ id: 1, name: 'Somewhere', coordinates: { lat: 0, lng: 0 } }),
          makeEvent({ id: 2, name: 'Los Angeles', coordinates: losAngeles }),
          makeEvent({ id: 3, name: 'Boston', coordinates: boston }),
        ],
      },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    await screen.findByRole('article', { name: 'Boston' })
    await waitFor(() => expect(cardNames()).toEqual(['Boston', 'Los Angeles', 'Somewhere']))
    expect(
      within(screen.getByRole('article', { name: 'Boston' })).getByText('Approximately 306.1 km from your location'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Los Angeles' })).getByText('Approximately 3935.7 km from your location'),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Somewhere' })).queryByText(/Approximately/)).not.toBeInTheDocument()
  })

  it('keeps the server order and only logs when location is denied', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    setGeolocation(denied())
    mockHome({
      'GET /api/events': {
        body: [
          makeEvent({ id: 2, name: 'Los Angeles', coordinates: losAngeles }),
          makeEvent({ id: 3, name: 'Boston', coordinates: boston }),
        ],
      },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    await screen.findByRole('article', { name: 'Boston' })
    expect(cardNames()).toEqual(['Los Angeles', 'Boston'])
    expect(screen.queryByText(/Approximately/)).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith('Location unavailable:', 'User denied Geolocation')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('asking for the location', () => {
  const events = {
    'GET /api/events': {
      body: [
        makeEvent({ id: 2, name: 'Los Angeles', coordinates: losAngeles }),
        makeEvent({ id: 3, name: 'Boston', coordinates: boston }),
      ],
    },
    'GET /api/sponsors': { body: [] },
  }

  it('does not ask on arrival; "Nearest first" asks, then sorts by distance', async () => {
    const user = userEvent.setup()
    const geolocation = granted(newYork)
    setGeolocation(geolocation)
    setPermission('prompt')
    mockHome(events)
    renderApp(<AppRoutes />)
    const nearest = await screen.findByRole('button', { name: 'Nearest first' })
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled()
    expect(cardNames()).toEqual(['Los Angeles', 'Boston'])
    await user.click(nearest)
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(cardNames()).toEqual(['Boston', 'Los Angeles']))
    // Says so, with a way back to date order.
    expect(screen.getByText('Sorted by distance from you, nearest first.')).toBeInTheDocument()
  })

  it('reads the location at once when the permission was granted before, says the order and goes back to dates', async () => {
    const user = userEvent.setup()
    const geolocation = granted(newYork)
    setGeolocation(geolocation)
    setPermission('granted')
    mockHome(events)
    renderApp(<AppRoutes />)
    await waitFor(() => expect(cardNames()).toEqual(['Boston', 'Los Angeles']))
    expect(screen.getByText('Sorted by distance from you, nearest first.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sort by date' }))
    expect(cardNames()).toEqual(['Los Angeles', 'Boston'])
    expect(screen.getByText('Sorted by date, soonest first.')).toBeInTheDocument()
    // The distances stay; the location is not asked again.
    expect(
      within(screen.getByRole('article', { name: 'Boston' })).getByText(/^Approximately .* km from your location$/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Nearest first' }))
    expect(cardNames()).toEqual(['Boston', 'Los Angeles'])
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1)
  })

  it('offers nothing and only logs when the permission was denied before', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const geolocation = granted(newYork)
    setGeolocation(geolocation)
    setPermission('denied')
    mockHome(events)
    renderApp(<AppRoutes />)
    await screen.findByRole('article', { name: 'Boston' })
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Location unavailable:', 'permission denied'))
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Nearest first' })).not.toBeInTheDocument()
  })
})

describe('past events', () => {
  const past = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      makeEvent({
        id: 100 + i,
        name: `Past Night ${i + 1}`,
        archived: i % 2 === 0,
        // Oldest first on purpose: the page shows the most recent first.
        date: new Date(Date.UTC(2025, i, 10, 23)).toISOString(),
        endDate: new Date(Date.UTC(2025, i, 11, 3)).toISOString(),
      }),
    )

  it('lists at most six past events, most recent first, linking to their pages without a register button', async () => {
    mockHome({
      'GET /api/events': { body: [makeEvent()] },
      'GET /api/events?status=past': { body: past(8) },
      'GET /api/events/1/attendee-count': { body: { count: 12 } },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const section = await screen.findByRole('region', { name: 'Past events' })
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual(['Past Night 8', 'Past Night 7', 'Past Night 6', 'Past Night 5', 'Past Night 4', 'Past Night 3'])
    expect(within(section).getByRole('link', { name: 'Past Night 8' })).toHaveAttribute('href', '/events/107')
    expect(within(section).getByText('Sunday, August 10, 2025')).toBeInTheDocument()
    expect(within(section).getAllByText('The Foundry Tap, Springfield')).toHaveLength(6)
    expect(within(section).queryByRole('link', { name: /Register/ })).not.toBeInTheDocument()
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
    // The upcoming list is unchanged and comes first.
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' })
    expect(within(upcoming).getByRole('link', { name: /View Details & Register/ })).toHaveAttribute('href', '/events/1')
    expect(upcoming.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('keeps a night that has ended but is not archived as a card, marked as past and last, not repeated under past events', async () => {
    const over = makeEvent({
      id: 5,
      name: 'Just Finished',
      date: '2026-02-27T23:00:00.000Z',
      endDate: '2026-02-28T03:00:00.000Z',
    })
    const archived = makeEvent({ id: 7, name: 'Long Gone', archived: true, date: '2025-11-01T23:00:00.000Z' })
    mockHome({
      'GET /api/events': { body: [over, makeEvent({ id: 6, name: 'Next Week' })] },
      'GET /api/events?status=past': { body: [over, archived] },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    // The spec's "Lists all events as cards": the ended night too, after the ones to come.
    await screen.findByRole('article', { name: 'Just Finished' })
    expect(cardNames()).toEqual(['Next Week', 'Just Finished'])
    const finished = within(screen.getByRole('article', { name: 'Just Finished' }))
    expect(finished.getByText('Past event')).toBeInTheDocument()
    expect(finished.getByRole('link', { name: 'View Details & Register: Just Finished' })).toHaveAttribute('href', '/events/5')
    expect(within(screen.getByRole('article', { name: 'Next Week' })).queryByText('Past event')).not.toBeInTheDocument()
    // Past events lists the archived night only.
    const section = await screen.findByRole('region', { name: 'Past events' })
    expect(within(section).getByRole('link', { name: 'Long Gone' })).toBeInTheDocument()
    expect(within(section).queryByRole('link', { name: 'Just Finished' })).not.toBeInTheDocument()
  })

  it('marks a night archived before its start as cancelled under past events (decision 547)', async () => {
    const calledOff = makeEvent({ id: 8, name: 'Called Off', archived: true })
    const tookPlace = makeEvent({ id: 7, name: 'Long Gone', archived: true, date: '2025-11-01T23:00:00.000Z' })
    mockHome({
      'GET /api/events': { body: [makeEvent({ id: 6, name: 'Next Week' })] },
      'GET /api/events?status=past': { body: [tookPlace, calledOff] },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const section = await screen.findByRole('region', { name: 'Past events' })
    expect(within(section).getByRole('heading', { level: 3, name: 'Called Off Cancelled' })).toBeInTheDocument()
    expect(within(section).getByRole('heading', { level: 3, name: 'Long Gone' })).toBeInTheDocument()
  })

  it('puts ended nights after the ones to come when sorted by distance too', async () => {
    setGeolocation(granted(newYork))
    const over = makeEvent({ id: 5, name: 'Boston, ended', coordinates: boston, endDate: '2026-02-28T03:00:00.000Z' })
    mockHome({
      'GET /api/events': { body: [over, makeEvent({ id: 2, name: 'Los Angeles', coordinates: losAngeles })] },
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    const ended = within(await screen.findByRole('article', { name: 'Boston, ended' }))
    expect(await ended.findByText('Approximately 306.1 km from your location')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Los Angeles', 'Boston, ended'])
  })

  it.each<[string, Reply<EventDto[]>]>([
    ['there are none', { body: [] }],
    ['they cannot be loaded', { status: 400, body: { message: 'Invalid status' } }],
  ])('has no past events section when %s', async (_label, reply) => {
    if (reply.status === 400) expectConsoleError('GET /api/events?status=past failed: Invalid status')
    const api = mockHome({
      'GET /api/events': { body: [makeEvent()] },
      'GET /api/events?status=past': reply,
      'GET /api/sponsors': { body: [] },
    })
    renderApp(<AppRoutes />)
    await screen.findByRole('article', { name: 'Spring Makers Night' })
    await waitFor(() => expect(api.callsTo('GET', '/api/events?status=past')).toHaveLength(1))
    expect(screen.queryByRole('heading', { name: 'Past events' })).not.toBeInTheDocument()
    expect(cardNames()).toEqual(['Spring Makers Night'])
  })
})

describe('sponsors section', () => {
  const sponsors = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `Sponsor ${i + 1}`,
      logoUrl: `/media/logo-${i + 1}.png`,
      website: `https://sponsor${i + 1}.example.com`,
    }))

  it('shows "Loading sponsors..." while loading', async () => {
    mockHome({ 'GET /api/events': { body: [] }, 'GET /api/sponsors': never })
    renderApp(<AppRoutes />)
    expect(await screen.findByText('Loading sponsors...')).toBeInTheDocument()
  })

  it.each([
    [1, '1'],
    [2, '2'],
    [3, '3'],
    [5, '4'],
  ])('lays %i sponsors out in %s columns with linked 250x250 logos', async (count, columns) => {
    mockHome({ 'GET /api/events': { body: [] }, 'GET /api/sponsors': { body: sponsors(count) } })
    renderApp(<AppRoutes />)
    const logo = await screen.findByRole('img', { name: 'Sponsor 1' })
    expect(logo).toHaveAttribute('width', '250')
    expect(logo).toHaveAttribute('height', '250')
    expect(logo.closest('a')).toHaveAttribute('href', 'https://sponsor1.example.com')
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('img'))).toHaveLength(count)
    expect(logo.closest('ul')).toHaveAttribute('data-columns', columns)
  })

  it.each<[string, Reply<SponsorDto[]>]>([
    ['an error', { status: 500, body: { message: 'down' } }],
    ['an empty list', { body: [] }],
  ])('is hidden on %s', async (_label, reply) => {
    if (reply.status === 500) expectConsoleError('GET /api/sponsors failed: down')
    const api = mockHome({ 'GET /api/events': { body: [makeEvent()] }, 'GET /api/sponsors': reply })
    renderApp(<AppRoutes />)
    await screen.findByRole('article', { name: 'Spring Makers Night' })
    await waitFor(() => expect(api.callsTo('GET', '/api/sponsors')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText('Loading sponsors...')).not.toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: 'Our Sponsors' })).not.toBeInTheDocument()
  })

  it('is hidden and not fetched for a signed-in HOST', async () => {
    const api = mockHome({
      'GET /api/user': { body: hostUser },
      'GET /api/events': { body: [makeEvent()] },
      'GET /api/sponsors': { body: sponsors(2) },
    })
    renderApp(<AppRoutes />)
    await screen.findByRole('article', { name: 'Spring Makers Night' })
    await within(screen.getByRole('navigation', { name: 'Footer' })).findByRole('link', { name: 'Dashboard' })
    expect(screen.queryByText('Loading sponsors...')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Our Sponsors' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/sponsors')).toHaveLength(0)
  })
})
