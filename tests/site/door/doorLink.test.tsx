import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import HostCheckInPage from '../../../site/src/features/door/components/HostCheckInPage'
import { checkInRoutes, hostUser, makeEvent, mockApi, type ApiRoutes } from '../mockApi'
import { renderApp } from '../renderApp'
import { decodedQr } from './decodeQr'

afterEach(() => {
  jest.restoreAllMocks()
})

function renderHost(routes: ApiRoutes) {
  const server = checkInRoutes('/api/events/11', '/api/events/11/check-ins', makeEvent({ id: 11 }), [])
  const api = mockApi({ 'GET /api/user': { body: hostUser }, ...server.routes, ...routes })
  renderApp(
    <Routes>
      <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
    </Routes>,
    { route: '/admin/events/11/check-in' },
  )
  return { api, user: userEvent.setup() }
}

describe('door link', () => {
  it('creates a link, shows it once with Copy, and revokes it after a confirmation', async () => {
    const url = 'https://pubnight.example/door/tok123'
    const { api, user } = renderHost({
      'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
      'POST /api/events/11/door-link': { status: 201, body: { url, expiresAt: '2026-03-15T03:00:00.000Z' } },
      'DELETE /api/events/11/door-link': { body: { message: 'Door link revoked' } },
    })
    const card = await screen.findByRole('region', { name: 'Door link' })
    expect(await within(card).findByText(/No door link is active/)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Create door link' }))
    expect(await within(card).findByRole('textbox', { name: 'Door link' })).toHaveValue(url)
    expect(within(card).getByText(/It works until the event ends/)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Copy' }))
    // user-event's setup() stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(url)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    // The QR code of the same link, to hand to a volunteer's camera.
    expect(await decodedQr(await within(card).findByRole('img', { name: 'QR code of the door link' }))).toBe(url)

    await user.click(within(card).getByRole('button', { name: 'Revoke door link' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to revoke the door link?' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('Door link revoked')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/events/11/door-link')).toHaveLength(1)
    expect(await within(card).findByText(/No door link is active/)).toBeInTheDocument()
    expect(within(card).queryByRole('textbox', { name: 'Door link' })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Revoke door link' })).not.toBeInTheDocument()
  })

  it("shares the link with the phone's share sheet, or copies it where there is none", async () => {
    const url = 'https://pubnight.example/door/tok456'
    const shared: ShareData[] = []
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data)
        return Promise.resolve()
      },
    })
    try {
      const { user } = renderHost({
        'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
        'POST /api/events/11/door-link': { status: 201, body: { url, expiresAt: '2026-03-15T03:00:00.000Z' } },
      })
      const card = await screen.findByRole('region', { name: 'Door link' })
      await user.click(await within(card).findByRole('button', { name: 'Create door link' }))
      await user.click(await within(card).findByRole('button', { name: 'Share' }))
      expect(shared).toEqual([{ url, title: 'Door link', text: 'Check people in at the door with this link.' }])
    } finally {
      delete (navigator as { share?: unknown }).share
    }
  })

  it('copies the link when Share has no share sheet', async () => {
    const url = 'https://pubnight.example/door/tok789'
    const { user } = renderHost({
      'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
      'POST /api/events/11/door-link': { status: 201, body: { url, expiresAt: '2026-03-15T03:00:00.000Z' } },
    })
    const card = await screen.findByRole('region', { name: 'Door link' })
    await user.click(await within(card).findByRole('button', { name: 'Create door link' }))
    await user.click(await within(card).findByRole('button', { name: 'Share' }))
    expect(await navigator.clipboard.readText()).toBe(url)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
  })

  it('says an active link is active until the end, without its URL', async () => {
    renderHost({ 'GET /api/events/11/door-link': { body: { active: true, expiresAt: '2026-03-15T03:00:00.000Z' } } })
    const card = await screen.findByRole('region', { name: 'Door link' })
    expect(await within(card).findByText('A door link is active until Saturday, March 14, 2026 11:00 PM.')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Create a new door link' })).toBeInTheDocument()
  })
})
