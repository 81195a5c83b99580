import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { makeEvent, mockApi } from './mockApi'
import { renderApp } from './renderApp'
import type { ManagedRegistrationDto, RegistrationStatus } from '../../contract/registrations'
import type { WalletAvailability } from '../../contract/wallet'

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" (docs/product.md, "Wallet passes"): on the
 * manage page and the "You're going" card, for the wallets the server says are set up, and
 * only while the person holds a seat.
 */
const TOKEN = 'W4lletT0ken_W4lletT0ke'
const APPLE = `/api/registrations/${TOKEN}/wallet.pkpass`
const GOOGLE = `/api/registrations/${TOKEN}/wallet/google`

function managed(status: RegistrationStatus, wallet?: WalletAvailability): ManagedRegistrationDto {
  return {
    registration: {
      id: 41,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      status,
      ...(status === 'registered' ? { checkInUrl: 'http://localhost/check-in/41.entry' } : {}),
    },
    event: makeEvent(),
    ...(wallet ? { wallet } : {}),
  }
}

const both = { apple: true, google: true }

function renderManagePage(body: ManagedRegistrationDto) {
  mockApi({ [`GET /api/registrations/${TOKEN}`]: { body }, 'GET /api/events': { body: [] } })
  renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
}

function renderGoingCard(body: ManagedRegistrationDto) {
  localStorage.setItem('mpn:registration:1', JSON.stringify({ manageUrl: `http://localhost/registrations/${TOKEN}` }))
  mockApi({
    'GET /api/events/1': { body: makeEvent() },
    'GET /api/events/1/attendee-count': { body: { count: 12 } },
    'GET /api/events/1/companies': { body: { companies: [] } },
    'GET /api/events': { body: [] },
    'GET /api/sponsors': { body: [] },
    [`GET /api/registrations/${TOKEN}`]: { body },
  })
  renderApp(<AppRoutes />, { route: '/events/1' })
}

const walletLinks = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link', { name: /Wallet/ })
    .map((link) => [link.textContent, link.getAttribute('href')])

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  localStorage.clear()
})

describe('wallet buttons on the manage page', () => {
  it('link to both passes, in the wallets’ own words, beside the entry code', async () => {
    renderManagePage(managed('registered', both))
    const status = await screen.findByRole('region', { name: "You're registered" })
    expect(await within(status).findByRole('img', { name: 'QR code: your entry code for the door' })).toBeInTheDocument()
    expect(walletLinks(status)).toEqual([
      ['Add to Apple Wallet', APPLE],
      ['Save to Google Wallet', GOOGLE],
    ])
  })

  it('offer only the wallet that is set up', async () => {
    renderManagePage(managed('registered', { apple: false, google: true }))
    expect(walletLinks(await screen.findByRole('region', { name: "You're registered" }))).toEqual([
      ['Save to Google Wallet', GOOGLE],
    ])
  })

  it.each([
    ['no wallet is set up', managed('registered', { apple: false, google: false })],
    ['the server says nothing of wallets', managed('registered')],
  ])('are not there when %s', async (_case, body) => {
    renderManagePage(body)
    await screen.findByRole('region', { name: "You're registered" })
    expect(screen.queryAllByRole('link', { name: /Wallet/ })).toEqual([])
  })

  it.each([
    ['waitlisted', "You're on the waitlist"],
    ['cancelled', 'This registration is cancelled'],
  ] as const)('are not offered to a %s registration', async (status, heading) => {
    renderManagePage(managed(status, both))
    await screen.findByRole('region', { name: heading })
    expect(screen.queryAllByRole('link', { name: /Wallet/ })).toEqual([])
  })
})

describe('wallet buttons on the "You\'re going" card', () => {
  it('link to both passes when the server says they are set up', async () => {
    renderGoingCard(managed('registered', both))
    const going = await screen.findByRole('region', { name: "You're going" })
    await within(going).findByRole('link', { name: 'Add to Apple Wallet' })
    expect(walletLinks(going)).toEqual([
      ['Add to Apple Wallet', APPLE],
      ['Save to Google Wallet', GOOGLE],
    ])
  })

  it('are not there when no wallet is set up', async () => {
    renderGoingCard(managed('registered', { apple: false, google: false }))
    const going = await screen.findByRole('region', { name: "You're going" })
    await within(going).findByRole('img', { name: 'QR code: your entry code for the door' })
    expect(walletLinks(going)).toEqual([])
  })
})
