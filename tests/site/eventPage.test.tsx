import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { registerForEvent } from '../../site/src/features/registrations/api/registerForEvent'
import { BOT_GUARD_MIN_FILL_MS } from '../../contract/botGuard'
import { messages } from '../../contract/messages'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { deferred, makeEvent, mockApi, never, registered, type ApiRoutes, type Reply } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'
import type { CompaniesDto, ManagedRegistrationDto, WaitlistJoinedDto } from '../../contract/registrations'

const TOKEN = 'k3Yb0ardCatk3Yb0ardCat'
const CHECK_IN_URL = 'http://localhost/check-in/entry-code-41'

/** The remembered registration as the server reads it back (`GET /api/registrations/{token}`). */
function managedBody(): { body: ManagedRegistrationDto } {
  return {
    body: {
      registration: {
        id: 9,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        status: 'registered',
        checkInUrl: CHECK_IN_URL,
      },
      event: makeEvent(),
    },
  }
}

/** The event page with the fake server; `botGuardMinFillMs` as the app's providers take it (0 unless given). */
function renderEvent(routes: ApiRoutes = {}, { botGuardMinFillMs = 0 }: { botGuardMinFillMs?: number } = {}) {
  const api = mockApi({
    'GET /api/events/1': { body: makeEvent() },
    'GET /api/events/1/attendee-count': { body: { count: 12 } },
    'GET /api/events/1/companies': { body: { companies: [] } },
    'GET /api/events': { body: [] },
    'GET /api/events?status=past': { body: [] },
    'GET /api/sponsors': { body: [] },
    ...routes,
  })
  renderApp(<AppRoutes />, { route: '/events/1', botGuardMinFillMs })
  return api
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('event page', () => {
  it('shows "Loading..." while the event loads', async () => {
    renderEvent({ 'GET /api/events/1': never })
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
  })

  it('shows "Event not found" for an unknown event', async () => {
    expectConsoleError('GET /api/events/1 failed: Event not found')
    renderEvent({ 'GET /api/events/1': { status: 404, body: { message: 'Event not found' } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument()
  })

  it('shows when and where before the form, with the title and subtitle', async () => {
    renderEvent()
    expect(await screen.findByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
    expect(screen.getByText('Fill out the form below to secure your spot')).toBeInTheDocument()
    const when = screen.getByText('Saturday, March 14, 2026')
    expect(screen.getByText('7:00 PM - 11:00 PM EDT')).toBeInTheDocument()
    expect(screen.getByText('The Foundry Tap')).toBeInTheDocument()
    const form = await screen.findByRole('button', { name: 'Register Now' })
    expect(when.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(await screen.findByText('12 / 50 attendees')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Register for Spring Makers Night · Makers Pub Night'))
  })

  it('names the host and shares the link: the share sheet where there is one, else a copy', async () => {
    const user = userEvent.setup()
    const share = jest.fn((_data: ShareData) => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    // The owner chose to be named: the event's answer and the team's public list both say so.
    renderEvent({
      'GET /api/events/1': { body: makeEvent({ hostName: 'Hana Host' }) },
      'GET /api/events/1/hosts': { body: [{ name: 'Hana Host', role: 'owner' }] },
    })
    expect(await screen.findByText('Hosted by Hana Host')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({ url: 'http://localhost/events/1', title: 'Spring Makers Night' })
    // No share sheet (a desktop browser): the link is copied and the page says so.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    const writeText = jest.fn((_text: string) => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(writeText).toHaveBeenCalledWith('http://localhost/events/1')
    expect(await screen.findByText('Link copied', { selector: '[role="status"]' })).toBeInTheDocument()
  })

  it("keeps the event's own count when a refresh fails: never a false 0", async () => {
    jest.useFakeTimers({ now: new Date(BEFORE_THE_EVENT) })
    expectConsoleError('GET /api/events/1/attendee-count failed: down')
    const api = renderEvent({ 'GET /api/events/1/attendee-count': { status: 500, body: { message: 'down' } } })
    expect(await screen.findByText('12 / 50 attendees')).toBeInTheDocument()
    // The event's answer carried the count: nothing is asked until the 30-second refresh.
    expect(api.callsTo('GET', '/api/events/1/attendee-count')).toHaveLength(0)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_500)
    })
    await waitFor(() => expect(api.callsTo('GET', '/api/events/1/attendee-count')).toHaveLength(1))
    expect(screen.getByText('12 / 50 attendees')).toBeInTheDocument()
    expect(screen.queryByText('0 / 50 attendees')).not.toBeInTheDocument()
  })

  it('shows the validation messages of the public form', async () => {
    const user = userEvent.setup()
    const api = renderEvent()
    await user.click(await screen.findByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    // An empty address and a malformed one both read the spec's message (issue 45).
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Company is required')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'ada@')
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3)
    expect(api.callsTo('POST', '/api/events/1/attendees')).toHaveLength(0)
  })

  it('registers: the toast, the form resets, and home ("/") shows "You\'re going" with the calendar links, the manage link and the entry code', async () => {
    const user = userEvent.setup()
    const reply = deferred({ status: 201, body: registered({ manageUrl: `http://localhost/registrations/${TOKEN}` }) })
    const api = renderEvent({
      'POST /api/events/1/attendees': reply.handler,
      [`GET /api/registrations/${TOKEN}`]: managedBody(),
      'GET /api/events': { body: [makeEvent()] },
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled()
    reply.release()

    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/1/attendees')[0].body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      eventId: 1,
      showCompany: false,
      website: '',
      formFillMs: expect.any(Number),
    })
    // The spec's "user goes to /": the home page, with the card for that night at its top and focus on it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Makers Pub Night' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument()
    const going = within(await screen.findByRole('region', { name: "You're going" }))
    await waitFor(() => expect(going.getByRole('heading', { level: 2, name: "You're going" })).toHaveFocus())
    const card = screen.getByRole('region', { name: "You're going" })
    const upcoming = screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })
    expect(card.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(going.getByRole('link', { name: 'Spring Makers Night' })).toHaveAttribute('href', '/events/1')
    expect(going.getByText(/A confirmation is on its way to ada@example.com/)).toBeInTheDocument()
    // The calendar links once, in the card (not in the toast).
    const google = new URL(going.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!)
    expect(google.searchParams.get('dates')).toBe('20260314T230000Z/20260315T030000Z')
    const outlook = new URL(going.getByRole('link', { name: 'Outlook' }).getAttribute('href')!)
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-14T19:00:00-04:00')
    expect(outlook.searchParams.get('enddt')).toBe('2026-03-14T23:00:00-04:00')
    expect(going.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('download', 'spring-makers-night.ics')
    expect(screen.getAllByRole('link', { name: 'Google Calendar' })).toHaveLength(1)
    expect(going.getByRole('link', { name: 'Manage your registration' })).toHaveAttribute('href', `/registrations/${TOKEN}`)
    // The entry code the door scans, from the registration's own page data.
    const code = await going.findByRole('img', { name: 'QR code: your entry code for the door' })
    const png = Buffer.from(code.getAttribute('src')!.replace(/^data:image\/png;base64,/, ''), 'base64')
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(CHECK_IN_URL)

    // Back on the event page the person is going (remembered in this browser); the form is not offered.
    await user.click(going.getByRole('link', { name: 'Spring Makers Night' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: "You're going" })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
  })

  it('"Register someone else" on the home page\'s card opens the form again; "Dismiss" hides the card', async () => {
    const user = userEvent.setup()
    renderEvent({
      'POST /api/events/1/attendees': { status: 201, body: registered({ manageUrl: `http://localhost/registrations/${TOKEN}` }) },
      [`GET /api/registrations/${TOKEN}`]: managedBody(),
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    let going = within(await screen.findByRole('region', { name: "You're going" }))
    await user.click(going.getByRole('button', { name: 'Register someone else' }))
    // The event page's form, empty (it was reset after the first registration).
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(localStorage.getItem('mpn:registration:1')).toBeNull()

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Makers Pub Night' })).toBeInTheDocument()
    going = within(await screen.findByRole('region', { name: "You're going" }))
    await user.click(going.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: "You're going" })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 1, name: 'Makers Pub Night' })).toBeInTheDocument()
    // Still remembered for the event page.
    expect(localStorage.getItem('mpn:registration:1')).toContain(TOKEN)
  })

  it('shows "You\'re going" again on the next visit, checked with the server, until "Register someone else"', async () => {
    const user = userEvent.setup()
    localStorage.setItem('mpn:registration:1', JSON.stringify({ manageUrl: `http://localhost/registrations/${TOKEN}` }))
    const api = renderEvent({ [`GET /api/registrations/${TOKEN}`]: managedBody() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
    const going = within(await screen.findByRole('region', { name: "You're going" }))
    expect(going.getByText('Ada Lovelace')).toBeInTheDocument()
    // Not focused: nothing just happened on this visit.
    expect(going.getByRole('heading', { level: 2, name: "You're going" })).not.toHaveFocus()
    expect(api.callsTo('GET', `/api/registrations/${TOKEN}`)).toHaveLength(1)
    await user.click(going.getByRole('button', { name: 'Register someone else' }))
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument()
    expect(localStorage.getItem('mpn:registration:1')).toBeNull()
  })

  it.each<[string, Reply<ManagedRegistrationDto>]>([
    ['cancelled', { body: { registration: { ...managedBody().body.registration, status: 'cancelled' }, event: makeEvent() } }],
    ['gone', { status: 404, body: { message: 'Registration not found' } }],
  ])('forgets a remembered registration that is %s and offers the form', async (label, reply) => {
    if (label === 'gone') expectConsoleError(`GET /api/registrations/${TOKEN} failed: Registration not found`)
    localStorage.setItem('mpn:registration:1', JSON.stringify({ manageUrl: `http://localhost/registrations/${TOKEN}` }))
    renderEvent({ [`GET /api/registrations/${TOKEN}`]: reply })
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem('mpn:registration:1')).toBeNull())
    expect(screen.queryByRole('region', { name: "You're going" })).not.toBeInTheDocument()
  })

  it('shows a plain "on the list" line when the calendar links cannot be made', async () => {
    expectConsoleError('Calendar links unavailable: Event dates are required')
    const user = userEvent.setup()
    renderEvent({
      'GET /api/events/1': { body: makeEvent({ endDate: '' }) },
      'POST /api/events/1/attendees': { status: 201, body: registered() },
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    const going = within(await screen.findByRole('region', { name: "You're going" }))
    expect(going.getByText("You're on the list for Spring Makers Night. See you there!")).toBeInTheDocument()
    // Without a manage link the email carries it and the entry code.
    expect(
      going.getByText('Your entry code and the link to manage your registration are in the confirmation email.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith('Calendar links unavailable:', 'Event dates are required')
  })

  it.each([['This event is full'], ['You are already registered for this event'], ['Registration is closed for this event']])(
    'shows the server message "%s" when registration fails',
    async (message) => {
      expectConsoleError('POST /api/events/1/attendees failed:')
      const user = userEvent.setup()
      renderEvent({ 'POST /api/events/1/attendees': { status: 409, body: { message } } })
      await fillForm(user)
      await user.click(screen.getByRole('button', { name: 'Register Now' }))
      expect(await screen.findByText('Registration failed')).toBeInTheDocument()
      expect(screen.getByText(message)).toBeInTheDocument()
      // The form stays for another try.
      expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines')
      expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled()
    },
  )

  it('falls back to "Failed to register for event" without a server message', async () => {
    expectConsoleError('POST /api/events/1/attendees failed:')
    const user = userEvent.setup()
    renderEvent({ 'POST /api/events/1/attendees': { status: 500, text: '' } })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Failed to register for event')).toBeInTheDocument()
  })

  it('shows a closed state instead of the form for an archived event', async () => {
    renderEvent({ 'GET /api/events/1': { body: makeEvent({ archived: true }) } })
    expect(await screen.findByText('Registration is closed for this event')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
  })

  it('says a night archived before its start is cancelled, even to someone registered from this browser', async () => {
    localStorage.setItem('mpn:registration:1', JSON.stringify({ manageUrl: `http://localhost/registrations/${TOKEN}` }))
    const calledOff = makeEvent({ archived: true })
    renderEvent({
      'GET /api/events/1': { body: calledOff },
      [`GET /api/registrations/${TOKEN}`]: { body: { ...managedBody().body, event: calledOff } },
    })
    expect(await screen.findByText("This event is cancelled. We're sorry for the change of plans.")).toBeInTheDocument()
    expect(screen.getByText('Registration is closed for this event')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: "You're going" })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument()
  })

  it('does not call a night archived after its start cancelled: that is housekeeping', async () => {
    jest.setSystemTime(new Date('2026-03-15T09:00:00.000Z'))
    renderEvent({ 'GET /api/events/1': { body: makeEvent({ archived: true }) } })
    expect(await screen.findByText('Sorry, you can no longer sign up for this one.')).toBeInTheDocument()
    expect(screen.queryByText(/This event is cancelled/)).not.toBeInTheDocument()
  })

  it('requires an event id before calling the server', async () => {
    await expect(registerForEvent({ eventId: undefined, name: 'A', email: 'a@example.com', company: 'B' })).rejects.toThrow(
      'Event ID is required',
    )
  })
})

describe('event page: closed, full and the waitlist', () => {
  // The count comes with the event (registeredCount) and is refreshed from attendee-count.
  const full = {
    'GET /api/events/1': { body: makeEvent({ registeredCount: 50 }) },
    'GET /api/events/1/attendee-count': { body: { count: 50 } },
  }

  async function fillWaitlist(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Name'), 'Wanda Waiting')
    await user.type(screen.getByLabelText('Email'), 'wanda@example.com')
    await user.type(screen.getByLabelText('Company'), 'Patience Ltd')
  }

  it('keeps the spec\'s title and says "Registration is closed for this event" instead of the form once the event has started', async () => {
    jest.setSystemTime(new Date('2026-03-14T23:30:00.000Z'))
    const api = renderEvent()
    expect(await screen.findByText('Registration is closed for this event')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(screen.queryByText('Fill out the form below to secure your spot')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('keeps the spec\'s title, subtitle and "Register Now" on a full night, saying that registering joins the waitlist', async () => {
    renderEvent(full)
    expect(await screen.findByText('This event is full')).toBeInTheDocument()
    expect(
      screen.getByText('Registering now puts you on the waitlist: we will email you if a seat frees up.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
    expect(screen.getByText('Fill out the form below to secure your spot')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
    expect(screen.getByLabelText('Company')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Show my company on the event page' })).not.toBeChecked()
    expect(within(screen.getByRole('region', { name: 'When & where' })).getByText('50 / 50 attendees')).toBeInTheDocument()
  })

  it('validates the waitlist form like the registration form', async () => {
    const user = userEvent.setup()
    const api = renderEvent(full)
    await user.click(await screen.findByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Company is required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/1/waitlist')).toHaveLength(0)
  })

  it('joins the waitlist: "You\'re on the waitlist", the place in line and the manage link, not the form again', async () => {
    const user = userEvent.setup()
    const reply = deferred<WaitlistJoinedDto>({
      status: 201,
      body: { status: 'waitlisted', position: 3, manageUrl: `http://localhost/registrations/${TOKEN}` },
    })
    const api = renderEvent({ ...full, 'POST /api/events/1/waitlist': reply.handler })
    await fillWaitlist(user)
    await user.click(screen.getByRole('checkbox', { name: 'Show my company on the event page' }))
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled()
    reply.release()
    const joined = await screen.findByRole('heading', { level: 2, name: "You're on the waitlist" })
    await waitFor(() => expect(joined).toHaveFocus())
    expect(screen.getByText(/You are number 3 on the waitlist for Spring Makers Night/)).toBeInTheDocument()
    expect(screen.getByText(/An email is on its way to wanda@example.com/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage your place on the waitlist' })).toHaveAttribute(
      'href',
      `/registrations/${TOKEN}`,
    )
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(screen.queryByText('Fill out the form below to secure your spot')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/1/waitlist')[0].body).toEqual({
      name: 'Wanda Waiting',
      email: 'wanda@example.com',
      company: 'Patience Ltd',
      showCompany: true,
      website: '',
      formFillMs: expect.any(Number),
    })
    // The person stays on the page to read their place.
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Spring Makers Night' })).toBeInTheDocument()
  })

  it('says the manage link is in the email when the answer carries none (an address already on the list)', async () => {
    const user = userEvent.setup()
    renderEvent({ ...full, 'POST /api/events/1/waitlist': { status: 201, body: { status: 'waitlisted', position: 4 } } })
    await fillWaitlist(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByRole('heading', { level: 2, name: "You're on the waitlist" })).toBeInTheDocument()
    expect(screen.getByText('The link to manage your place is in that email.')).toBeInTheDocument()
  })

  it.each([['You are already registered for this event'], ['You are already on the waitlist for this event']])(
    'shows the server message "%s" like the registration errors',
    async (message) => {
      expectConsoleError('POST /api/events/1/waitlist failed:')
      const user = userEvent.setup()
      renderEvent({ ...full, 'POST /api/events/1/waitlist': { status: 409, body: { message } } })
      await fillWaitlist(user)
      await user.click(screen.getByRole('button', { name: 'Register Now' }))
      const toast = await screen.findByText('Could not join the waitlist')
      expect(toast.closest('[role="alert"]')).toHaveTextContent(message)
      expect(screen.getByLabelText('Company')).toHaveValue('Patience Ltd')
      expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled()
    },
  )

  it('goes back to the registration form when the server says the event still has seats', async () => {
    expectConsoleError('POST /api/events/1/waitlist failed: This event still has seats')
    const user = userEvent.setup()
    let count = 50
    const api = renderEvent({
      'GET /api/events/1': { body: makeEvent({ registeredCount: 50 }) },
      'GET /api/events/1/attendee-count': () => ({ body: { count } }),
      'POST /api/events/1/waitlist': () => {
        count = 49
        return { status: 409, body: { message: 'This event still has seats' } }
      },
    })
    await fillWaitlist(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('This event still has seats')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Registering now puts you on the waitlist', { exact: false })).toBeNull())
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument()
    expect(screen.getByText('49 / 50 attendees')).toBeInTheDocument()
    // The event's own count stood until the refusal asked again.
    expect(api.callsTo('GET', '/api/events/1/attendee-count')).toHaveLength(1)
  })

  it('re-reads the seats after a refused registration, so a full event offers the waitlist', async () => {
    expectConsoleError('POST /api/events/1/attendees failed: This event is full')
    const user = userEvent.setup()
    let count = 49
    renderEvent({
      'GET /api/events/1': { body: makeEvent({ registeredCount: 49 }) },
      'GET /api/events/1/attendee-count': () => ({ body: { count } }),
      'POST /api/events/1/attendees': () => {
        count = 50
        return { status: 409, body: { message: 'This event is full' } }
      },
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Registration failed')).toBeInTheDocument()
    expect(
      await screen.findByText('Registering now puts you on the waitlist: we will email you if a seat frees up.'),
    ).toBeInTheDocument()
  })
})

describe('event page: companies, opt-in, manage link and bot guard', () => {
  it('lists the companies attending', async () => {
    renderEvent({ 'GET /api/events/1/companies': { body: { companies: ['Analytical Engines', 'Foundry & Co'] } } })
    const section = await screen.findByRole('region', { name: 'Companies attending' })
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Analytical Engines', 'Foundry & Co'])
  })

  it.each<[string, Reply<CompaniesDto>]>([
    ['empty', { body: { companies: [] } }],
    ['unavailable', { status: 500, body: { message: 'down' } }],
  ])('shows no companies section when the list is %s', async (_label, reply) => {
    if (reply.status === 500) expectConsoleError('GET /api/events/1/companies failed: down')
    const api = renderEvent({ 'GET /api/events/1/companies': reply })
    await screen.findByRole('button', { name: 'Register Now' })
    await waitFor(() => expect(api.callsTo('GET', '/api/events/1/companies')).toHaveLength(1))
    expect(screen.queryByText('Companies attending')).not.toBeInTheDocument()
  })

  it('sends the company opt-in and offers the manage link in the registered card', async () => {
    const user = userEvent.setup()
    const api = renderEvent({
      'POST /api/events/1/attendees': { status: 201, body: registered({ manageUrl: 'http://localhost/registrations/tok-123' }) },
      'GET /api/registrations/tok-123': managedBody(),
    })
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: 'Show my company on the event page' }))
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    const going = within(await screen.findByRole('region', { name: "You're going" }))
    expect(going.getByRole('link', { name: 'Manage your registration' })).toHaveAttribute('href', '/registrations/tok-123')
    expect(going.getByRole('link', { name: 'Google Calendar' })).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/1/attendees')[0].body).toMatchObject({ showCompany: true })
    expect(JSON.parse(localStorage.getItem('mpn:registration:1')!)).toEqual({
      manageUrl: 'http://localhost/registrations/tok-123',
    })
  })

  it('keeps the manage link when the calendar links cannot be made', async () => {
    expectConsoleError('Calendar links unavailable: Event dates are required')
    const user = userEvent.setup()
    renderEvent({
      'GET /api/events/1': { body: makeEvent({ endDate: '' }) },
      'POST /api/events/1/attendees': { status: 201, body: registered({ manageUrl: 'http://localhost/registrations/tok-9' }) },
      'GET /api/registrations/tok-9': managedBody(),
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText("You're on the list for Spring Makers Night. See you there!")).toBeInTheDocument()
    const going = within(screen.getByRole('region', { name: "You're going" }))
    expect(going.getByRole('link', { name: 'Manage your registration' })).toHaveAttribute('href', '/registrations/tok-9')
  })

  it('waits out the bot guard\'s 3 seconds itself when a person is quicker (autofill and a tap), showing "Registering..."', async () => {
    jest.useFakeTimers({ now: new Date(BEFORE_THE_EVENT) })
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    // The app's own minimum (the component tests otherwise send at once).
    const api = renderEvent(
      { 'POST /api/events/1/attendees': { status: 201, body: registered() } },
      { botGuardMinFillMs: BOT_GUARD_MIN_FILL_MS },
    )
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    // Not sent yet, and not refused: the form is pending while the rest of the 3 s runs out.
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BOT_GUARD_MIN_FILL_MS - 500)
    })
    expect(api.callsTo('POST', '/api/events/1/attendees')).toHaveLength(0)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000)
    })
    await waitFor(() => expect(api.callsTo('POST', '/api/events/1/attendees')).toHaveLength(1))
    const { formFillMs } = api.callsTo('POST', '/api/events/1/attendees')[0].body as { formFillMs: number }
    expect(formFillMs).toBeGreaterThanOrEqual(BOT_GUARD_MIN_FILL_MS)
    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    expect(screen.queryByText(messages.submitAgain)).not.toBeInTheDocument()
  })

  it('has a honeypot people never meet, and sends what a script typed into it', async () => {
    const user = userEvent.setup()
    const api = renderEvent({ 'POST /api/events/1/attendees': { status: 201, body: registered() } })
    // The registration form's own (the "Get notified" form below has another).
    const trap = await within(await screen.findByRole('region', { name: 'Registration' })).findByLabelText('Leave this empty')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(trap, 'http://spam.example')
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    await screen.findByText('Registration successful')
    expect(api.callsTo('POST', '/api/events/1/attendees')[0].body).toMatchObject({ website: 'http://spam.example' })
  })
})
