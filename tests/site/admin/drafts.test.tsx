import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { freezeDate } from '../clock'
import { deferred, hostUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { eventRoutes, makeEvent, renderAdmin } from './renderAdmin'
import type { FollowersDto } from '../../../contract/subscriptions'

afterEach(() => {
  jest.useRealTimers()
})

/** A week before the admin fixtures' night (8 March 2026). */
const BEFORE = '2026-03-01T12:00:00.000Z'
const draft = makeEvent({ status: 'draft', registeredCount: 0 })

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!

describe('draft events in the dashboard', () => {
  it('marks a draft with a badge and offers Publish on it only', async () => {
    freezeDate(BEFORE)
    renderAdmin(hostUser, eventRoutes(hostUser, [draft, makeEvent({ id: 12, name: 'Summer Pub Night' })]))
    const draftRow = await rowOf('Spring Pub Night')
    expect(within(draftRow).getByRole('rowheader')).toHaveTextContent('Spring Pub Night Draft')
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument()
    expect(within(draftRow).getByRole('button', { name: 'Publish Spring Pub Night' })).toBeInTheDocument()
    const publishedRow = await rowOf('Summer Pub Night')
    expect(within(publishedRow).queryByText('Draft')).not.toBeInTheDocument()
    expect(within(publishedRow).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument()
  })

  it("shows a draft's count from the list, without asking the public count (a draft is not public: 404)", async () => {
    freezeDate(BEFORE)
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [draft, makeEvent({ id: 12, name: 'Summer Pub Night' })]),
      'GET /api/events/11/attendee-count': { status: 404, body: { message: 'Event not found' } },
    })
    const draftRow = await rowOf('Spring Pub Night')
    const published = await rowOf('Summer Pub Night')
    await waitFor(() => expect(within(published).getByText('3')).toBeInTheDocument())
    expect(draftRow.cells[3]).toHaveTextContent(/^0of 40$/)
    // No 404 in the console: the test setup fails on any unannounced console.error.
    expect(api.callsTo('GET', '/api/events/11/attendee-count')).toHaveLength(0)
  })

  it('asks first, saying how many followers of the city get an email, then publishes and refreshes the list', async () => {
    freezeDate(BEFORE)
    const user = userEvent.setup()
    const followers = deferred<FollowersDto>({ body: { city: 'Toledo', followers: 5 } })
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [draft]),
      'GET /api/events/11/followers': followers.handler,
      'POST /api/events/11/publish': { body: { ...draft, status: 'published' } },
    })
    await user.click(within(await rowOf('Spring Pub Night')).getByRole('button', { name: 'Publish Spring Pub Night' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Publish Spring Pub Night?' })
    expect(within(confirm).getByText('Counting the people following Toledo...')).toBeInTheDocument()
    followers.release()
    expect(await within(confirm).findByText('5 people following Toledo will get an email.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/publish')).toHaveLength(0)

    api.set('GET /api/events/host/7?status=current', { body: [{ ...draft, status: 'published' }] })
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Event published')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/publish')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    const row = await rowOf('Spring Pub Night')
    await waitFor(() => expect(within(row).queryByText('Draft')).not.toBeInTheDocument())
    expect(within(row).queryByRole('button', { name: 'Publish Spring Pub Night' })).not.toBeInTheDocument()
  })

  it('says no email goes out for a night that has started, or a city nobody follows; Cancel publishes nothing', async () => {
    freezeDate('2026-03-09T00:00:00.000Z')
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [
        draft,
        makeEvent({
          id: 12,
          name: 'Later Night',
          status: 'draft',
          date: '2026-04-08T23:00:00.000Z',
          endDate: '2026-04-09T02:00:00.000Z',
        }),
      ]),
      'GET /api/events/11/followers': { body: { city: 'Toledo', followers: 5 } },
      'GET /api/events/12/followers': { body: { city: 'Toledo', followers: 0 } },
    })
    await user.click(within(await rowOf('Spring Pub Night')).getByRole('button', { name: 'Publish Spring Pub Night' }))
    let confirm = screen.getByRole('alertdialog', { name: 'Publish Spring Pub Night?' })
    expect(within(confirm).getByText('The night has started, so no email goes out.')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))

    await user.click(within(await rowOf('Later Night')).getByRole('button', { name: 'Publish Later Night' }))
    confirm = screen.getByRole('alertdialog', { name: 'Publish Later Night?' })
    expect(await within(confirm).findByText('Nobody follows Toledo yet, so no email goes out.')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.filter((call) => call.path.endsWith('/publish'))).toEqual([])
  })

  it('reports a refused publication', async () => {
    freezeDate(BEFORE)
    expectConsoleError('POST /api/events/11/publish failed: Event not found')
    const user = userEvent.setup()
    renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [draft]),
      'GET /api/events/11/followers': { body: { city: 'Toledo', followers: 1 } },
      'POST /api/events/11/publish': { status: 404, body: { message: 'Event not found' } },
    })
    await user.click(within(await rowOf('Spring Pub Night')).getByRole('button', { name: 'Publish Spring Pub Night' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Publish Spring Pub Night?' })
    expect(await within(confirm).findByText('1 person following Toledo will get an email.')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Failed to publish event')).toBeInTheDocument()
    expect(screen.getByText('Event not found')).toBeInTheDocument()
  })
})

