import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_NETWORKING_TAGS, type NetworkingDto } from '../../contract/networking'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { makeEvent, mockApi, registered, type ApiRoutes } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'
import type { ManagedRegistrationDto } from '../../contract/registrations'

/**
 * "Who to meet" in the site (docs/product.md "Who to meet"): the registration form's separate,
 * unticked choice, the manage page's suggestions and swaps, and the `/c/{code}` page.
 */
const TOKEN = 'k3Yb0ardCatk3Yb0ardCat'
const NETWORKING = { enabled: true, tags: [...DEFAULT_NETWORKING_TAGS] }
const networkingEvent = () => makeEvent({ networking: NETWORKING })

const view = (overrides: Partial<NetworkingDto> = {}): NetworkingDto => ({
  ...NETWORKING,
  profile: {
    offers: ['CNC machining'],
    needs: ['Sheet metal'],
    line: 'Five-axis in Dayton',
    share: { email: true, phone: null, url: null },
    printOnBadge: false,
  },
  contactCode: 'ABCD2345',
  suggestions: [
    {
      firstName: 'Dan',
      company: 'Diaz Sheet Metal',
      line: 'Laser and brake',
      reasons: [{ tag: 'Sheet metal', direction: 'theyOffer' }],
    },
  ],
  swaps: {
    incoming: [{ id: 7, firstName: 'Eve', company: 'Eve Fab', at: '2026-03-14T23:30:00.000Z' }],
    outgoing: [],
    mutual: [{ name: 'Ben Okafor', company: 'Boxwell', url: 'https://boxwell.example.com', at: '2026-03-14T23:10:00.000Z' }],
  },
  ...overrides,
})

