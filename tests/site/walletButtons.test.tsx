import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { deviceWallets } from '../../site/src/features/registrations/lib/deviceWallets'
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

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
}

/** The browser this page runs in, as it names itself; '' says nothing (both wallets). */
const browserIs = (userAgent: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
  browserIs('')
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

describe('only the wallet the device has (issue 54)', () => {
  it('knows iPhones and Safari on a Mac as Apple, Android and the rest as Google, and says both when it cannot tell', () => {
    expect(deviceWallets(UA.iphone)).toEqual({ apple: true, google: false })
    expect(deviceWallets(UA.iphoneChrome)).toEqual({ apple: true, google: false })
    expect(deviceWallets(UA.macSafari)).toEqual({ apple: true, google: false })
    // An iPad asks for the desktop site as a Mac, with touch.
    expect(deviceWallets(UA.macSafari, 5)).toEqual({ apple: true, google: false })
    expect(deviceWallets(UA.macChrome)).toEqual({ apple: false, google: true })
    expect(deviceWallets(UA.android)).toEqual({ apple: false, google: true })
    expect(deviceWallets(UA.windows)).toEqual({ apple: false, google: true })
    expect(deviceWallets('')).toEqual({ apple: true, google: true })
    expect(deviceWallets('SomeBot/1.0')).toEqual({ apple: true, google: true })
  })

  it.each([
    ['an iPhone', UA.iphone, [['Add to Apple Wallet', APPLE]]],
    ['Safari on a Mac', UA.macSafari, [['Add to Apple Wallet', APPLE]]],
    ['an Android phone', UA.android, [['Save to Google Wallet', GOOGLE]]],
    ['Edge on Windows', UA.windows, [['Save to Google Wallet', GOOGLE]]],
  ])('on %s shows that wallet alone', async (_device, userAgent, links) => {
    browserIs(userAgent)
    renderManagePage(managed('registered', both))
    expect(walletLinks(await screen.findByRole('region', { name: "You're registered" }))).toEqual(links)
  })

  it('shows nothing when the one wallet set up is not the device’s', async () => {
    browserIs(UA.android)
    renderManagePage(managed('registered', { apple: true, google: false }))
    await screen.findByRole('region', { name: "You're registered" })
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
