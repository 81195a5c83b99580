import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { registerForEvent } from '../../site/src/features/registration/api/useRegisterForEvent'
import { deferred, makeEvent, mockApi, never, type Handler } from './mockApi'
import { renderApp } from './renderApp'

function renderEvent(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/events/1': { body: makeEvent() },
    'GET /api/events/1/attendee-count': { body: { count: 12 } },
    'GET /api/events': { body: [] },
    'GET /api/sponsors': { body: [] },
    ...routes,
  })
  renderApp(<AppRoutes />, { route: '/events/1' })
  return api
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('event page', () => {
  it('shows "Loading..." while the event loads', async () => {
    renderEvent({ 'GET /api/events/1': never })
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
  })

  it('shows "Event not found" for an unknown event', async () => {
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

  it('shows the validation messages of the public form', async () => {
    const user = userEvent.setup()
    const api = renderEvent()
    await user.click(await screen.findByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Company is required')).toBeInTheDocument()
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3)
    expect(api.callsTo('POST', '/api/events/1/attendees')).toHaveLength(0)
  })

  it('registers, offers calendar links in the toast, resets and goes home', async () => {
    const user = userEvent.setup()
    const reply = deferred({ status: 201, body: { id: 9, eventId: 1, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', createdAt: '' } })
    const api = renderEvent({ 'POST /api/events/1/attendees': reply.handler })
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
    })
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!)
    expect(google.searchParams.get('dates')).toBe('20260314T230000Z/20260315T030000Z')
    const outlook = new URL(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')!)
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-14T19:00:00-04:00')
    expect(outlook.searchParams.get('enddt')).toBe('2026-03-14T23:00:00-04:00')
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('download', 'spring-makers-night.ics')

    // Back on the home page.
    expect(await screen.findByText(/Join us for a night hanging out/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument()
  })

  it('shows a plain success message when the calendar links cannot be made', async () => {
    const user = userEvent.setup()
    renderEvent({
      'GET /api/events/1': { body: makeEvent({ endDate: '' }) },
      'POST /api/events/1/attendees': { status: 201, body: { id: 9 } },
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    expect(screen.getByText("You're on the list for Spring Makers Night. See you there!")).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith('Calendar links unavailable:', 'Event dates are required')
  })

  it.each([
    ['This event is full'],
    ['You are already registered for this event'],
    ['Registration is closed for this event'],
  ])('shows the server message "%s" when registration fails', async (message) => {
    const user = userEvent.setup()
    renderEvent({ 'POST /api/events/1/attendees': { status: 409, body: { message } } })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Registration failed')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    // The form stays for another try.
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines')
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled()
  })

  it('falls back to "Failed to register for event" without a server message', async () => {
    const user = userEvent.setup()
    renderEvent({ 'POST /api/events/1/attendees': { status: 500, text: '' } })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Failed to register for event')).toBeInTheDocument()
  })

  it('shows a closed state instead of the form for an archived event', async () => {
    renderEvent({ 'GET /api/events/1': { body: makeEvent({ archived: true }) } })
    expect(await screen.findByText('Registration is closed for this event')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
  })

  it('shows a closed state when the event is full', async () => {
    renderEvent({ 'GET /api/events/1/attendee-count': { body: { count: 50 } } })
    expect(await screen.findByText('This event is full')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'When & where' })).getByText('50 / 50 attendees')).toBeInTheDocument()
  })

  it('requires an event id before calling the server', async () => {
    await expect(registerForEvent({ eventId: undefined, name: 'A', email: 'a@example.com', company: 'B' })).rejects.toThrow('Event ID is required')
  })
})
