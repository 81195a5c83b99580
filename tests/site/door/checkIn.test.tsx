import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { Providers } from '../../../site/src/app/Providers'
import DoorPage from '../../../site/src/features/door/components/DoorPage'
import HostCheckInPage from '../../../site/src/features/door/components/HostCheckInPage'
import { filterPeople, indexPeople } from '../../../site/src/features/door/lib/search'
import { hostCheckInEndpoints } from '../../../site/src/features/door/api/checkIns'
import { useCheckIns } from '../../../site/src/features/door/hooks/useCheckIns'
import { checkInRoutes, hostUser, makeEvent, mockApi, type ApiRoutes } from '../mockApi'
import { renderApp } from '../renderApp'
import { expectConsoleError } from '../setup'
import { doorPeople, sevenFortyTwo } from './doorPeople'
import type { ScanBatch } from '../../../contract/doorOffline'
import type { ReactNode } from 'react'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const event = makeEvent({ id: 11 })

afterEach(() => {
  jest.restoreAllMocks()
})

function renderHost(extra: ApiRoutes = {}) {
  const server = checkInRoutes('/api/events/11', '/api/events/11/check-ins', event, doorPeople())
  const api = mockApi({
    'GET /api/user': { body: hostUser },
    'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
    ...server.routes,
    ...extra,
  })
  renderApp(
    <Routes>
      <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
    </Routes>,
    { route: '/admin/events/11/check-in' },
  )
  return { api, server, user: userEvent.setup() }
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Attendees' }))
    .getAllByRole('listitem')
    // The row's button holds the person (name first) and the "Check in" hint beside them.
    .map((row) => row.querySelector('button > span > span')?.textContent)

describe('host check-in page', () => {
  it('shows the live count and filters by name or company as you type', async () => {
    const { user } = renderHost()
    expect(await screen.findByText('1 of 3 checked in')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check-in: Spring Makers Night')
    await user.type(screen.getByLabelText('Search by name or company'), 'navy')
    await waitFor(() => expect(rowNames()).toEqual(['Grace Hopper', 'Linus Pauling']))
    await user.clear(screen.getByLabelText('Search by name or company'))
    await user.type(screen.getByLabelText('Search by name or company'), 'ADA')
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']))
    await user.type(screen.getByLabelText('Search by name or company'), 'zzz')
    expect(await screen.findByText('Nobody matches that search.')).toBeInTheDocument()
  })

  it('shows the "shown at the door" answers on the row, and offers badge reprints for the people checked in', async () => {
    const server = checkInRoutes('/api/events/11', '/api/events/11/check-ins', event, [
      {
        ...doorPeople()[0],
        doorAnswers: [
          { label: 'Dietary needs', answer: 'Vegan' },
          { label: 'Photos are fine', answer: 'Yes' },
        ],
      },
      doorPeople()[1],
    ])
    mockApi({
      'GET /api/user': { body: hostUser },
      'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
      ...server.routes,
    })
    renderApp(
      <Routes>
        <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
      </Routes>,
      { route: '/admin/events/11/check-in' },
    )
    const list = await screen.findByRole('list', { name: 'Attendees' })
    const ada = within(list).getByText('Ada Lovelace').closest('li')!
    expect(within(ada).getByText('Dietary needs: Vegan · Photos are fine: Yes')).toBeInTheDocument()
    const grace = within(list).getByText('Grace Hopper').closest('li')!
    expect(within(grace).queryByText(/Dietary needs/)).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Print badges (checked in)' })).toBeInTheDocument()
  })

  it('checks a person in with a tap and the count follows; the scan is uploaded with its time and this phone', async () => {
    const { user, api } = renderHost()
    const before = new Date().toISOString()
    await user.click(await screen.findByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('2 of 3 checked in')).toBeInTheDocument()
    expect(await screen.findByText('Checked in: Ada Lovelace')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST', '/api/events/11/check-ins/batch')).toHaveLength(1))
    const { device, scans } = api.callsTo('POST', '/api/events/11/check-ins/batch')[0].body as ScanBatch
    expect(device).toMatch(/^Phone [A-Z2-9]{3}$/)
    expect(scans).toEqual([{ clientId: expect.stringMatching(UUID), attendeeId: 101, at: expect.any(String) }])
    expect(scans[0].at >= before).toBe(true)
    expect(await screen.findByText('All synced')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo check-in of Ada Lovelace' })).toBeInTheDocument()
  })

  it('keeps a check-in waiting while the server cannot take it, and uploads it by itself later', async () => {
    expectConsoleError('POST /api/events/11/check-ins/batch failed:')
    const { user, api, server } = renderHost({
      'POST /api/events/11/check-ins/batch': {
        status: 503,
        body: { message: 'The service is temporarily unavailable. Please try again.' },
      },
    })
    await user.click(await screen.findByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('Offline · 1 waiting')).toBeInTheDocument()
    expect(screen.getByText('2 of 3 checked in')).toBeInTheDocument()
    api.set('POST /api/events/11/check-ins/batch', server.routes['POST /api/events/11/check-ins/batch'])
    // The retry comes after a short back-off, without anyone asking.
    expect(await screen.findByText('All synced')).toBeInTheDocument()
    expect(server.state.find((person) => person.id === 101)?.checkedInAt).toEqual(expect.any(String))
  })

  it('undoes a check-in from the row and from the line between the search and the list', async () => {
    const { user, api } = renderHost()
    await user.click(await screen.findByRole('button', { name: 'Undo check-in of Linus Pauling' }))
    expect(await screen.findByText('0 of 3 checked in')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/events/11/check-ins/103')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: /^Check in Grace Hopper\b/ }))
    // Uploaded: the undo is the server's.
    await waitFor(() => expect(api.callsTo('POST', '/api/events/11/check-ins/batch')).toHaveLength(1))
    await screen.findByText('All synced')
    // In the page's flow, never floating over the next row (issue 54).
    const line = (await screen.findByText('Checked in: Grace Hopper')).closest('[data-door-message]') as HTMLElement
    expect(line.previousElementSibling).toContainElement(screen.getByRole('searchbox'))
    await user.click(within(line).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(api.callsTo('DELETE', '/api/events/11/check-ins/102')).toHaveLength(1))
    expect(await screen.findByText('0 of 3 checked in')).toBeInTheDocument()
    expect(within(line).getByRole('status')).toHaveTextContent('Check-in undone: Grace Hopper')
  })

  it('shows the check-in time in the event time zone on the row', async () => {
    renderHost()
    expect(await screen.findByText('Checked in 7:42 PM')).toBeInTheDocument()
  })

  it('validates the walk-in form with the attendee rules', async () => {
    const { user, api } = renderHost()
    await user.click(await screen.findByRole('button', { name: 'Add walk-in' }))
    const form = screen.getByRole('form', { name: 'Walk-in' })
    await user.type(within(form).getByLabelText('Email'), 'not-an-email')
    await user.click(within(form).getByRole('button', { name: 'Add and check in' }))
    expect(await within(form).findByText('Name is required')).toBeInTheDocument()
    expect(within(form).getByText('Invalid email address')).toBeInTheDocument()
    expect(within(form).getByText('Company name is required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/walk-ins')).toHaveLength(0)
  })

  it('adds a walk-in already checked in, and offers the list for an address already registered', async () => {
    expectConsoleError('POST /api/events/11/walk-ins failed:')
    const { user, api } = renderHost()
    await user.click(await screen.findByRole('button', { name: 'Add walk-in' }))
    let form = screen.getByRole('form', { name: 'Walk-in' })
    await user.type(within(form).getByLabelText('Name'), 'Barbara Liskov')
    await user.type(within(form).getByLabelText('Email'), 'barbara@example.com')
    await user.type(within(form).getByLabelText('Company'), 'MIT')
    await user.click(within(form).getByRole('button', { name: 'Add and check in' }))
    expect(await screen.findByText('2 of 4 checked in')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/walk-ins')[0].body).toEqual({
      name: 'Barbara Liskov',
      email: 'barbara@example.com',
      company: 'MIT',
    })

    await user.click(screen.getByRole('button', { name: 'Add walk-in' }))
    form = screen.getByRole('form', { name: 'Walk-in' })
    await user.type(within(form).getByLabelText('Name'), 'Ada Lovelace')
    await user.type(within(form).getByLabelText('Email'), 'ADA@example.com')
    await user.type(within(form).getByLabelText('Company'), 'Engines Ltd')
    await user.click(within(form).getByRole('button', { name: 'Add and check in' }))
    // Told in a host's words (the server's 409), with the way to the person's row.
    expect(await within(form).findByText('This person is already registered for this event')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Find Ada Lovelace to check in' }))
    expect(screen.getByLabelText('Search by name or company')).toHaveValue('Ada Lovelace')
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']))
  })
})

describe('scanning entry codes', () => {
  function renderScanHook(zone: 'America/New_York' | 'America/Los_Angeles' = 'America/New_York') {
    const server = checkInRoutes(
      '/api/events/11',
      '/api/events/11/check-ins',
      makeEvent({ id: 11, timezone: zone }),
      doorPeople(),
    )
    const api = mockApi(server.routes)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>{children}</Providers>
      </MemoryRouter>
    )
    const endpoints = hostCheckInEndpoints(11)
    const hook = renderHook(() => useCheckIns(endpoints), { wrapper })
    return { api, hook }
  }

  it('checks in by the scanned URL, then says when a second scan was already checked in, in the event zone', async () => {
    const { api, hook } = renderScanHook()
    await waitFor(() => expect(hook.result.current.ready && hook.result.current.list).toBeTruthy())
    let outcome = await act(() => hook.result.current.scan('https://pubnight.example/check-in/102.def'))
    expect(outcome).toMatchObject({ tone: 'success', text: 'Checked in: Grace Hopper' })
    // Found by its hash in the list kept on the phone, and uploaded as a scan.
    await waitFor(() => expect(api.callsTo('POST', '/api/events/11/check-ins/batch')).toHaveLength(1))
    expect((api.callsTo('POST', '/api/events/11/check-ins/batch')[0].body as ScanBatch).scans[0].attendeeId).toBe(102)
    expect(api.callsTo('POST', '/api/events/11/check-ins')).toHaveLength(0)
    expect(hook.result.current.list?.checkedIn).toBe(2)

    outcome = await act(() => hook.result.current.scan('https://pubnight.example/check-in/103.ghi'))
    expect(outcome).toMatchObject({ tone: 'info', text: 'Already checked in at 7:42 PM' })
  })

  it('words the time in another event zone too', async () => {
    const { hook } = renderScanHook('America/Los_Angeles')
    await waitFor(() => expect(hook.result.current.ready && hook.result.current.timeZone).toBe('America/Los_Angeles'))
    const outcome = await act(() => hook.result.current.scan('103.ghi'))
    expect(outcome.text).toBe('Already checked in at 4:42 PM')
  })

  it('says a code of another event is for another event', async () => {
    expectConsoleError('POST /api/events/11/check-ins failed: Registration not found')
    const { api, hook } = renderScanHook()
    await waitFor(() => expect(hook.result.current.ready && hook.result.current.list).toBeTruthy())
    const outcome = await act(() => hook.result.current.scan('https://pubnight.example/check-in/999.zzz'))
    // Not on the kept list: the server was asked.
    expect(api.callsTo('POST', '/api/events/11/check-ins')[0].body).toEqual({ token: '999.zzz' })
    expect(outcome).toEqual({ tone: 'error', text: 'This code is for another event' })
  })
})

describe('camera', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices')
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'mediaDevices', original)
    else delete (navigator as { mediaDevices?: unknown }).mediaDevices
  })

  function fakeCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) {
    const spy = jest.fn(getUserMedia)
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } })
    return spy
  }

  it('asks for the back camera and stops it when the scanner closes', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
    const stop = jest.fn()
    const getUserMedia = fakeCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }))
    const { user } = renderHost()
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }))
    expect(await screen.findByText('Point the camera at the entry code.')).toBeInTheDocument()
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false })
    await user.click(screen.getByRole('button', { name: 'Close scanner' }))
    expect(stop).toHaveBeenCalled()
  })

  it('stops the camera when the page goes away', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
    const stop = jest.fn()
    fakeCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }))
    const server = checkInRoutes('/api/events/11', '/api/events/11/check-ins', event, doorPeople())
    mockApi({
      'GET /api/user': { body: hostUser },
      'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
      ...server.routes,
    })
    const view = renderApp(
      <Routes>
        <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
      </Routes>,
      { route: '/admin/events/11/check-in' },
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }))
    await screen.findByText('Point the camera at the entry code.')
    expect(stop).not.toHaveBeenCalled()
    view.unmount()
    expect(stop).toHaveBeenCalled()
  })

  it('offers a photo of the code when the camera is refused', async () => {
    expectConsoleError('Camera unavailable:')
    fakeCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')))
    const { user } = renderHost()
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }))
    expect(await screen.findByText('The camera is not available. Take a photo of the code instead.')).toBeInTheDocument()
    const input = screen.getByLabelText('Photo of a code')
    expect(input).toHaveAttribute('accept', 'image/*')
    expect(input).toHaveAttribute('capture', 'environment')
  })
})

