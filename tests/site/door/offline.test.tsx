import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDB } from 'idb'
import { Route, Routes } from 'react-router-dom'
import DoorPage from '../../../site/src/features/door/components/DoorPage'
import HostCheckInPage from '../../../site/src/features/door/components/HostCheckInPage'
import { retryDelay } from '../../../site/src/features/door/offline/retryDelay'
import { checkInRoutes, hostUser, makeEvent, mockApi, type ApiRoutes } from '../mockApi'
import { renderApp } from '../renderApp'
import { freezeDate } from '../clock'
import { expectConsoleError } from '../setup'
import { doorPeople, sevenFortyTwo } from './doorPeople'
import type { ScanBatch } from '../../../contract/doorOffline'

/**
 * The door without a network (docs/product.md "The door without a network"): the list kept in
 * IndexedDB (fake-indexeddb here, tests/site/polyfills.ts), check-ins queued while the requests
 * fail, the status line, the upload when the network returns, and a closed link forgotten.
 */
const event = makeEvent({ id: 11 })

/** A request that never reaches the server, as a phone in a basement sends it. */
const noNetwork = (): never => {
  throw new TypeError('Failed to fetch')
}

const DOOR_PATHS = [
  'GET /api/door/tok123',
  'GET /api/door/tok123/snapshot',
  'POST /api/door/tok123/check-ins',
  'POST /api/door/tok123/check-ins/batch',
] as const

function renderDoor(route = '/door/tok123') {
  return renderApp(
    <Routes>
      <Route path="/door/:doorToken" element={<DoorPage />} />
    </Routes>,
    { route },
  )
}

/** Everything the phone keeps in IndexedDB, as text. */
async function keptOnThePhone() {
  const db = await openDB('mpn-door')
  const kept = JSON.stringify({ lists: await db.getAll('lists'), scans: await db.getAll('scans') })
  db.close()
  return kept
}

/** Opens the door page online once (its list is then kept), and closes it. */
async function openOnline(routes: ApiRoutes) {
  const api = mockApi(routes)
  const page = renderDoor()
  expect(await screen.findByText('1 of 3 checked in')).toBeInTheDocument()
  await waitFor(() => expect(api.callsTo('GET', '/api/door/tok123/snapshot')).toHaveLength(1))
  await waitFor(async () => expect(await keptOnThePhone()).toContain('Grace Hopper'))
  page.unmount()
  return api
}

