import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { DEFAULT_NETWORKING_TAGS, type NetworkingDto } from '../../contract/networking'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { makeEvent, mockApi } from './mockApi'
import { renderApp } from './renderApp'
import type { ManagedRegistrationDto } from '../../contract/registrations'

/**
 * Issue 54 item 3: during the night (the fixtures' night runs 23:00-03:00 UTC, its door opening
 * an hour before), the manage page's "Who to meet" re-reads itself every 15 s while visible and
 * when it regains focus, so a request and a swap show without a reload; before the night it
 * does not poll.
 */
const TOKEN = 'k3Yb0ardCatk3Yb0ardCat'
const NETWORKING = { enabled: true, tags: [...DEFAULT_NETWORKING_TAGS] }
const VIEW_PATH = `/api/registrations/${TOKEN}/networking`

const view = (swaps: Partial<NetworkingDto['swaps']> = {}): NetworkingDto => ({
  ...NETWORKING,
  profile: {
    offers: ['CNC machining'],
    needs: ['Sheet metal'],
    line: 'Five-axis in Dayton',
    share: { email: true, phone: null, url: null },
    printOnBadge: false,
  },
  contactCode: 'ABCD2345',
  suggestions: [],
  swaps: { incoming: [], outgoing: [], mutual: [], ...swaps },
})

const managed: ManagedRegistrationDto = {
  registration: { id: 9, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', status: 'registered' },
  event: makeEvent({ networking: NETWORKING }),
}

function renderManagePage(now: string) {
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['nextTick', 'queueMicrotask'] })
  const api = mockApi({
    [`GET /api/registrations/${TOKEN}`]: { body: managed },
    [`GET ${VIEW_PATH}`]: { body: view() },
    'GET /api/events': { body: [] },
  })
  renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
  return api
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  fireEvent(document, new Event('visibilitychange'))
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {})
  localStorage.clear()
})

afterEach(() => {
  // Unmounted while the fake clock still holds SWR's timers, so none outlives the test.
  cleanup()
  setVisibility('visible')
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('"Who to meet" during the night', () => {
  it('shows an incoming request, then the swap, without a reload (every 15 s while visible)', async () => {
    const api = renderManagePage('2026-03-15T00:00:00.000Z')
    const incoming = await screen.findByRole('region', { name: 'Asked to swap with you' })
    expect(within(incoming).getByText(/No one is waiting for you/)).toBeInTheDocument()
    const reads = api.callsTo('GET', VIEW_PATH).length

    api.set(`GET ${VIEW_PATH}`, {
      body: view({ incoming: [{ id: 7, firstName: 'Ben', company: 'Boxwell', at: '2026-03-14T23:58:00.000Z' }] }),
    })
    await advance(14_000)
    expect(within(incoming).queryByText('Ben')).not.toBeInTheDocument()
    await advance(1_500)
    expect(within(incoming).getByText('Ben')).toBeInTheDocument()
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads + 1)

    api.set(`GET ${VIEW_PATH}`, {
      body: view({
        mutual: [{ name: 'Ben Baker', company: 'Boxwell', email: 'ben@boxwell.example', at: '2026-03-15T00:01:00.000Z' }],
      }),
    })
    await advance(15_500)
    const swapped = screen.getByRole('region', { name: 'Swapped' })
    expect(within(swapped).getByText('Ben Baker')).toBeInTheDocument()
  })

  it('pauses while the page is hidden and catches up when it comes back', async () => {
    const api = renderManagePage('2026-03-15T00:00:00.000Z')
    await screen.findByRole('region', { name: 'Asked to swap with you' })
    const reads = api.callsTo('GET', VIEW_PATH).length
    setVisibility('hidden')
    await advance(60_000)
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads)

    api.set(`GET ${VIEW_PATH}`, {
      body: view({ incoming: [{ id: 7, firstName: 'Ben', company: 'Boxwell', at: '2026-03-15T00:00:30.000Z' }] }),
    })
    setVisibility('visible')
    await advance(100)
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads + 1)
    expect(within(screen.getByRole('region', { name: 'Asked to swap with you' })).getByText('Ben')).toBeInTheDocument()
  })

  it('re-reads on focus', async () => {
    const api = renderManagePage('2026-03-15T00:00:00.000Z')
    await screen.findByRole('region', { name: 'Asked to swap with you' })
    await advance(6_000)
    const reads = api.callsTo('GET', VIEW_PATH).length
    fireEvent(window, new Event('focus'))
    await advance(100)
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads + 1)
  })
})

describe('"Who to meet" before the night', () => {
  it('reads once and does not poll or re-read on focus', async () => {
    const api = renderManagePage('2026-03-01T12:00:00.000Z')
    await screen.findByRole('region', { name: 'Asked to swap with you' })
    const reads = api.callsTo('GET', VIEW_PATH).length
    await advance(60_000)
    fireEvent(window, new Event('focus'))
    await advance(100)
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads)
  })

  it('starts polling by itself when the door opens, an hour before the start', async () => {
    const api = renderManagePage('2026-03-14T21:59:50.000Z')
    await screen.findByRole('region', { name: 'Asked to swap with you' })
    const reads = api.callsTo('GET', VIEW_PATH).length
    await advance(5_000)
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads)
    // Opens at 22:00:00 (React renders at the end of each step); the first re-read comes 15 s later.
    await advance(5_000)
    await advance(15_500)
    expect(api.callsTo('GET', VIEW_PATH).length).toBe(reads + 1)
  })
})
