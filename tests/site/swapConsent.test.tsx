import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_NETWORKING_TAGS, type NetworkingDto } from '../../contract/networking'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { makeEvent, mockApi } from './mockApi'
import { renderApp } from './renderApp'
import type { ManagedRegistrationDto } from '../../contract/registrations'

/**
 * Issue 54 item 5: "Swap contacts with Ben" and "Accept" say what the swap gives, from the
 * person's own share settings, and "Not now" hides a request on this phone.
 */
const TOKEN = 'k3Yb0ardCatk3Yb0ardCat'
const NETWORKING = { enabled: true, tags: [...DEFAULT_NETWORKING_TAGS] }
type Share = NonNullable<NetworkingDto['profile']>['share']

const view = (share: Share): NetworkingDto => ({
  ...NETWORKING,
  profile: { offers: ['CNC machining'], needs: [], line: '', share, printOnBadge: false },
  contactCode: 'ABCD2345',
  suggestions: [],
  swaps: {
    incoming: [
      { id: 7, firstName: 'Ben', company: 'Boxwell', at: '2026-03-14T23:30:00.000Z' },
      { id: 8, firstName: 'Eve', company: 'Eve Fab', at: '2026-03-14T23:31:00.000Z' },
    ],
    outgoing: [],
    mutual: [],
  },
})

const managed: ManagedRegistrationDto = {
  registration: { id: 9, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', status: 'registered' },
  event: makeEvent({ networking: NETWORKING }),
}

function renderManage(share: Share) {
  mockApi({
    [`GET /api/registrations/${TOKEN}`]: { body: managed },
    [`GET /api/registrations/${TOKEN}/networking`]: { body: view(share) },
    'GET /api/events': { body: [] },
  })
  return renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
  localStorage.clear()
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('Accept says what goes', () => {
  it('names the email and website the person chose to share', async () => {
    renderManage({ email: true, phone: null, url: 'https://analytical.example.com' })
    const accept = await screen.findByRole('button', { name: "Accept Ben's swap" })
    expect(accept).toHaveAccessibleDescription('Ben will get your email and website.')
  })

  it('says only name and company go when nothing is shared', async () => {
    renderManage({ email: false, phone: null, url: null })
    const accept = await screen.findByRole('button', { name: "Accept Eve's swap" })
    expect(accept).toHaveAccessibleDescription('Eve will get only your name and company.')
  })
})

describe('"Not now"', () => {
  it('hides the request on this phone, also after a reload; the other stays', async () => {
    const user = userEvent.setup()
    renderManage({ email: true, phone: '+1 555 0100', url: null })
    const incoming = await screen.findByRole('region', { name: 'Asked to swap with you' })
    expect(within(incoming).getByRole('button', { name: "Accept Ben's swap" })).toHaveAccessibleDescription(
      'Ben will get your email and phone number.',
    )
    await user.click(within(incoming).getByRole('button', { name: "Not now: hide Ben's request" }))
    expect(within(incoming).queryByText('Ben')).not.toBeInTheDocument()
    expect(within(incoming).getByText('Eve')).toBeInTheDocument()

    cleanup()
    renderManage({ email: true, phone: null, url: null })
    const again = await screen.findByRole('region', { name: 'Asked to swap with you' })
    expect(within(again).getByText('Eve')).toBeInTheDocument()
    expect(within(again).queryByText('Ben')).not.toBeInTheDocument()
  })
})

describe('/c/{code}', () => {
  it('"Swap contacts with Dan" says what Dan will get', async () => {
    mockApi({
      'GET /api/contact-codes/DAN23456': { body: { firstName: 'Dan', company: 'Diaz Sheet Metal' } },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view({ email: true, phone: null, url: 'https://a.example' }) },
      'GET /api/events': { body: [] },
    })
    localStorage.setItem('mpn:networking:me', JSON.stringify({ token: TOKEN, until: Date.now() + 3_600_000 }))
    renderApp(<AppRoutes />, { route: '/c/DAN23456' })
    const button = await screen.findByRole('button', { name: 'Swap contacts with Dan' })
    expect(await screen.findByText('Dan will get your email and website.')).toBeInTheDocument()
    expect(button).toHaveAccessibleDescription('Dan will get your email and website.')
  })
})
