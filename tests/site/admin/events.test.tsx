import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { deferred, hostUser, adminUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { freezeDate } from '../clock'
import { SPEC_ZONES } from '../../../contract/timezones'
import { eventRoutes, makeEvent, renderAdmin } from './renderAdmin'
import type { HostDto, MessageDto } from '../../../contract/types'

beforeEach(() => {
  // Failed requests are logged by the API client; keep the output readable.
})

const currentTable = () => screen.getByRole('table', { name: 'Current Events' })

describe('Events tab lists', () => {
  it('shows a host their current events with date, zone, location, count and actions', async () => {
    const { api } = renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent()]))
    const row = (await screen.findByRole('rowheader', { name: 'Spring Pub Night' })).closest('tr')!
    const cells = within(row)
    expect(cells.getByText('March 8, 2026')).toBeInTheDocument()
    // 23:00Z on 8 March 2026 is 7 PM in New York, already on daylight time.
    expect(cells.getByText('7:00 PM - 10:00 PM EDT')).toBeInTheDocument()
    expect(cells.getByText('The Foundry')).toBeInTheDocument()
    expect(cells.getByText('Toledo, OH')).toBeInTheDocument()
    expect(await cells.findByText('3')).toBeInTheDocument()
    expect(cells.getByRole('button', { name: /Manage/ })).toBeInTheDocument()
    expect(cells.getByRole('button', { name: /Edit/ })).toBeInTheDocument()
    expect(cells.getByRole('button', { name: 'Archive Spring Pub Night' })).toBeInTheDocument()
    expect(cells.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/host/7?status=current')).toHaveLength(1)
    expect(
      within(currentTable())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Date', 'Location', 'Attendees', 'Actions'])
  })

  it('gives a co-host of a night Edit and Check-in but not Archive (the owner’s)', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent({ hostId: 99 })]))
    const row = (await screen.findByRole('rowheader', { name: 'Spring Pub Night' })).closest('tr')!
    const cells = within(row)
    expect(cells.getByRole('button', { name: 'Edit Spring Pub Night' })).toBeInTheDocument()
    expect(cells.getByRole('link', { name: 'Check-in for Spring Pub Night' })).toBeInTheDocument()
    expect(cells.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument()
  })

  it('shows both cards at once with their empty states; the Archived link moves to its card', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, eventRoutes(hostUser, []))
    expect(await screen.findByText('No current events')).toBeInTheDocument()
    expect(await screen.findByText('No archived events')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Current Events' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Archived Events' })).toBeInTheDocument()
    await user.click(within(screen.getByRole('navigation', { name: 'Event lists' })).getByRole('link', { name: 'Archived' }))
    expect(screen.getByRole('region', { name: 'Archived Events' })).toHaveFocus()
  })

  it('offers "Create your first event" while there are no events at all, and it opens the form', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, eventRoutes(hostUser, []))
    const current = await screen.findByRole('region', { name: 'Current Events' })
    await user.click(await within(current).findByRole('button', { name: 'Create your first event' }))
    expect(screen.getByRole('dialog', { name: 'Create Event' })).toBeInTheDocument()
  })

  it('offers no first-event button once any event exists, even archived', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, [], [makeEvent({ archived: true })]))
    const current = await screen.findByRole('region', { name: 'Current Events' })
    expect(await within(current).findByText('No current events')).toBeInTheDocument()
    await screen.findByRole('rowheader', { name: /Spring Pub Night/ })
    expect(screen.queryByRole('button', { name: 'Create your first event' })).not.toBeInTheDocument()
  })

  it('says so when the events cannot be fetched', async () => {
    expectConsoleError('GET /api/events/host/7?status=current failed:')
    renderAdmin(hostUser, {
      'GET /api/events/host/7?status=current': { status: 500, body: { message: 'boom' } },
      'GET /api/events/host/7?status=archived': { body: [] },
    })
    const current = await screen.findByRole('region', { name: 'Current Events' })
    expect(await within(current).findByText('Failed to fetch events')).toBeInTheDocument()
  })

  it('offers archived rows only View, plus the delete icon for the master admin', async () => {
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      {
        ...eventRoutes(adminUser, [], [makeEvent({ id: 12, name: 'Old Night', archived: true })]),
        'GET /api/events/12/attendees': { body: [] },
        'GET /api/events/12/waitlist': { body: [] },
        'GET /api/events/12/messages': { body: [] },
      },
      '/admin?view=archived',
    )
    const row = (await screen.findByRole('rowheader', { name: 'Old Night' })).closest('tr')!
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', ''])
    expect(within(row).getByRole('button', { name: 'Delete Old Night' })).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: /View/ }))
    expect(await screen.findByRole('dialog', { name: 'Event Attendees' })).toBeInTheDocument()
  })
})

