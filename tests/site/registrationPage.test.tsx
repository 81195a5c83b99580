import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import sharp from 'sharp'
import jsQR from 'jsqr'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { renderApp } from './renderApp'
import { deferred, makeEvent, mockApi, never, type ApiRoutes } from './mockApi'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { expectConsoleError } from './setup'
import type { CancelledRegistrationDto, ManagedRegistrationDto, RegistrationDto } from '../../contract/registrations'

const TOKEN = 'k3Yb0ard-Cat_9'
const PATH = `/api/registrations/${TOKEN}`

function managed(registration: Partial<RegistrationDto> = {}): ManagedRegistrationDto {
  return {
    registration: {
      id: 41,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      status: 'registered',
      ...registration,
    },
    event: makeEvent(),
  }
}

function renderManage(routes: ApiRoutes = {}, search = '') {
  const api = mockApi({ [`GET ${PATH}`]: { body: managed() }, 'GET /api/events': { body: [] }, ...routes })
  renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}${search}` })
  return api
}

const changes = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method !== 'GET')

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('Download my data', () => {
  it('links to the export of this registration alone when the page was not opened from an email', async () => {
    renderManage()
    const link = await screen.findByRole('link', { name: 'Download my data' })
    expect(link).toHaveAttribute('href', `${PATH}/export`)
    expect(link).toHaveAttribute('download', 'my-registrations.json')
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Everything we store about this registration, as a file. Open this page from the link in your email to include your other registrations with this address.',
      ),
    ).toBeInTheDocument()
  })

  it('carries the emailed link’s proof to the export of every registration of the address', async () => {
    renderManage({}, '?proof=Pr00f-of_the-Mailbox12')
    const link = await screen.findByRole('link', { name: 'Download my data' })
    expect(link).toHaveAttribute('href', `${PATH}/export?proof=Pr00f-of_the-Mailbox12`)
    expect(
      screen.getByText('Everything we store about your registrations with this email address, as a file.'),
    ).toBeInTheDocument()
  })
})

describe('manage page', () => {
  it('shows "Loading..." while the registration loads', async () => {
    renderManage({ [`GET ${PATH}`]: never })
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
  })

  it('says "This link is not valid" for an unknown token, with a link home', async () => {
    expectConsoleError('GET /api/registrations/k3Yb0ard-Cat_9 failed: Registration not found')
    const api = renderManage({ [`GET ${PATH}`]: { status: 404, body: { message: 'Registration not found' } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('This link is not valid · Makers Pub Night'))
    expect(changes(api)).toEqual([])
  })

  it('says so when the registration cannot be loaded for another reason', async () => {
    expectConsoleError('GET /api/registrations/k3Yb0ard-Cat_9 failed:')
    renderManage({ [`GET ${PATH}`]: { status: 500, body: { message: 'down' } } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your registration')
  })

  it('shows the registration and its event in the event zone, with map and calendar links, and changes nothing', async () => {
    const api = renderManage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Your registration' })).toBeInTheDocument()
    const status = screen.getByRole('region', { name: "You're registered" })
    expect(within(status).getByText('See you at The Foundry Tap!')).toBeInTheDocument()
    expect(within(status).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(status).getByText('ada@example.com')).toBeInTheDocument()
    expect(within(status).getByText('Analytical Engines')).toBeInTheDocument()

    const event = screen.getByRole('region', { name: 'Spring Makers Night' })
    expect(within(event).getByText('Saturday, March 14, 2026')).toBeInTheDocument()
    expect(within(event).getByText('7:00 PM - 11:00 PM EDT')).toBeInTheDocument()
    expect(within(event).getByText('12 Mill St, Springfield, MA, USA')).toBeInTheDocument()
    const map = within(event).getByRole('link', { name: /View on map/ })
    expect(new URL(map.getAttribute('href')!).searchParams.get('query')).toBe('The Foundry Tap, 12 Mill St, Springfield, MA, USA')
    const google = new URL(within(event).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!)
    expect(google.searchParams.get('dates')).toBe('20260314T230000Z/20260315T030000Z')
    const outlook = new URL(within(event).getByRole('link', { name: 'Outlook' }).getAttribute('href')!)
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-14T19:00:00-04:00')
    expect(within(event).getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      '/api/events/1/calendar.ics?registration=41',
    )
    expect(within(event).getByRole('link', { name: 'Go to the event page' })).toHaveAttribute('href', '/events/1')

    await waitFor(() => expect(document.title).toBe('Your registration · Makers Pub Night'))
    expect(changes(api)).toEqual([])
    expect(api.callsTo('GET', PATH)).toHaveLength(1)
  })

  it('shows the entry code for the door, a QR code a decoder reads back', async () => {
    const checkInUrl = 'https://events.example.com/check-in/41.abcdefghijklmnopqrstuv'
    renderManage({ [`GET ${PATH}`]: { body: managed({ checkInUrl }) } })
    const code = await screen.findByRole('img', { name: 'QR code: your entry code for the door' })
    expect(screen.getByText('Show this code at the door.')).toBeInTheDocument()
    const png = Buffer.from(code.getAttribute('src')!.replace(/^data:image\/png;base64,/, ''), 'base64')
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(checkInUrl)
  })

  it('shows the place in line while waitlisted, without calendar links', async () => {
    renderManage({ [`GET ${PATH}`]: { body: managed({ status: 'waitlisted', position: 2 }) } })
    const status = await screen.findByRole('region', { name: "You're on the waitlist" })
    expect(
      within(status).getByText('You are number 2 on the waitlist. We will email you if a seat frees up.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument()
  })

  it('says a cancelled registration is cancelled and offers no edit or cancel controls', async () => {
    renderManage({ [`GET ${PATH}`]: { body: managed({ status: 'cancelled' }) } })
    expect(await screen.findByRole('heading', { name: 'This registration is cancelled' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /cancel|save/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument()
  })

  it('says a night called off is cancelled: no entry code, pass, calendar, corrections or cancel (decision 511)', async () => {
    const checkInUrl = 'https://events.example.com/check-in/41.abcdefghijklmnopqrstuv'
    renderManage({ [`GET ${PATH}`]: { body: { ...managed({ checkInUrl }), event: makeEvent({ archived: true }) } } })
    const status = await screen.findByRole('region', { name: 'This event is cancelled' })
    expect(within(status).getByText("We're sorry for the change of plans. There is nothing you need to do.")).toBeInTheDocument()
    expect(screen.queryByText(/See you at/)).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'QR code: your entry code for the door' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /cancel|save/i })).not.toBeInTheDocument()
    // Their data stays theirs to take.
    expect(screen.getByRole('link', { name: 'Download my data' })).toBeInTheDocument()
  })

  it('no longer says "See you at" once the night is over', async () => {
    jest.setSystemTime(new Date('2026-03-15T09:00:00.000Z'))
    renderManage()
    const status = await screen.findByRole('region', { name: "You're registered" })
    expect(within(status).getByText('This event is over.')).toBeInTheDocument()
    expect(screen.queryByText(/See you at/)).not.toBeInTheDocument()
  })

  it('offers no cancellation once the event has started, but still the corrections', async () => {
    jest.setSystemTime(new Date('2026-03-14T23:30:00.000Z'))
    renderManage()
    expect(await screen.findByRole('heading', { name: "You're registered" })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save my details' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).not.toBeInTheDocument()
  })
})

describe('manage page: corrections', () => {
  it('validates name and company inline, like the registration form', async () => {
    const user = userEvent.setup()
    const api = renderManage()
    const name = await screen.findByRole('textbox', { name: 'Name' })
    expect(name).toHaveValue('Ada Lovelace')
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Engines')
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
    await user.clear(name)
    await user.clear(screen.getByRole('textbox', { name: 'Company' }))
    await user.click(screen.getByRole('button', { name: 'Save my details' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Company is required')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(changes(api)).toEqual([])
  })

  it('saves the corrected details, says so and shows them', async () => {
    const user = userEvent.setup()
    let current = managed()
    const reply = deferred({ body: { ...current.registration, name: 'Ada King', company: 'Engines Ltd' } })
    const api = renderManage({
      [`GET ${PATH}`]: () => ({ body: current }),
      [`PATCH ${PATH}`]: async (call) => {
        current = managed(call.body as Partial<RegistrationDto>)
        return reply.handler()
      },
    })
    const save = await screen.findByRole('button', { name: 'Save my details' })
    expect(save).toBeDisabled()
    await user.clear(screen.getByRole('textbox', { name: 'Name' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada King')
    await user.clear(screen.getByRole('textbox', { name: 'Company' }))
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Engines Ltd')
    await user.click(save)
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    reply.release()
    expect(await screen.findByText('Registration updated')).toBeInTheDocument()
    expect(api.callsTo('PATCH', PATH)[0].body).toEqual({ name: 'Ada King', company: 'Engines Ltd' })
    const status = screen.getByRole('region', { name: "You're registered" })
    expect(await within(status).findByText('Ada King')).toBeInTheDocument()
    expect(within(status).getByText('Engines Ltd')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada King')
  })

  it('reports a refused correction with the server message', async () => {
    expectConsoleError('PATCH /api/registrations/k3Yb0ard-Cat_9 failed:')
    const user = userEvent.setup()
    renderManage({ [`PATCH ${PATH}`]: { status: 400, body: { message: 'This field is too long' } } })
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), ' Ltd')
    await user.click(screen.getByRole('button', { name: 'Save my details' }))
    expect(await screen.findByText('Failed to update registration')).toBeInTheDocument()
    expect(screen.getByText('This field is too long')).toBeInTheDocument()
  })
})

describe('manage page: cancelling', () => {
  it('asks first; keeping the registration sends nothing and gives focus back', async () => {
    const user = userEvent.setup()
    const api = renderManage()
    const cancel = await screen.findByRole('button', { name: 'Cancel my registration' })
    await user.click(cancel)
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to cancel your registration?' })
    expect(within(dialog).getByRole('button', { name: 'Keep my registration' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(cancel).toHaveFocus()
    await user.click(cancel)
    await user.click(screen.getByRole('button', { name: 'Keep my registration' }))
    expect(changes(api)).toEqual([])
  })

  it('cancels after the confirmation, once, then shows the cancelled state with focus on it', async () => {
    const user = userEvent.setup()
    let current = managed()
    const reply = deferred<CancelledRegistrationDto>({ body: { status: 'cancelled' } })
    const api = renderManage({
      [`GET ${PATH}`]: () => ({ body: current }),
      [`POST ${PATH}/cancel`]: async () => {
        current = managed({ status: 'cancelled' })
        return reply.handler()
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    expect(within(dialog).getByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Keep my registration' })).toBeDisabled()
    reply.release()
    expect(await screen.findByText('Registration cancelled')).toBeInTheDocument()
    const heading = await screen.findByRole('heading', { name: 'This registration is cancelled' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save my details' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/cancel`)).toHaveLength(1)
    expect(api.callsTo('POST', `${PATH}/cancel`)[0].body).toBeUndefined()
  })

  it('lets a waitlisted person leave the waitlist', async () => {
    const user = userEvent.setup()
    const api = renderManage({
      [`GET ${PATH}`]: { body: managed({ status: 'waitlisted', position: 1 }) },
      [`POST ${PATH}/cancel`]: { body: { status: 'cancelled' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to leave the waitlist?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave it' }))
    expect(await screen.findByText('You are off the waitlist.')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/cancel`)).toHaveLength(1)
  })

  it('reports a failed cancellation and keeps the registration', async () => {
    expectConsoleError('POST /api/registrations/k3Yb0ard-Cat_9/cancel failed:')
    const user = userEvent.setup()
    renderManage({
      [`POST ${PATH}/cancel`]: { status: 503, body: { message: 'The service is temporarily unavailable. Please try again.' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('Failed to cancel registration')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: "You're registered" })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel my registration' })).toBeInTheDocument()
  })
})
