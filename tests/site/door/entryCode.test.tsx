import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../../site/src/app/AppRoutes'
import { BEFORE_THE_EVENT, freezeDate } from '../clock'
import { checkInRoutes, hostUser, makeEvent, mockApi, type ApiRoutes, type DoorPerson } from '../mockApi'
import { renderApp } from '../renderApp'
import { expectConsoleError } from '../setup'
import { decodedQr } from './decodeQr'
import type { EntryCodeDto } from '../../../contract/door'
import type { NetworkingDto } from '../../../contract/networking'
import type { ScanBatch } from '../../../contract/doorOffline'

const CODE = '101.abc'
const QR_NAME = 'QR code: the entry code of Ada Lovelace'
const event = makeEvent({ id: 11 })

const entry = (overrides: Partial<EntryCodeDto> = {}): EntryCodeDto => ({
  name: 'Ada Lovelace',
  status: 'registered',
  checkedInAt: null,
  event,
  ...overrides,
})

const people = (): DoorPerson[] => [
  { id: 101, name: 'Ada Lovelace', company: 'Engines Ltd', email: 'ada@example.com', checkedInAt: null, code: CODE },
]

/** The people a door page uploaded scans of, in order. */
const scannedIds = (api: ReturnType<typeof mockApi>, path: string) =>
  api.callsTo('POST', path).flatMap((call) => (call.body as ScanBatch).scans.map((scan) => scan.attendeeId))