describe('the door without a network', () => {
  // At the door, during the night (a kept list is forgotten a day after its night ends).
  beforeEach(() => freezeDate('2026-03-14T23:50:00.000Z'))
  afterEach(() => {
    jest.useRealTimers()
  })

  it('opens from the kept list, checks people in by tap and by code, says what waits, and uploads it all when the network returns', async () => {
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const api = await openOnline(server.routes)
    for (const path of DOOR_PATHS) api.set(path, noNetwork)

    // Offline: Grace's entry code opened with the camera app, then a tap on Ada.
    renderDoor('/door/tok123?code=https%3A%2F%2Fpubnight.example%2Fcheck-in%2F102.def')
    expect(await screen.findByText('Offline · 1 waiting')).toBeInTheDocument()
    expect(screen.getByText('2 of 3 checked in')).toBeInTheDocument()
    expect(screen.getAllByText('Checked in: Grace Hopper').length).toBeGreaterThan(0)
    await userEvent.setup().click(screen.getByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('Offline · 2 waiting')).toBeInTheDocument()
    expect(screen.getByText('3 of 3 checked in')).toBeInTheDocument()
    // Names, companies, times and code hashes are kept; no email, no entry code.
    const kept = await keptOnThePhone()
    expect(kept).toContain('Ada Lovelace')
    expect(kept).not.toContain('@')
    expect(kept).not.toContain('102.def')

    // Meanwhile another phone checked Ada in earlier.
    server.state[0].checkedInAt = sevenFortyTwo
    // It tried while offline, and never lost a scan.
    const triedOffline = api.callsTo('POST', '/api/door/tok123/check-ins/batch').length
    expect(triedOffline).toBeGreaterThan(0)
    for (const path of DOOR_PATHS) api.set(path, server.routes[path])
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText('All synced')).toBeInTheDocument()
    const uploaded = api
      .callsTo('POST', '/api/door/tok123/check-ins/batch')
      .slice(triedOffline)
      .flatMap((call) => (call.body as ScanBatch).scans)
    expect(uploaded.map((scan) => scan.attendeeId)).toEqual([102, 101])
    // Grace checked in at the moment she was scanned offline; Ada keeps the earlier time, and the phone hears it.
    expect(server.state[1].checkedInAt).toBe(uploaded[0].at)
    expect(server.state[0].checkedInAt).toBe(sevenFortyTwo)
    expect(await screen.findByText('Ada Lovelace: Already checked in at 7:42 PM')).toBeInTheDocument()
    expect((JSON.parse(await keptOnThePhone()) as { scans: unknown[] }).scans).toEqual([])
  })

  it('takes back a check-in still waiting on the phone', async () => {
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const api = await openOnline(server.routes)
    for (const path of DOOR_PATHS) api.set(path, noNetwork)
    renderDoor()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('Offline · 1 waiting')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo check-in of Ada Lovelace' }))
    expect(await screen.findByText('Offline · 0 waiting')).toBeInTheDocument()
    expect(screen.getByText('1 of 3 checked in')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/door/tok123/check-ins/101')).toHaveLength(0)
  })

  it('lets a check-in on its way arrive before undoing it, so the server does not keep it', async () => {
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const api = await openOnline(server.routes)
    const upload = server.routes['POST /api/door/tok123/check-ins/batch']
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // The answer is slow to come back (a busy bar's network); the server has taken the scan already.
    api.set('POST /api/door/tok123/check-ins/batch', async (call) => {
      const reply = typeof upload === 'function' ? await upload(call) : upload
      await held
      return reply
    })
    renderDoor()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    await waitFor(() => expect(api.callsTo('POST', '/api/door/tok123/check-ins/batch')).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Undo check-in of Ada Lovelace' }))
    release()
    expect(await screen.findByText('Check-in undone: Ada Lovelace')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/door/tok123/check-ins/101')).toHaveLength(1)
    expect(server.state[0].checkedInAt).toBeNull()
    expect(screen.getByText('1 of 3 checked in')).toBeInTheDocument()
  })

  it('deletes the kept list and the waiting scans when the link was revoked, and says why', async () => {
    expectConsoleError('GET /api/door/tok123 failed: This door link is not valid')
    expectConsoleError(/\/api\/door\/tok123\/(snapshot|check-ins\/batch) failed: This door link is not valid/)
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const api = await openOnline(server.routes)
    for (const path of DOOR_PATHS) api.set(path, noNetwork)
    const offline = renderDoor()
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Check in Ada Lovelace\b/ }))
    expect(await screen.findByText('Offline · 1 waiting')).toBeInTheDocument()
    offline.unmount()

    const revoked = { status: 404, body: { message: 'This door link is not valid' } } as const
    for (const path of DOOR_PATHS) api.set(path, revoked)
    renderDoor()
    expect(await screen.findByText('This door link is not valid')).toBeInTheDocument()
    expect(screen.getByText('The list and any check-ins waiting on this phone have been deleted from it.')).toBeInTheDocument()
    await waitFor(async () => expect(await keptOnThePhone()).toBe('{"lists":[],"scans":[]}'))
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument()
  })

  it('lists people scanned on two phones: where and when the other scan was made', async () => {
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const list = server.routes['GET /api/door/tok123']
    mockApi({
      ...server.routes,
      'GET /api/door/tok123': async (call) => {
        const answer = typeof list === 'function' ? await list(call) : list
        if (!answer.body || !('attendees' in answer.body)) return answer
        // 01:04 UTC on 15 March is 9:04 PM in New York.
        return { body: { ...answer.body, conflicts: [{ attendeeId: 103, device: 'Phone B', at: '2026-03-15T01:04:00.000Z' }] } }
      },
    })
    renderDoor()
    expect(await screen.findByRole('heading', { name: 'Scanned on two phones' })).toBeInTheDocument()
    expect(screen.getByText('Linus Pauling: also scanned on Phone B at 9:04 PM')).toBeInTheDocument()
  })

  it("opens the host's check-in from the kept list when not even the account can be asked", async () => {
    const server = checkInRoutes('/api/events/11', '/api/events/11/check-ins', event, doorPeople())
    const api = mockApi({
      'GET /api/user': { body: hostUser },
      'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
      ...server.routes,
    })
    const page = renderApp(
      <Routes>
        <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
      </Routes>,
      { route: '/admin/events/11/check-in' },
    )
    expect(await screen.findByText('1 of 3 checked in')).toBeInTheDocument()
    await waitFor(async () => expect(await keptOnThePhone()).toContain('Grace Hopper'))
    page.unmount()

    for (const path of ['GET /api/user', 'GET /api/events/11/check-ins', 'GET /api/events/11/check-ins/snapshot'] as const)
      api.set(path, noNetwork)
    renderApp(
      <Routes>
        <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
        <Route path="/auth" element={<p>Sign-in page</p>} />
      </Routes>,
      { route: '/admin/events/11/check-in' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in: Spring Makers Night' })).toBeInTheDocument()
    expect(await screen.findByText('Offline · 0 waiting')).toBeInTheDocument()
    expect(screen.getByText('1 of 3 checked in')).toBeInTheDocument()
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument()
  })
})

describe('retries', () => {
  it('back off from about 2 seconds to at most a minute, spread so phones do not retry together', () => {
    expect([1, 2, 3].map((failures) => retryDelay(failures, () => 1))).toEqual([2000, 4000, 8000])
    expect(retryDelay(3, () => 0)).toBe(4000)
    expect(retryDelay(20, () => 1)).toBe(60_000)
  })
})
