import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_NETWORKING_TAGS, type NetworkingDto } from '../../contract/networking'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { makeEvent, mockApi, registered } from './mockApi'
import { renderApp } from './renderApp'
import type { ManagedRegistrationDto } from '../../contract/registrations'

/**
 * Issue 54 item 1: after registering opted in, the "You're going" card links straight to the
 * manage page's "Who to meet" (`#who-to-meet`), which opens with focus on the section's
 * heading; someone who did not opt in gets no such link.
 */
const TOKEN = 'k3Yb0ardCatk3Yb0ardCat'
const NETWORKING = { enabled: true, tags: [...DEFAULT_NETWORKING_TAGS] }
const event = makeEvent({ networking: NETWORKING })
const managed: ManagedRegistrationDto = {
  registration: { id: 9, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', status: 'registered' },
  event,
}
const view = (profile: NetworkingDto['profile']): NetworkingDto => ({
  ...NETWORKING,
  profile,
  contactCode: profile ? 'ABCD2345' : null,
  suggestions: [],
  swaps: { incoming: [], outgoing: [], mutual: [] },
})
const PROFILE = {
  offers: ['CNC machining'],
  needs: [],
  line: '',
  share: { email: true, phone: null, url: null },
  printOnBadge: false,
}

async function registerAndLand(profile: NetworkingDto['profile']) {
  const user = userEvent.setup()
  const api = mockApi({
    'GET /api/events/1': { body: event },
    'GET /api/events/1/attendee-count': { body: { count: 12 } },
    'GET /api/events/1/companies': { body: { companies: [] } },
    'GET /api/events': { body: [] },
    'GET /api/sponsors': { body: [] },
    'POST /api/events/1/attendees': { status: 201, body: registered({ manageUrl: `http://localhost/registrations/${TOKEN}` }) },
    [`GET /api/registrations/${TOKEN}`]: { body: managed },
    [`GET /api/registrations/${TOKEN}/networking`]: { body: view(profile) },
  })
  renderApp(<AppRoutes />, { route: '/events/1' })
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
  await user.click(screen.getByRole('button', { name: 'Register Now' }))
  const card = await screen.findByRole('region', { name: "You're going" })
  return { user, card, api }
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

describe('"See who to meet" on the "You\'re going" card', () => {
  it('opens the manage page at the section, its heading focused', async () => {
    const { user, card } = await registerAndLand(PROFILE)
    const link = await within(card).findByRole('link', { name: 'See who to meet' })
    expect(link).toHaveAttribute('href', `/registrations/${TOKEN}#who-to-meet`)
    await user.click(link)
    const heading = await screen.findByRole('heading', { name: 'Help me meet people tonight' }, { timeout: 10_000 })
    expect(heading).toHaveFocus()
    expect(heading.closest('#who-to-meet')).not.toBeNull()
  })

  it('is not there for someone who did not opt in', async () => {
    const { card, api } = await registerAndLand(null)
    expect(await within(card).findByRole('link', { name: 'Manage your registration' })).toBeInTheDocument()
    // The card asked the server (the person's own view) and was told there is no profile.
    await waitFor(() => expect(api.callsTo('GET', `/api/registrations/${TOKEN}/networking`)).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(card).queryByRole('link', { name: 'See who to meet' })).not.toBeInTheDocument()
  })
})