describe('master admin events table', () => {
  const host = (id: number, name: string): HostDto => ({
    id,
    name,
    email: `${id}@example.com`,
    phone: null,
    linkedinUrl: null,
    city: null,
    hostingNote: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  })

  it("names each event's host: active, deactivated, the master admin, or '—' when unknown", async () => {
    renderAdmin(adminUser, {
      ...eventRoutes(adminUser, [
        makeEvent({ id: 11, name: 'Spring Pub Night', hostId: 7 }),
        makeEvent({ id: 12, name: 'Summer Pub Night', hostId: 8 }),
        makeEvent({ id: 13, name: 'Master Night', hostId: adminUser.id }),
        makeEvent({ id: 14, name: 'Orphan Night', hostId: null }),
      ]),
      'GET /api/hosts/active': { body: [host(7, 'Hana Host')] },
      'GET /api/hosts/rejected': { body: [host(8, 'Former Host')] },
    })
    const table = await screen.findByRole('table', { name: 'Current Events' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Host', 'Date', 'Location', 'Attendees', 'Actions'])
    const hostOf = (name: string) => within(table).getByRole('rowheader', { name }).nextElementSibling?.textContent
    await waitFor(() => expect(hostOf('Spring Pub Night')).toBe('Hana Host'))
    expect(hostOf('Summer Pub Night')).toBe('Former Host')
    expect(hostOf('Master Night')).toBe('Max Master')
    expect(hostOf('Orphan Night')).toBe('—')
  })
})

describe('archive and delete', () => {
  it('archives after the confirmation, once, with a pending label and a toast', async () => {
    const user = userEvent.setup()
    const answer = deferred({ body: makeEvent({ archived: true }) })
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'PATCH /api/events/11/archive': answer.handler,
    })
    const row = (await screen.findByRole('rowheader', { name: 'Spring Pub Night' })).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Archive Spring Pub Night' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to archive this event?' })
    const yes = within(confirm).getByRole('button', { name: 'Archive' })
    await user.click(yes)
    expect(yes).toHaveTextContent('Archiving...')
    expect(yes).toBeDisabled()
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(within(row).getByRole('button', { name: 'Archiving Spring Pub Night...' })).toHaveTextContent('Archiving...')
    expect(within(row).getByRole('button', { name: 'Archiving Spring Pub Night...' })).toBeDisabled()
    fireEvent.click(yes)
    await user.keyboard('{Escape}')
    expect(confirm).toBeInTheDocument()
    api.set('GET /api/events/host/7?status=current', { body: [] })
    answer.release()
    expect(await screen.findByText('Event archived')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/events/11/archive')).toHaveLength(1)
    expect(await screen.findByText('No current events')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('keeps focus in the list after archiving: on the next row, or on the card when none is left', async () => {
    const user = userEvent.setup()
    const first = makeEvent()
    const second = makeEvent({ id: 12, name: 'Autumn Pub Night' })
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [first, second]),
      'PATCH /api/events/11/archive': { body: makeEvent({ archived: true }) },
      'PATCH /api/events/12/archive': { body: makeEvent({ id: 12, archived: true }) },
    })
    const row = (await screen.findByRole('rowheader', { name: 'Spring Pub Night' })).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Archive Spring Pub Night' }))
    api.set('GET /api/events/host/7?status=current', { body: [second] })
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }))
    await waitFor(() => expect(row).not.toBeInTheDocument())
    const next = (await screen.findByRole('rowheader', { name: 'Autumn Pub Night' })).closest('tr')!
    await waitFor(() => expect(within(next).getAllByRole('link')[0]).toHaveFocus())

    await user.click(within(next).getByRole('button', { name: 'Archive Autumn Pub Night' }))
    api.set('GET /api/events/host/7?status=current', { body: [] })
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('No current events')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('region', { name: 'Current Events' })).toHaveFocus())
  })

  it('cancelling the confirmation archives nothing', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent()]))
    await user.click(await screen.findByRole('button', { name: 'Archive Spring Pub Night' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0)
  })

  it('reports a failed archive', async () => {
    expectConsoleError('PATCH /api/events/11/archive failed:')
    const user = userEvent.setup()
    renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'PATCH /api/events/11/archive': { status: 409, body: { message: 'This event is already archived' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Archive Spring Pub Night' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Failed to archive event')).toBeInTheDocument()
    expect(screen.getByText('This event is already archived')).toBeInTheDocument()
  })

  it('lets the master admin delete after the confirmation, showing Deleting...', async () => {
    const user = userEvent.setup()
    const answer = deferred<MessageDto>({ body: { message: 'Event deleted' } })
    const { api } = renderAdmin(adminUser, { ...eventRoutes(adminUser, [makeEvent()]), 'DELETE /api/events/11': answer.handler })
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Pub Night' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this event?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    expect(within(currentTable()).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    api.set('GET /api/events?status=current', { body: [] })
    answer.release()
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument()
    expect(await screen.findByText('No current events')).toBeInTheDocument()
  })

  it('reports a failed delete', async () => {
    expectConsoleError('DELETE /api/events/11 failed:')
    const user = userEvent.setup()
    renderAdmin(adminUser, {
      ...eventRoutes(adminUser, [makeEvent()]),
      'DELETE /api/events/11': { status: 500, body: { message: 'Database down' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Pub Night' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete event')).toBeInTheDocument()
  })
})

