import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { messages } from '../../contract/messages'
import { makeEvent, mockApi, never, type ApiRoutes } from './mockApi'
import { renderApp } from './renderApp'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { expectConsoleError } from './setup'
import type { SubscriptionDto } from '../../contract/subscriptions'

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const changes = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method !== 'GET')

/** The home page listing nights in Springfield (twice, spelled two ways) and Boston, and a past one in Worcester. */
function renderHome(routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /api/events': {
      body: [
        makeEvent({ id: 1, city: 'Springfield' }),
        makeEvent({ id: 2, city: 'Boston' }),
        makeEvent({ id: 3, city: ' springfield  ' }),
      ],
    },
    'GET /api/events?status=past': { body: [makeEvent({ id: 4, city: 'Worcester', date: '2025-10-01T23:00:00.000Z' })] },
    'GET /api/sponsors': { body: [] },
    ...routes,
  })
  renderApp(<AppRoutes />)
  return api
}

const notifyForm = async () => within(await screen.findByRole('region', { name: 'Follow a city' }))

describe('home page: get notified about new nights', () => {
  it('offers each listed city once (upcoming first, then past), with a labelled select and email field', async () => {
    renderHome()
    const form = await notifyForm()
    const select = form.getByLabelText('Get notified about new nights in')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Springfield', 'Boston', 'Worcester'])
    expect(select).toHaveValue('Springfield')
    expect(form.getByLabelText('Your email')).toHaveAttribute('type', 'email')
    expect(form.getByRole('button', { name: 'Notify me' })).toBeInTheDocument()
  })

  it('offers nothing to follow while no night is listed', async () => {
    mockApi({ 'GET /api/events': { body: [] }, 'GET /api/sponsors': { body: [] } })
    renderApp(<AppRoutes />)
    expect(await screen.findByText('No upcoming events yet')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Follow a city' })).not.toBeInTheDocument()
  })

  it('validates the address at its field and sends nothing', async () => {
    const user = userEvent.setup()
    const api = renderHome()
    const form = await notifyForm()
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    expect(await form.findByText(messages.invalidEmail)).toBeInTheDocument()
    await user.type(form.getByLabelText('Your email'), 'ada@')
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    expect(await form.findByText(messages.invalidEmail)).toBeInTheDocument()
    expect(form.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true')
    expect(changes(api)).toEqual([])
  })

  it('sends the chosen city with the bot guard and keeps the server’s answer on the page', async () => {
    const user = userEvent.setup()
    const api = renderHome({ 'POST /api/subscriptions': { status: 202, body: { message: messages.subscriptionRequested } } })
    const form = await notifyForm()
    await user.selectOptions(form.getByLabelText('Get notified about new nights in'), 'Boston')
    await user.type(form.getByLabelText('Your email'), 'ada@example.com')
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(messages.subscriptionRequested))
    expect(api.callsTo('POST', '/api/subscriptions').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', city: 'Boston', website: '', formFillMs: expect.any(Number) },
    ])
    // Not a toast: the answer stays in place.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(form.getByRole('status')).toHaveTextContent(messages.subscriptionRequested)
  })

  it('says the bot guard’s "submit again" under the form, and a second try goes through', async () => {
    expectConsoleError(`POST /api/subscriptions failed: ${messages.submitAgain}`)
    const user = userEvent.setup()
    const api = renderHome({ 'POST /api/subscriptions': { status: 400, body: { message: messages.submitAgain } } })
    const form = await notifyForm()
    await user.type(form.getByLabelText('Your email'), 'ada@example.com')
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    expect(await form.findByRole('alert')).toHaveTextContent(messages.submitAgain)
    expect(form.getByLabelText('Your email')).toHaveValue('ada@example.com')

    api.set('POST /api/subscriptions', { status: 202, body: { message: messages.subscriptionRequested } })
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(messages.subscriptionRequested))
    expect(form.queryByRole('alert')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/subscriptions')).toHaveLength(2)
  })

  it('puts the server’s field errors at their fields, and says other refusals (too many requests) under the form', async () => {
    expectConsoleError('POST /api/subscriptions failed: Invalid request')
    expectConsoleError('POST /api/subscriptions failed: Too many requests')
    const user = userEvent.setup()
    const api = renderHome({
      'POST /api/subscriptions': {
        status: 400,
        body: { message: 'Invalid request', errors: { email: messages.invalidEmail, city: messages.cityOneLine } },
      },
    })
    const form = await notifyForm()
    await user.type(form.getByLabelText('Your email'), 'ada@example.com')
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    expect(await form.findByText(messages.invalidEmail)).toBeInTheDocument()
    expect(form.getByText(messages.cityOneLine)).toBeInTheDocument()
    expect(form.getByLabelText('Get notified about new nights in')).toHaveAttribute('aria-invalid', 'true')

    api.set('POST /api/subscriptions', { status: 429, body: { message: 'Too many requests, please try again later.' } })
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    await waitFor(() =>
      expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Too many requests, please try again later.',
      ),
    )
  })
})