describe('door page', () => {
  function renderDoor(routes: ApiRoutes) {
    const api = mockApi(routes)
    renderApp(
      <Routes>
        <Route path="/door/:doorToken" element={<DoorPage />} />
      </Routes>,
      { route: '/door/tok123' },
    )
    return Object.assign(userEvent.setup(), { api })
  }

  it('shows the event name and names and companies, never an email even when the answer has one', async () => {
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const user = renderDoor(server.routes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Makers Night' })).toBeInTheDocument()
    expect(await screen.findByText('1 of 3 checked in')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/@/)
    await user.click(screen.getByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('2 of 3 checked in')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/@/)
  })

  it('says when the link is not valid', async () => {
    expectConsoleError('GET /api/door/tok123 failed:')
    expectConsoleError('GET /api/door/tok123/snapshot failed:')
    const closed = { status: 404, body: { message: 'This door link is not valid' } } as const
    const { api } = renderDoor({ 'GET /api/door/tok123': closed, 'GET /api/door/tok123/snapshot': closed })
    expect(await screen.findByText('This door link is not valid')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/door/tok123/snapshot')).toHaveLength(1))
  })

  it('says when the link has expired', async () => {
    expectConsoleError('GET /api/door/tok123 failed:')
    expectConsoleError('GET /api/door/tok123/snapshot failed:')
    const closed = { status: 410, body: { message: 'This door link has expired' } } as const
    const { api } = renderDoor({ 'GET /api/door/tok123': closed, 'GET /api/door/tok123/snapshot': closed })
    expect(await screen.findByText('This door link has expired')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/door/tok123/snapshot')).toHaveLength(1))
  })
})

describe('door link closing while the page is open', () => {
  it('replaces the list with the message at the next refresh', async () => {
    expectConsoleError('GET /api/door/tok123 failed:')
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] })
    try {
      const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
      const api = mockApi(server.routes)
      renderApp(
        <Routes>
          <Route path="/door/:doorToken" element={<DoorPage />} />
        </Routes>,
        { route: '/door/tok123' },
      )
      expect(await screen.findByText('1 of 3 checked in')).toBeInTheDocument()
      api.set('GET /api/door/tok123', { status: 410, body: { message: 'This door link has expired' } })
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_500)
      })
      expect(await screen.findByText('This door link has expired')).toBeInTheDocument()
      expect(screen.queryByText('1 of 3 checked in')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('search', () => {
  // Its speed (5,000 people, p99) is measured by `npm run bench`, not here.
  it('finds one person among thousands: every typed word must match name or company', () => {
    const index = indexPeople(
      Array.from({ length: 5000 }, (_, i) => ({
        id: i,
        name: `Person ${i}`,
        company: i % 2 ? 'Odd Works' : 'Even Labs',
        checkedInAt: null,
      })),
    )
    const found = filterPeople(index, 'person 4999 odd')
    expect(found.map((person) => person.name)).toEqual(['Person 4999'])
    expect(filterPeople(index, '  ')).toHaveLength(5000)
  })
})

describe('two phones at the door', () => {
  it('says when another phone checked the person in first', async () => {
    const { user, server } = renderHost()
    await screen.findByText('1 of 3 checked in')
    server.state[0].checkedInAt = sevenFortyTwo
    await user.click(screen.getByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('Ada Lovelace: Already checked in at 7:42 PM')).toBeInTheDocument()
    expect(screen.getByText('2 of 3 checked in')).toBeInTheDocument()
  })
})