function renderEvent(routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /api/events/1': { body: networkingEvent() },
    'GET /api/events/1/attendee-count': { body: { count: 12 } },
    'GET /api/events/1/companies': { body: { companies: [] } },
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
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
  localStorage.clear()
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('"Help me meet people tonight" on the registration form', () => {
  it('is a separate choice, unticked: left alone, the registration carries no profile', async () => {
    const user = userEvent.setup()
    const api = renderEvent({ 'POST /api/events/1/attendees': { status: 201, body: registered() } })
    await fillForm(user)
    const choice = await screen.findByRole('checkbox', { name: 'Help me meet people tonight' })
    expect(choice).not.toBeChecked()
    expect(screen.queryByRole('group', { name: 'I make / offer' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    await screen.findByText('Registration successful')
    expect(api.callsTo('POST', '/api/events/1/attendees')[0].body).not.toHaveProperty('networking')
  })

  it('ticked, sends the profile; at most 3 tags a side; the server’s field message lands on its group', async () => {
    const user = userEvent.setup()
    expectConsoleError("POST /api/events/1/attendees failed: Choose up to 3 from the night's list")
    const api = renderEvent({
      'POST /api/events/1/attendees': {
        status: 400,
        body: {
          message: "Choose up to 3 from the night's list",
          errors: { 'networking.needs': "Choose up to 3 from the night's list" },
        },
      },
    })
    await fillForm(user)
    await user.click(await screen.findByRole('checkbox', { name: 'Help me meet people tonight' }))
    const offers = screen.getByRole('group', { name: 'I make / offer' })
    for (const tag of ['CNC machining', 'Sheet metal', 'Woodworking'])
      await user.click(within(offers).getByRole('checkbox', { name: tag }))
    // A fourth waits until one is unticked.
    expect(within(offers).getByRole('checkbox', { name: 'Packaging' })).toBeDisabled()
    const needs = screen.getByRole('group', { name: "I'm looking for" })
    await user.click(within(needs).getByRole('checkbox', { name: 'Packaging' }))
    await user.type(screen.getByLabelText(/One line about you/), 'Five-axis in Dayton')
    await user.click(screen.getByRole('checkbox', { name: 'My email address' }))
    // Printing the tags on the badge is a consent of its own, unticked until given.
    expect(screen.getByRole('checkbox', { name: 'Print what I offer and look for on my badge' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Register Now' }))

    expect(await within(needs).findByText("Choose up to 3 from the night's list")).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/1/attendees')[0].body).toMatchObject({
      networking: {
        offers: ['CNC machining', 'Sheet metal', 'Woodworking'],
        needs: ['Packaging'],
        line: 'Five-axis in Dayton',
        share: { email: true, phone: null, url: null },
        printOnBadge: false,
      },
    })
  })

  it('picks tags from compact chips: a search narrows them, chosen ones stay, one Tab stop with arrows and Space', async () => {
    const user = userEvent.setup()
    const api = renderEvent({ 'POST /api/events/1/attendees': { status: 201, body: registered() } })
    await fillForm(user)
    await user.click(await screen.findByRole('checkbox', { name: 'Help me meet people tonight' }))
    const offers = screen.getByRole('group', { name: 'I make / offer' })
    await user.click(within(offers).getByRole('checkbox', { name: 'Packaging' }))
    await user.type(within(offers).getByRole('searchbox', { name: 'Find a tag: I make / offer' }), 'cnc')
    // What matches, and what is chosen already; the rest is hidden, never dropped from the form.
    expect(
      within(offers)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(expect.arrayContaining(['CNC machining', 'Packaging']))
    expect(within(offers).getAllByRole('checkbox')).toHaveLength(2)
    // One Tab from the search lands on the chip last used; an arrow moves on; Space ticks.
    await user.tab()
    expect(within(offers).getByRole('checkbox', { name: 'Packaging' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(within(offers).getByRole('checkbox', { name: 'CNC machining' })).toHaveFocus()
    await user.keyboard('[Space]')
    expect(within(offers).getByRole('checkbox', { name: 'CNC machining' })).toBeChecked()
    // The next Tab leaves the chips for the next group, not for the next of 26 tags.
    await user.tab()
    expect(offers).not.toContainElement(document.activeElement as HTMLElement)
    await user.type(within(offers).getByRole('searchbox', { name: 'Find a tag: I make / offer' }), 'zzz')
    expect(within(offers).getByRole('status')).toHaveTextContent('No other tag matches')
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    await screen.findByText('Registration successful')
    expect(api.callsTo('POST', '/api/events/1/attendees')[0].body).toMatchObject({
      networking: { offers: ['CNC machining', 'Packaging'] },
    })
  })

  it('nudges before saving a profile that shares nothing, and stops once something is shared', async () => {
    const user = userEvent.setup()
    renderEvent()
    await user.click(await screen.findByRole('checkbox', { name: 'Help me meet people tonight' }))
    const nudge = 'People you swap with will get only your name and company.'
    expect(await screen.findByText(nudge)).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'My email address' }))
    expect(screen.queryByText(nudge)).not.toBeInTheDocument()
  })

  it('is said on the event page of a night with it, and not elsewhere', async () => {
    renderEvent()
    await screen.findByRole('button', { name: 'Register Now' })
    expect(screen.getAllByText(/^Who to meet: we suggest people to look for/).length).toBeGreaterThan(0)
  })

  it('is not offered on a night without "Who to meet"', async () => {
    renderEvent({ 'GET /api/events/1': { body: makeEvent() } })
    await screen.findByRole('button', { name: 'Register Now' })
    expect(screen.queryByText(/^Who to meet: we suggest/)).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Help me meet people tonight' })).not.toBeInTheDocument()
  })
})

describe('the manage page', () => {
  const managed: ManagedRegistrationDto = {
    registration: { id: 9, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', status: 'registered' },
    event: networkingEvent(),
  }

  it('shows the profile, who to look for and why, the code, and swaps; Accept asks the server', async () => {
    const user = userEvent.setup()
    const api = mockApi({
      [`GET /api/registrations/${TOKEN}`]: { body: managed },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      [`POST /api/registrations/${TOKEN}/swaps/7/accept`]: { body: { status: 'mutual' } },
      'GET /api/events': { body: [] },
    })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    const suggestions = await screen.findByRole('region', { name: '1 person to look for tonight' })
    expect(within(suggestions).getByText('Dan · Diaz Sheet Metal')).toBeInTheDocument()
    expect(within(suggestions).getByText('You need sheet metal; Dan offers it.')).toBeInTheDocument()
    expect(screen.getByText('ABCD2345')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'https://boxwell.example.com' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: "Accept Eve's swap" }))
    expect(await screen.findByText('Contacts swapped')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/registrations/${TOKEN}/swaps/7/accept`)).toHaveLength(1)
    // "Remember me on this phone tonight": on by default on the phone the person opens their page on.
    const remember = screen.getByRole('checkbox', { name: 'Remember me on this phone tonight' })
    expect(remember).toBeChecked()
    expect(localStorage.getItem('mpn:networking:me')).toContain(TOKEN)
  })

  it('after the night says "Thanks for coming" and shows the swaps made, with no code, suggestion or request', async () => {
    freezeDate('2026-03-20T12:00:00.000Z')
    mockApi({
      [`GET /api/registrations/${TOKEN}`]: { body: managed },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
    })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    expect(await screen.findByRole('heading', { name: 'Thanks for coming' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'https://boxwell.example.com' })).toBeInTheDocument()
    expect(screen.queryByText('ABCD2345')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /to look for tonight/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: "Accept Eve's swap" })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Their code')).not.toBeInTheDocument()
  })

  it('forgets the phone when unticked, and does not remember it again behind the person’s back', async () => {
    const user = userEvent.setup()
    mockApi({
      [`GET /api/registrations/${TOKEN}`]: { body: managed },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
    })
    const { unmount } = renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me on this phone tonight' }))
    expect(localStorage.getItem('mpn:networking:me')).toBeNull()
    expect(localStorage.getItem('mpn:networking:declined')).not.toContain(TOKEN)
    unmount()
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    expect(await screen.findByRole('checkbox', { name: 'Remember me on this phone tonight' })).not.toBeChecked()
    expect(localStorage.getItem('mpn:networking:me')).toBeNull()
  })

  it('never switches a phone that remembers someone else', async () => {
    const other = JSON.stringify({ token: 'someoneElseTokenXYZ123', until: Date.now() + 3_600_000 })
    localStorage.setItem('mpn:networking:me', other)
    mockApi({
      [`GET /api/registrations/${TOKEN}`]: { body: managed },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
    })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    expect(await screen.findByRole('checkbox', { name: 'Remember me on this phone tonight' })).not.toBeChecked()
    expect(localStorage.getItem('mpn:networking:me')).toBe(other)
  })

  it('opened from "Email me my link" (`?swap=`), lands on the code field with the scanned code filled in', async () => {
    mockApi({
      [`GET /api/registrations/${TOKEN}`]: { body: managed },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
    })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}?proof=x&swap=dan23456#who-to-meet` })
    const field = await screen.findByLabelText('Their code')
    expect(field).toHaveValue('DAN23456')
    await screen.findByRole('button', { name: 'Find' })
    expect(field).toHaveFocus()
  })
})

describe('the manage page: saving and leaving (issue 54)', () => {
  const managed: ManagedRegistrationDto = {
    registration: { id: 9, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', status: 'registered' },
    event: networkingEvent(),
  }
  const routes = (extra: ApiRoutes = {}) =>
    mockApi({
      [`GET /api/registrations/${TOKEN}`]: { body: managed },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
      ...extra,
    })

  it('names each save by what it saves, and a saved profile lands on the profile with a toast saying what shows', async () => {
    const user = userEvent.setup()
    const saved = view({
      profile: { ...view().profile!, needs: ['Sheet metal', 'Welding and fabrication'] },
      suggestions: [...view().suggestions, { firstName: 'Wes', company: 'Weld Co', line: '', reasons: [] }],
    })
    const api = routes({ [`PUT /api/registrations/${TOKEN}/networking`]: { body: saved } })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    // Two forms on one page, two names: never both "Save changes".
    expect(screen.getByRole('button', { name: 'Save my details' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save my profile' }))
    expect(api.callsTo('PUT', `/api/registrations/${TOKEN}/networking`)).toHaveLength(1)
    // The toast says what the page shows: two people below, as the list's heading says.
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    expect(screen.getByText('Below: 2 people to look for tonight.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '2 people to look for tonight' })).toBeInTheDocument()
    // Landed on the profile as saved: its heading has the focus, the new tag is in the summary.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Help me meet people tonight' })).toHaveFocus())
    expect(screen.getByText('Sheet metal, Welding and fabrication')).toBeInTheDocument()
  })

  it('a waitlisted person’s toast says suggestions come with a seat, as the page does', async () => {
    const user = userEvent.setup()
    const waiting = { ...managed, registration: { ...managed.registration, status: 'waitlisted' as const } }
    const noSeat = view({ contactCode: null, suggestions: [], swaps: { incoming: [], outgoing: [], mutual: [] } })
    routes({
      [`GET /api/registrations/${TOKEN}`]: { body: waiting },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: noSeat },
      [`PUT /api/registrations/${TOKEN}/networking`]: { body: noSeat },
    })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: 'Save my profile' }))
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    const said = 'Once you have a seat, we suggest people and give you a code to swap contacts.'
    // Once on the page, once in the toast: the same words.
    expect(await screen.findAllByText(said)).toHaveLength(2)
  })

  it('asks before leaving "Who to meet", saying what stops and that joining again is possible', async () => {
    const user = userEvent.setup()
    const left = view({ profile: null, contactCode: null, suggestions: [], swaps: { incoming: [], outgoing: [], mutual: [] } })
    const api = routes({ [`DELETE /api/registrations/${TOKEN}/networking`]: { body: { profile: null } } })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    await user.click(await screen.findByRole('button', { name: 'Stop helping me meet people' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Leave "Who to meet" for this night?' })
    expect(confirm).toHaveAccessibleDescription(
      'Your tags, line and sharing choices are deleted. Nobody is suggested to meet you, your swap code stops working, and requests waiting either way are dropped. People you already swapped with no longer see your details. Your registration stays, and you can join again here at any time.',
    )
    // Backing out changes nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Stay in' }))
    expect(api.callsTo('DELETE', `/api/registrations/${TOKEN}/networking`)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Stop helping me meet people' }))
    api.set(`GET /api/registrations/${TOKEN}/networking`, { body: left })
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, leave' }))
    expect(await screen.findByText('You left "Who to meet"')).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/api/registrations/${TOKEN}/networking`)).toHaveLength(1)
    // And the way back in is right there.
    expect(await screen.findByRole('button', { name: 'Help me meet people tonight' })).toBeInTheDocument()
  })

  it('says what others see before someone opts in here (a person a host added, or who skipped the box)', async () => {
    const user = userEvent.setup()
    const none = view({ profile: null, contactCode: null, suggestions: [], swaps: { incoming: [], outgoing: [], mutual: [] } })
    routes({ [`GET /api/registrations/${TOKEN}/networking`]: { body: none } })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    const said =
      'Other people who chose this see your first name, company, line and tags, and we suggest who to look for. Your contact details go only to someone you both agree to swap with.'
    await user.click(await screen.findByRole('button', { name: 'Help me meet people tonight' }))
    const form = screen.getByRole('button', { name: 'Help me meet people tonight' }).closest('form')!
    expect(within(form).getByText(said)).toBeInTheDocument()
  })
})

describe('/c/{code}', () => {
  it('says "This is your own code" before the tap, with no button to ask', async () => {
    mockApi({
      'GET /api/contact-codes/ABCD2345': { body: { firstName: 'Ada', company: 'Analytical Engines' } },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
    })
    localStorage.setItem('mpn:networking:me', JSON.stringify({ token: TOKEN, until: Date.now() + 3_600_000 }))
    renderApp(<AppRoutes />, { route: '/c/ABCD2345' })
    expect(await screen.findByText('This is your own code')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Swap contacts with Ada' })).not.toBeInTheDocument()
  })

  it('shows whose code it is; a phone that remembers nobody offers "Email me my link", one that does asks for the swap', async () => {
    const user = userEvent.setup()
    const api = mockApi({
      'GET /api/contact-codes/DAN23456': { body: { firstName: 'Dan', company: 'Diaz Sheet Metal' } },
      'GET /api/contact-codes/EVE23456': { body: { firstName: 'Eve', company: 'Eve Fab' } },
      'POST /api/contact-codes/DAN23456/my-link': { status: 202, body: { message: 'We sent it if you are on the list.' } },
      [`POST /api/registrations/${TOKEN}/swaps`]: { status: 201, body: { status: 'requested' } },
      [`GET /api/registrations/${TOKEN}/networking`]: { body: view() },
      'GET /api/events': { body: [] },
    })
    const { unmount } = renderApp(<AppRoutes />, { route: '/c/DAN23456' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap contacts with Dan' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Email me my link' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Your email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Email me my link' }))
    expect(await screen.findByText('We sent it if you are on the list.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/contact-codes/DAN23456/my-link')[0].body).toEqual({ email: 'ada@example.com' })
    unmount()

    localStorage.setItem('mpn:networking:me', JSON.stringify({ token: TOKEN, until: Date.now() + 3_600_000 }))
    renderApp(<AppRoutes />, { route: '/c/DAN23456' })
    await user.click(await screen.findByRole('button', { name: 'Swap contacts with Dan' }))
    expect(await screen.findByText(/Dan will see your request when they next look at their page/)).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/registrations/${TOKEN}/swaps`)[0].body).toEqual({ code: 'DAN23456' })

    // No camera for the next badge: its code typed (any case, with a dash) opens its page.
    await user.type(screen.getByLabelText('Their code'), 'eve2-3456')
    await user.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap contacts with Eve' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Swap contacts with Eve' })).toBeEnabled()
  })
})
