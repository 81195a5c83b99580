import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor } from '@testing-library/react'
import { openDB } from 'idb'
import { Route, Routes } from 'react-router-dom'
import DoorPage from '../../../site/src/features/door/components/DoorPage'
import { checkInRoutes, makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { freezeDate } from '../clock'
import { doorPeople } from './doorPeople'

/**
 * Issue 54 item 6: offline, "Add walk-in" does not end in "Failed to fetch": the button says
 * walk-ins need a network, and the status line says check-ins are kept on the phone and upload
 * by themselves; back online, the button is back.
 */
const event = makeEvent({ id: 11 })

const noNetwork = (): never => {
  throw new TypeError('Failed to fetch')
}

const DOOR_PATHS = [
  'GET /api/door/tok123',
  'GET /api/door/tok123/snapshot',
  'POST /api/door/tok123/check-ins',
  'POST /api/door/tok123/check-ins/batch',
] as const

function renderDoor() {
  return renderApp(
    <Routes>
      <Route path="/door/:doorToken" element={<DoorPage />} />
    </Routes>,
    { route: '/door/tok123' },
  )
}

async function kept() {
  const db = await openDB('mpn-door')
  const lists = await db.getAll('lists')
  db.close()
  return JSON.stringify(lists)
}

describe('the offline door and walk-ins', () => {
  beforeEach(() => freezeDate('2026-03-14T23:50:00.000Z'))
  afterEach(() => {
    jest.useRealTimers()
  })

  it('says walk-ins need a network, and that check-ins are kept and upload by themselves', async () => {
    const server = checkInRoutes('/api/door/tok123', '/api/door/tok123', event, doorPeople())
    const api = mockApi(server.routes)
    const online = renderDoor()
    expect(await screen.findByText('1 of 3 checked in')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add walk-in' })).toBeEnabled()
    expect(screen.queryByText(/Check-ins are kept on this phone/)).not.toBeInTheDocument()
    await waitFor(async () => expect(await kept()).toContain('Grace Hopper'))
    online.unmount()

    for (const path of DOOR_PATHS) api.set(path, noNetwork)
    renderDoor()
    expect(await screen.findByText('Offline · 0 waiting')).toBeInTheDocument()
    expect(screen.getByText('Check-ins are kept on this phone and upload by themselves.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add walk-in' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Walk-ins need a network' })).toBeDisabled()
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument()

    for (const path of DOOR_PATHS) api.set(path, server.routes[path])
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText('All synced')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Add walk-in' })).toBeEnabled()
  })
})