describe('event page: get notified about new nights in its city', () => {
  it('follows the event’s city, without a select', async () => {
    const user = userEvent.setup()
    const api = mockApi({
      'GET /api/events/1': { body: makeEvent({ city: 'Springfield' }) },
      'GET /api/events/1/attendee-count': { body: { count: 12 } },
      'GET /api/events/1/companies': { body: { companies: [] } },
      'POST /api/subscriptions': { status: 202, body: { message: messages.subscriptionRequested } },
    })
    renderApp(<AppRoutes />, { route: '/events/1' })
    const form = within(await screen.findByRole('region', { name: 'Get notified about new nights in Springfield' }))
    expect(form.queryByRole('combobox')).not.toBeInTheDocument()
    await user.type(form.getByLabelText('Your email'), 'grace@example.com')
    await user.click(form.getByRole('button', { name: 'Notify me' }))
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(messages.subscriptionRequested))
    expect(api.callsTo('POST', '/api/subscriptions')[0].body).toEqual({
      email: 'grace@example.com',
      city: 'Springfield',
      website: '',
      formFillMs: expect.any(Number),
    })
    // The registration form is untouched.
    expect(api.callsTo('POST', '/api/events/1/attendees')).toEqual([])
  })
})

const TOKEN = 'sUbScR1be_t0ken-42'
const PATH = `/api/subscriptions/${TOKEN}`

function subscription(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return { email: 'ada@example.com', city: 'Springfield', confirmed: false, ...overrides }
}

function renderSubscription(routes: ApiRoutes = {}) {
  const api = mockApi({ [`GET ${PATH}`]: { body: subscription() }, 'GET /api/events': { body: [] }, ...routes })
  renderApp(<AppRoutes />, { route: `/subscriptions/${TOKEN}` })
  return api
}

describe('subscription page', () => {
  it('shows "Loading..." while the subscription loads', async () => {
    renderSubscription({ [`GET ${PATH}`]: never })
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
  })

  it('asks to confirm an unconfirmed subscription and changes nothing on load', async () => {
    const api = renderSubscription()
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription' })).toBeInTheDocument()
    expect(
      screen.getByText('Confirm that ada@example.com wants an email when a new night in Springfield is announced.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Your subscription · Makers Pub Night'))
    expect(changes(api)).toEqual([])
    expect(api.callsTo('GET', PATH)).toHaveLength(1)
  })

  it('confirms on the button, then offers Unsubscribe, which leaves the city', async () => {
    const user = userEvent.setup()
    const api = renderSubscription({
      [`POST ${PATH}/confirm`]: { body: subscription({ confirmed: true }) },
      [`POST ${PATH}/unsubscribe`]: { body: { unsubscribed: true, city: 'Springfield' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    const following = await screen.findByRole('heading', { name: "You're following Springfield" })
    expect(following).toHaveFocus()
    expect(screen.getByText("We'll email ada@example.com when a new night is announced.")).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/confirm`)).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    const left = await screen.findByRole('heading', { name: "You're unsubscribed" })
    expect(left).toHaveFocus()
    expect(screen.getByText("We won't email you about new nights in Springfield.")).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(changes(api).map((call) => call.path)).toEqual([`${PATH}/confirm`, `${PATH}/unsubscribe`])
    // The page keeps its answer: the token is not read again.
    expect(api.callsTo('GET', PATH)).toHaveLength(1)
  })

  it('offers Unsubscribe on a confirmed subscription, and says so in general when the address was already gone', async () => {
    const user = userEvent.setup()
    const api = renderSubscription({
      [`GET ${PATH}`]: { body: subscription({ confirmed: true }) },
      [`POST ${PATH}/unsubscribe`]: { body: { unsubscribed: true, city: null } },
    })
    expect(await screen.findByRole('heading', { name: "You're following Springfield" })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
    expect(changes(api)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText("We won't email you about new nights.")).toBeInTheDocument()
  })

  it('says a failed confirmation on the page and keeps the button', async () => {
    expectConsoleError(`POST ${PATH}/confirm failed: Something went wrong`)
    const user = userEvent.setup()
    renderSubscription({ [`POST ${PATH}/confirm`]: { status: 500, body: { message: 'Something went wrong' } } })
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  it('shows the server’s message for an unknown or expired link, with a link home, and changes nothing', async () => {
    expectConsoleError(`GET ${PATH} failed: ${messages.subscriptionNotFound}`)
    const api = renderSubscription({ [`GET ${PATH}`]: { status: 404, body: { message: messages.subscriptionNotFound } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument()
    expect(screen.getByText(messages.subscriptionNotFound)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('This link is not valid · Makers Pub Night'))
    expect(changes(api)).toEqual([])
  })
})