/** The create dialog's required fields, for a night in Long Beach. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const values = {
    Name: 'Summer Social',
    Venue: 'Dock 5',
    Street: '5 Harbor Rd',
    City: 'Long Beach',
    'State/Province': 'CA',
    Country: 'USA',
  }
  for (const [label, value] of Object.entries(values)) await user.type(within(dialog).getByLabelText(label), value)
  // Both dates default to now: a later start takes the end 3 hours on.
  fireEvent.change(within(dialog).getByLabelText('Start date and time'), { target: { value: '2031-07-09T18:00' } })
}

describe('event dialog: save as draft', () => {
  it('creates a draft when asked: status "draft" in the body, "Save Draft" and "Draft saved"', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, []),
      'POST /api/events': { status: 201, body: draft },
    })
    await user.click(await screen.findByRole('button', { name: 'Create Event' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Create Event' }))
    await fillRequired(user, screen.getByRole('dialog', { name: 'Create Event' }))
    const asDraft = dialog.getByRole('checkbox', { name: 'Save as draft (only your team sees it)' })
    expect(asDraft).not.toBeChecked()
    await user.click(asDraft)
    await user.click(dialog.getByRole('button', { name: 'Save Draft' }))
    expect(await screen.findByText('Draft saved')).toBeInTheDocument()
    const [call] = api.callsTo('POST', '/api/events')
    expect(call.body).toMatchObject({ name: 'Summer Social', city: 'Long Beach', status: 'draft' })
  })

  it('publishes a new night unless asked: no status sent (the server publishes)', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, []),
      'POST /api/events': { status: 201, body: makeEvent() },
    })
    await user.click(await screen.findByRole('button', { name: 'Create Event' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Create Event' }))
    await fillRequired(user, screen.getByRole('dialog', { name: 'Create Event' }))
    await user.click(dialog.getByRole('button', { name: 'Create Event' }))
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events')[0].body).not.toHaveProperty('status')
  })

  it('offers the draft choice on a published night nobody registered for, not on one with people; a draft says how it is published', async () => {
    const user = userEvent.setup()
    renderAdmin(
      hostUser,
      eventRoutes(hostUser, [
        makeEvent({ id: 11, name: 'Empty Night', registeredCount: 0 }),
        makeEvent({ id: 12, name: 'Busy Night', registeredCount: 3 }),
        makeEvent({ id: 13, name: 'Quiet Draft', status: 'draft', registeredCount: 0 }),
      ]),
    )
    const checkbox = { name: 'Save as draft (only your team sees it)' }
    await user.click(within(await rowOf('Empty Night')).getByRole('button', { name: 'Edit Empty Night' }))
    let dialog = within(screen.getByRole('dialog', { name: 'Edit Event' }))
    expect(dialog.getByRole('checkbox', checkbox)).not.toBeChecked()
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))

    await user.click(within(await rowOf('Busy Night')).getByRole('button', { name: 'Edit Busy Night' }))
    dialog = within(screen.getByRole('dialog', { name: 'Edit Event' }))
    expect(dialog.queryByRole('checkbox', checkbox)).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))

    await user.click(within(await rowOf('Quiet Draft')).getByRole('button', { name: 'Edit Quiet Draft' }))
    dialog = within(screen.getByRole('dialog', { name: 'Edit Event' }))
    expect(dialog.queryByRole('checkbox', checkbox)).not.toBeInTheDocument()
    expect(
      dialog.getByText('Draft: only your team sees it. Publish it from the events list when it is ready.'),
    ).toBeInTheDocument()
  })

  it('sends status "draft" on an edit, and shows the server’s refusal (people registered meanwhile) at the choice', async () => {
    // In the server's words, whatever their language: the field it names (`status`) places it.
    const refusal = 'Für diese Veranstaltung haben sich bereits Personen angemeldet, daher bleibt sie veröffentlicht'
    expectConsoleError(`PATCH /api/events/11 failed: ${refusal}`)
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent({ registeredCount: 0 })]),
      'PATCH /api/events/11': { status: 409, body: { message: refusal, errors: { status: refusal } } },
    })
    await user.click(within(await rowOf('Spring Pub Night')).getByRole('button', { name: 'Edit Spring Pub Night' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Event' }))
    await user.click(dialog.getByRole('checkbox', { name: 'Save as draft (only your team sees it)' }))
    await user.click(dialog.getByRole('button', { name: 'Update Event' }))
    // At the choice (the toast says it too, under "Failed to update event").
    expect(await dialog.findByText(refusal, { selector: '[role="alert"]' })).toBeInTheDocument()
    expect(dialog.getAllByText(refusal, { selector: '[role="alert"]' })).toHaveLength(1)
    expect(within(dialog.getByRole('group', { name: 'Registration questions' })).queryByRole('alert')).not.toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/events/11')[0].body).toMatchObject({ status: 'draft' })
    // Not mistaken for a questions conflict.
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument()
  })
})