function renderCode(routes: ApiRoutes = {}) {
  const api = mockApi({ [`GET /api/entry-codes/${CODE}`]: { body: entry() }, ...routes })
  renderApp(<AppRoutes />, { route: `/check-in/${CODE}` })
  return api
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('entry code page', () => {
  it('shows the QR code, the person, the night and its status', async () => {
    const api = renderCode()
    const card = within(await screen.findByRole('region', { name: 'Ada Lovelace' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Your entry code' })).toBeInTheDocument()
    expect(within(card.getByRole('status')).getByText('Registered')).toBeInTheDocument()
    const night = within(card.getByLabelText('The night'))
    expect(night.getByText('Spring Makers Night')).toBeInTheDocument()
    expect(night.getByText('Saturday, March 14, 2026')).toBeInTheDocument()
    expect(night.getByText('7:00 PM - 11:00 PM EDT')).toBeInTheDocument()
    expect(night.getByText('The Foundry Tap, 12 Mill St, Springfield, MA, USA')).toBeInTheDocument()
    // The same code the door scans: this page's own address.
    const qr = await card.findByRole('img', { name: 'QR code: the entry code of Ada Lovelace' })
    expect(await decodedQr(qr)).toBe(`http://localhost/check-in/${CODE}`)
    expect(card.getByRole('link', { name: 'About this night' })).toHaveAttribute('href', '/events/11')
    // A visitor with no session and no door link on this phone is not offered the check-in.
    expect(card.queryByRole('link', { name: /Check in/ })).not.toBeInTheDocument()
    // Reading the code changes nothing.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([])
    await waitFor(() => expect(document.title).toBe('Your entry code · Makers Pub Night'))
  })

  it('offers "Swap contacts with Ada?" to whoever is not Ada, while Ada is opted in (issue 54)', async () => {
    renderCode({ [`GET /api/entry-codes/${CODE}`]: { body: entry({ contactCode: 'ADA23456' }) } })
    const offer = within(await screen.findByRole('region', { name: 'Swap contacts with Ada?' }))
    expect(offer.getByRole('link', { name: 'Swap contacts with Ada' })).toHaveAttribute('href', '/c/ADA23456')
  })

  it('offers no swap when Ada is not opted in, nor to Ada herself on the phone that knows her', async () => {
    mockApi({ [`GET /api/entry-codes/${CODE}`]: { body: entry() } })
    const { unmount } = renderApp(<AppRoutes />, { route: `/check-in/${CODE}` })
    await screen.findByRole('region', { name: 'Ada Lovelace' })
    // The QR image draws itself after the card: wait for it, so no update lands outside act().
    await screen.findByRole('img', { name: QR_NAME })
    expect(screen.queryByRole('region', { name: /Swap contacts/ })).not.toBeInTheDocument()
    unmount()

    const token = 'adaOwnManageTokenXYZ12'
    localStorage.setItem('mpn:networking:me', JSON.stringify({ token, until: Date.now() + 3_600_000 }))
    const ownView: NetworkingDto = {
      enabled: true,
      tags: [],
      profile: null,
      contactCode: 'ADA23456',
      suggestions: [],
      swaps: { incoming: [], outgoing: [], mutual: [] },
    }
    const api = mockApi({
      [`GET /api/entry-codes/${CODE}`]: { body: entry({ contactCode: 'ADA23456' }) },
      [`GET /api/registrations/${token}/networking`]: { body: ownView },
    })
    const again = renderApp(<AppRoutes />, { route: `/check-in/${CODE}` })
    await screen.findByRole('region', { name: 'Ada Lovelace' })
    // The QR image draws itself after the card: wait for it, so no update lands outside act().
    await screen.findByRole('img', { name: QR_NAME })
    await waitFor(() => expect(api.callsTo('GET', `/api/registrations/${token}/networking`)).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: /Swap contacts/ })).not.toBeInTheDocument()
    again.unmount()

    // The same phone remembering Ben instead: Ada's entry code offers Ben the swap.
    mockApi({
      [`GET /api/entry-codes/${CODE}`]: { body: entry({ contactCode: 'ADA23456' }) },
      [`GET /api/registrations/${token}/networking`]: { body: { ...ownView, contactCode: 'BEN23456' } },
    })
    renderApp(<AppRoutes />, { route: `/check-in/${CODE}` })
    expect(await screen.findByRole('region', { name: 'Swap contacts with Ada?' })).toBeInTheDocument()
    await screen.findByRole('img', { name: QR_NAME })
  })

  it('says a cancelled registration is cancelled, without a code to show', async () => {
    renderCode({ [`GET /api/entry-codes/${CODE}`]: { body: entry({ status: 'cancelled' }) } })
    const card = within(await screen.findByRole('region', { name: 'Ada Lovelace' }))
    expect(card.getByText('This registration is cancelled')).toBeInTheDocument()
    expect(card.getByText('This code no longer opens the door.')).toBeInTheDocument()
    expect(card.queryByRole('img')).not.toBeInTheDocument()
  })

  it('says a night called off is cancelled: no code to show, no check-in, even for its host (decision 547)', async () => {
    renderCode({
      [`GET /api/entry-codes/${CODE}`]: { body: entry({ event: makeEvent({ id: 11, archived: true }) }) },
      'GET /api/user': { body: hostUser },
    })
    const card = within(await screen.findByRole('region', { name: 'Ada Lovelace' }))
    expect(card.getByText('This event is cancelled')).toBeInTheDocument()
    expect(card.queryByText('Show this code at the door.')).not.toBeInTheDocument()
    expect(card.queryByRole('img')).not.toBeInTheDocument()
    expect(card.queryByRole('link', { name: /Check in/ })).not.toBeInTheDocument()
    expect(card.getByRole('link', { name: 'About this night' })).toBeInTheDocument()
  })

  it('says when the person is on the waitlist, and when they are checked in', async () => {
    renderCode({ [`GET /api/entry-codes/${CODE}`]: { body: entry({ checkedInAt: '2026-03-14T23:42:00.000Z' }) } })
    const card = within(await screen.findByRole('region', { name: 'Ada Lovelace' }))
    expect(card.getByText('Checked in at 7:42 PM. Enjoy the night!')).toBeInTheDocument()
  })

  it('explains an altered or unknown code', async () => {
    expectConsoleError(`GET /api/entry-codes/${CODE} failed: This entry code is not valid`)
    renderCode({ [`GET /api/entry-codes/${CODE}`]: { status: 404, body: { message: 'This entry code is not valid' } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'This entry code is not valid' })).toBeInTheDocument()
  })

  it('leads a signed-in host to the check-in, which checks that person in', async () => {
    const user = userEvent.setup()
    const door = checkInRoutes('/api/events/11', '/api/events/11/check-ins', event, people())
    const api = renderCode({
      'GET /api/user': { body: hostUser },
      'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
      ...door.routes,
    })
    await user.click(await screen.findByRole('link', { name: 'Check in Ada Lovelace' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in: Spring Makers Night' })).toBeInTheDocument()
    // As if scanned at the door: the outcome on the page, and the toast with Undo.
    await waitFor(() => expect(screen.getAllByText('Checked in: Ada Lovelace')).toHaveLength(2))
    // Found by its hash in the list the phone keeps, and uploaded as a scan.
    await waitFor(() => expect(scannedIds(api, '/api/events/11/check-ins/batch')).toEqual([101]))
  })

  it('leads a volunteer who opened the door link on this phone to the door page, which checks the person in', async () => {
    const user = userEvent.setup()
    const door = checkInRoutes('/api/door/door-token-1', '/api/door/door-token-1', event, people())
    localStorage.setItem('mpn:door:11', 'door-token-1')
    const api = renderCode(door.routes)
    await user.click(await screen.findByRole('link', { name: 'Check in Ada Lovelace' }))
    await waitFor(() => expect(screen.getAllByText('Checked in: Ada Lovelace')).toHaveLength(2))
    await waitFor(() => expect(scannedIds(api, '/api/door/door-token-1/check-ins/batch')).toEqual([101]))
  })
})