describe('create and edit event dialog', () => {
  async function openCreate() {
    const user = userEvent.setup()
    const view = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, []),
      'POST /api/events': { status: 201, body: makeEvent() },
    })
    await user.click(await screen.findByRole('button', { name: 'Create Event' }))
    const dialog = screen.getByRole('dialog', { name: 'Create Event' })
    return { user, dialog, field: (label: string) => within(dialog).getByLabelText(label), ...view }
  }

  /** The spec's four zones are choices; any other is searched for after "Other zone…". */
  async function chooseZone(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, zone: string) {
    const choice = within(dialog).getByLabelText('Time zone')
    if (SPEC_ZONES.some((spec) => spec.value === zone)) return user.selectOptions(choice, zone)
    await user.selectOptions(choice, 'Other zone…')
    const search = within(dialog).getByLabelText('Search all zones')
    await user.clear(search)
    await user.type(search, zone)
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>, field: (label: string) => HTMLElement) {
    // The start defaults to now with the end equal to it: a later start takes the end 3 hours on.
    fireEvent.change(field('Start date and time'), { target: { value: '2031-07-09T18:00' } })
    await user.type(field('Name'), 'Summer Social')
    await user.type(field('Venue'), 'Dock 5')
    await user.type(field('Street'), '5 Harbor Rd')
    await user.type(field('City'), 'Long Beach')
    await user.type(field('State/Province'), 'CA')
    await user.type(field('Country'), 'USA')
  }

  it("defaults to the spec's values: both dates now, America/New_York whatever the browser's zone; focuses the first field", async () => {
    freezeDate('2026-07-01T23:05:30.000Z')
    const { dialog, field } = await openCreate()
    expect(field('Name')).toHaveFocus()
    expect(field('Time zone')).toHaveValue('America/New_York')
    expect(field('Max attendees')).toHaveValue(0)
    expect(field('Latitude')).toHaveValue(0)
    expect(field('Longitude')).toHaveValue(0)
    expect(field('Start date and time')).toHaveAttribute('type', 'datetime-local')
    // 19:05 in New York: now, to the minute, for both.
    expect(field('Start date and time')).toHaveValue('2026-07-01T19:05')
    expect(field('End date and time')).toHaveValue('2026-07-01T19:05')
    // The zone is a choice of the spec's four by name, and "Other zone…".
    expect(
      within(field('Time zone'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Eastern (America/New_York)',
      'Central (America/Chicago)',
      'Mountain (America/Denver)',
      'Pacific (America/Los_Angeles)',
      'Other zone…',
    ])
    expect(within(dialog).queryByLabelText('Search all zones')).not.toBeInTheDocument()
    expect(dialog.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/*')
    jest.useRealTimers()
  })

  it('opens the search of every zone from "Other zone…", focused', async () => {
    const { user, dialog, field } = await openCreate()
    await user.selectOptions(field('Time zone'), 'Other zone…')
    const search = within(dialog).getByLabelText('Search all zones')
    expect(search).toHaveFocus()
    const zones = Array.from(dialog.querySelectorAll('datalist option')).map((option) => option.getAttribute('label'))
    expect(zones.slice(0, 7)).toEqual([
      'Eastern (America/New_York)',
      'Central (America/Chicago)',
      'Mountain (America/Denver)',
      'Pacific (America/Los_Angeles)',
      'Arizona (no daylight saving) (America/Phoenix)',
      'Alaska (America/Anchorage)',
      'Hawaii (Pacific/Honolulu)',
    ])
    expect(zones).toContain('Europe/Berlin (Europe/Berlin)')
    expect(search).toHaveAttribute('list', dialog.querySelector('datalist')!.id)
    // Back to one of the four: the search goes.
    await user.selectOptions(field('Time zone'), 'Central (America/Chicago)')
    expect(within(dialog).queryByLabelText('Search all zones')).not.toBeInTheDocument()
  })

  it('moves the end to start + 3 h when the start changes and the end is not after it', async () => {
    const { dialog, field } = await openCreate()
    fireEvent.change(field('Start date and time'), { target: { value: '2031-07-09T18:30' } })
    expect(field('End date and time')).toHaveValue('2031-07-09T21:30')
    // An end already after the start stays.
    fireEvent.change(field('End date and time'), { target: { value: '2031-07-10T01:00' } })
    fireEvent.change(field('Start date and time'), { target: { value: '2031-07-09T19:00' } })
    expect(field('End date and time')).toHaveValue('2031-07-10T01:00')
    // Across midnight.
    fireEvent.change(field('Start date and time'), { target: { value: '2031-07-10T23:00' } })
    expect(field('End date and time')).toHaveValue('2031-07-11T02:00')
    expect(dialog).toBeInTheDocument()
  })

  it('keeps the map pin behind "Set the map pin by hand", with no developer notes', async () => {
    const { user, dialog, field } = await openCreate()
    expect(field('Latitude')).not.toBeVisible()
    expect(field('Longitude')).not.toBeVisible()
    expect(within(dialog).queryByText(/filled in from the city/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByText('Set the map pin by hand'))
    expect(field('Latitude')).toBeVisible()
    expect(within(dialog).getByText('Leave both at 0 and the pin goes to the city when you save.')).toBeVisible()
  })

  it('takes any IANA zone typed in the zone search and refuses a name that is not one', async () => {
    const { user, dialog, field, api } = await openCreate()
    await fillRequired(user, field)
    await chooseZone(user, dialog, 'Mars/Olympus')
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    expect(await within(dialog).findByText('Choose a time zone from the list, such as America/Phoenix')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0)
    await chooseZone(user, dialog, 'Pacific/Honolulu')
    fireEvent.change(field('Start date and time'), { target: { value: '2031-07-09T18:00' } })
    fireEvent.change(field('End date and time'), { target: { value: '2031-07-09T21:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument()
    const [call] = api.callsTo('POST', '/api/events')
    // Honolulu is UTC-10 all year.
    expect(call.body).toMatchObject({ timezone: 'Pacific/Honolulu', date: '2031-07-10T04:00:00.000Z' })
  })

  it('locates the coordinates from the address and says what it found', async () => {
    expectConsoleError('GET /api/geocode?city=Atlantis&state=CA&country=USA failed: No place found for that city')
    const { user, dialog, field, api } = await openCreate()
    await fillRequired(user, field)
    api.set('GET /api/geocode?city=Long+Beach&state=CA&country=USA', {
      body: { lat: 33.767, lng: -118.1892, label: 'Long Beach, California, United States' },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Locate from address' }))
    expect(
      await within(dialog).findByText('Found: Long Beach, California, United States (33.7670, -118.1892)'),
    ).toBeInTheDocument()
    expect(field('Latitude')).toHaveValue(33.767)
    expect(field('Longitude')).toHaveValue(-118.1892)
    api.set('GET /api/geocode?city=Atlantis&state=CA&country=USA', {
      status: 404,
      body: { message: 'No place found for that city' },
    })
    await user.clear(field('City'))
    await user.type(field('City'), 'Atlantis')
    await user.click(within(dialog).getByRole('button', { name: 'Locate from address' }))
    expect(await within(dialog).findByText(/^No place found for that city/)).toBeInTheDocument()
  })

  it('shows the contract messages for missing and malformed fields', async () => {
    const { user, dialog, field, api } = await openCreate()
    fireEvent.change(field('Start date and time'), { target: { value: '' } })
    await user.type(field('LinkedIn post URL (optional)'), 'not a url')
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    for (const message of [
      'Name is required',
      'Date is required',
      'Venue is required',
      'Street address is required',
      'City is required',
      'State/Province is required',
      'Country is required',
      'Must be a valid URL',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    }
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0)
  })

  it('sends the dates as UTC in the chosen zone and shows Saving... meanwhile', async () => {
    const { user, dialog, field, api } = await openCreate()
    const answer = deferred({ status: 201, body: makeEvent() })
    api.set('POST /api/events', answer.handler)
    await fillRequired(user, field)
    // 8 March 2026: New York has moved to EDT, Los Angeles (PDT) too, both on the same day.
    fireEvent.change(field('Start date and time'), { target: { value: '2026-03-08T19:00' } })
    fireEvent.change(field('End date and time'), { target: { value: '2026-03-08T22:30' } })
    await chooseZone(user, dialog, 'America/Los_Angeles')
    await user.clear(field('Max attendees'))
    await user.type(field('Max attendees'), '25')
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    const saving = await within(dialog).findByRole('button', { name: 'Saving...' })
    expect(saving).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    const [call] = api.callsTo('POST', '/api/events')
    expect(call.body).toEqual({
      name: 'Summer Social',
      description: '',
      date: '2026-03-09T02:00:00.000Z',
      endDate: '2026-03-09T05:30:00.000Z',
      timezone: 'America/Los_Angeles',
      venue: 'Dock 5',
      street: '5 Harbor Rd',
      city: 'Long Beach',
      state: 'CA',
      country: 'USA',
      coordinates: { lat: 0, lng: 0 },
      maxAttendees: 25,
      imageUrl: null,
      linkedinPostUrl: null,
      // The form's reminder switch (issue "A calendar that stays true"), on by default.
      remindersEnabled: true,
    })
    answer.release()
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Create Event' })).toHaveFocus()
    expect(api.callsTo('GET', '/api/events/host/7?status=current').length).toBeGreaterThan(1)
  })

  it('warns, without blocking, when the start is in the past', async () => {
    const { user, dialog, field, api } = await openCreate()
    expect(within(dialog).queryByText('This start time is in the past.')).not.toBeInTheDocument()
    await fillRequired(user, field)
    await chooseZone(user, dialog, 'America/New_York')
    fireEvent.change(field('Start date and time'), { target: { value: '2020-03-08T19:00' } })
    fireEvent.change(field('End date and time'), { target: { value: '2020-03-08T22:00' } })
    const warning = await within(dialog).findByText('This start time is in the past.')
    expect(warning).toHaveAttribute('role', 'status')
    expect(field('Start date and time')).toHaveAccessibleDescription('This start time is in the past.')
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events')[0].body).toMatchObject({ date: '2020-03-08T23:00:00.000Z' })
  })

  it('rejects an end before the start', async () => {
    const { user, dialog, field, api } = await openCreate()
    await fillRequired(user, field)
    fireEvent.change(field('Start date and time'), { target: { value: '2026-03-08T19:00' } })
    fireEvent.change(field('End date and time'), { target: { value: '2026-03-08T18:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    expect(await within(dialog).findByText('End date must be after the start date')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0)
  })

  it('reports a failed create with the server message and keeps the dialog open', async () => {
    expectConsoleError('POST /api/events failed:')
    const { user, dialog, field, api } = await openCreate()
    api.set('POST /api/events', { status: 400, body: { message: 'Invalid event', errors: { venue: 'Venue is required' } } })
    await fillRequired(user, field)
    fireEvent.change(field('End date and time'), { target: { value: '2099-01-01T10:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    expect(await screen.findByText('Failed to create event')).toBeInTheDocument()
    expect(screen.getByText('Invalid event')).toBeInTheDocument()
    expect(within(dialog).getByText('Venue is required')).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
  })

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { user } = await openCreate()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Event' })).toHaveFocus()
  })

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openCreate()
    const submit = within(dialog).getByRole('button', { name: 'Create Event' })
    submit.focus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(submit).toHaveFocus()
  })

  it('uploads an image and previews it; a failed upload is reported', async () => {
    expectConsoleError('POST /api/upload failed:')
    expectConsoleError('Failed to upload image')
    const { user, dialog, api } = await openCreate()
    api.set('POST /api/upload', { status: 201, body: { url: '/media/banner.png' } })
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }))
    expect(await within(dialog).findByRole('img', { name: 'Event image preview' })).toHaveAttribute('src', '/media/banner.png')
    const [call] = api.callsTo('POST', '/api/upload')
    expect((call.body as FormData).get('image')).toBeInstanceOf(File)

    api.set('POST /api/upload', { status: 413, body: { message: 'Image is too large' } })
    await user.upload(input, new File(['png'], 'huge.png', { type: 'image/png' }))
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument()
    expect(screen.getByText('Image is too large')).toBeInTheDocument()
  })

  it('opens an event in a zone outside the four with "Other zone…" and the search showing it', async () => {
    const user = userEvent.setup()
    const event = makeEvent({ timezone: 'America/Phoenix' })
    renderAdmin(hostUser, eventRoutes(hostUser, [event]))
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
    expect(within(dialog).getByLabelText('Time zone')).toHaveDisplayValue('Other zone…')
    expect(within(dialog).getByLabelText('Search all zones')).toHaveValue('America/Phoenix')
    expect(within(dialog).getByLabelText('Search all zones')).not.toHaveFocus()
  })

  it('shows stored dates in the event zone when editing and sends them back unchanged', async () => {
    const user = userEvent.setup()
    const event = makeEvent({
      timezone: 'America/Los_Angeles',
      date: '2026-03-09T02:00:00.000Z',
      endDate: '2026-03-09T05:00:00.000Z',
      imageUrl: '/media/a.png',
    })
    const { api } = renderAdmin(hostUser, { ...eventRoutes(hostUser, [event]), 'PATCH /api/events/11': { body: event } })
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
    expect(within(dialog).getByLabelText('Start date and time')).toHaveValue('2026-03-08T19:00')
    expect(within(dialog).getByLabelText('End date and time')).toHaveValue('2026-03-08T22:00')
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/Los_Angeles')
    expect(within(dialog).queryByLabelText('Search all zones')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Event image preview' })).toHaveAttribute('src', '/media/a.png')
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument()
    const [call] = api.callsTo('PATCH', '/api/events/11')
    expect(call.body).toMatchObject({
      date: '2026-03-09T02:00:00.000Z',
      endDate: '2026-03-09T05:00:00.000Z',
      imageUrl: '/media/a.png',
    })
  })

  describe('an edit registrants will hear about', () => {
    const upcoming = makeEvent({ date: '2031-07-10T01:00:00.000Z', endDate: '2031-07-10T04:00:00.000Z', registeredCount: 3 })

    async function openEdit(event = upcoming) {
      const user = userEvent.setup()
      const view = renderAdmin(hostUser, { ...eventRoutes(hostUser, [event]), 'PATCH /api/events/11': { body: event } })
      await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
      const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
      return { user, dialog, field: (label: string) => within(dialog).getByLabelText(label), ...view }
    }

    it('asks "Email the 3 registrants about this change?" before saving a new place; Keep editing saves nothing', async () => {
      const { user, dialog, field, api } = await openEdit()
      await user.clear(field('Venue'))
      await user.type(field('Venue'), 'The Back Room')
      await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
      const ask = await screen.findByRole('alertdialog', { name: 'Email the 3 registrants about this change?' })
      expect(
        within(ask).getByText('Saving sends each of them the new details and an updated calendar entry.'),
      ).toBeInTheDocument()
      expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus()
      await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(api.callsTo('PATCH', '/api/events/11')).toHaveLength(0)
      expect(field('Venue')).toHaveValue('The Back Room')

      await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Email the 3 registrants about this change?' })).getByRole(
          'button',
          { name: 'Save and email' },
        ),
      )
      expect(await screen.findByText('Event updated successfully')).toBeInTheDocument()
      const calls = api.callsTo('PATCH', '/api/events/11')
      expect(calls).toHaveLength(1)
      expect(calls[0].body).toMatchObject({ venue: 'The Back Room' })
      expect(screen.queryByRole('dialog', { name: 'Edit Event' })).not.toBeInTheDocument()
    })

    it('asks before a new time, and says "registrant" for one person', async () => {
      const { user, dialog, field } = await openEdit({ ...upcoming, registeredCount: 1 })
      fireEvent.change(field('Start date and time'), { target: { value: '2031-07-09T20:00' } })
      await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
      expect(await screen.findByRole('alertdialog', { name: 'Email the 1 registrant about this change?' })).toBeInTheDocument()
    })

    it('saves at once when nothing registrants see changes, when nobody is registered, or when the night is over', async () => {
      const { user, dialog, field, api } = await openEdit()
      await user.clear(field('Max attendees'))
      await user.type(field('Max attendees'), '80')
      await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
      expect(await screen.findByText('Event updated successfully')).toBeInTheDocument()
      expect(api.callsTo('PATCH', '/api/events/11')).toHaveLength(1)
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    })

    it('saves a new place at once for a night nobody has registered for', async () => {
      const { user, dialog, field, api } = await openEdit({ ...upcoming, registeredCount: 0 })
      await user.type(field('Venue'), ' upstairs')
      await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
      expect(await screen.findByText('Event updated successfully')).toBeInTheDocument()
      expect(api.callsTo('PATCH', '/api/events/11')).toHaveLength(1)
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    })
  })

  it('reports a failed update', async () => {
    expectConsoleError('PATCH /api/events/11 failed:')
    const user = userEvent.setup()
    renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'PATCH /api/events/11': { status: 403, body: { message: 'You do not have permission to do this' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
    await user.click(screen.getByRole('button', { name: 'Update Event' }))
    expect(await screen.findByText('Failed to update event')).toBeInTheDocument()
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument()
  })
})
