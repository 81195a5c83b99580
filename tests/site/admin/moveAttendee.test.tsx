import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { messages } from '../../../contract/messages'
import { deferred, hostUser, type ApiRoutes } from '../mockApi'
import { expectConsoleError } from '../setup'
import { ada, eventRoutes, grace, makeEvent, renderAdmin } from './renderAdmin'
import type { MovedAttendeeDto } from '../../../contract/attendees'
import type { AttendeeWithCheckIn } from '../../../contract/door'
import type { EventDto } from '../../../contract/types'

/** "Move to another night" in the attendee dialog (docs/product.md "Dashboard"). */
const checkedIn: AttendeeWithCheckIn = {
  ...ada,
  id: 103,
  name: 'Hedy Here',
  email: 'hedy@example.com',
  checkedInAt: '2026-03-08T23:30:00.000Z',
}

const upcoming = (days: number) => {
  const start = new Date(Date.now() + days * 86_400_000)
  return { date: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString() }
}
const source = makeEvent()
const summer = makeEvent({ id: 12, name: 'Summer Pub Night', ...upcoming(30), maxAttendees: 40, registeredCount: 3 })
const full = makeEvent({ id: 13, name: 'Full Pub Night', ...upcoming(60), maxAttendees: 2, registeredCount: 2 })
// Over already (source itself is too): not offered.
const past = makeEvent({ id: 14, name: 'Past Pub Night', date: '2026-01-10T23:00:00.000Z', endDate: '2026-01-11T02:00:00.000Z' })

async function openDialog(current: EventDto[], extra: ApiRoutes = {}) {
  const user = userEvent.setup()
  const view = renderAdmin(hostUser, {
    ...eventRoutes(hostUser, current),
    'GET /api/events/11/attendees': { body: [ada, grace, checkedIn] },
    'GET /api/events/11/waitlist': { body: [] },
    'GET /api/events/11/messages': { body: [] },
    ...extra,
  })
  await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
  const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
  await within(dialog).findByRole('rowheader', { name: /Ada Lovelace/ })
  return { user, dialog, ...view }
}

const moveDialog = () => screen.getByRole('dialog', { name: 'Move Ada Lovelace to another night' })

describe('attendee dialog: move to another night', () => {
  it('offers no move for a removed person (an erased no-show of a past night): only a figure of that night', async () => {
    const removed: AttendeeWithCheckIn = { ...ada, id: 104, name: 'Removed', email: '', company: '' }
    const { dialog } = await openDialog([source, summer], {
      'GET /api/events/11/attendees': { body: [ada, removed] },
    })
    await within(dialog).findByRole('button', { name: 'Delete attendee Removed' })
    expect(within(dialog).getByRole('button', { name: 'Move Ada Lovelace to another night' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Move Removed to another night' })).not.toBeInTheDocument()
  })

  it("offers the caller's other upcoming nights, says what happens, moves, toasts and drops the row", async () => {
    const answer = deferred<MovedAttendeeDto>({ body: { attendee: { ...ada, eventId: 12 } } })
    const { user, dialog, api } = await openDialog([source, summer, full, past], {
      'POST /api/events/11/attendees/101/move': answer.handler,
    })
    // Every registered row has the action, except someone already checked in (they are here).
    expect(within(dialog).getByRole('button', { name: 'Move Grace Hopper to another night' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Move Hedy Here to another night' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Move Ada Lovelace to another night' }))

    const choice = within(moveDialog()).getByRole('combobox', { name: 'Move to' })
    const offered = within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(offered).toHaveLength(2)
    expect(offered[0]).toMatch(/^Summer Pub Night · /)
    expect(offered[1]).toMatch(/^Full Pub Night · .*\(full\)$/)
    expect(moveDialog()).toHaveTextContent(
      'Ada Lovelace gets an email with the new night and their calendar is updated. Their seat at Spring Pub Night is freed for the first person waiting, if anyone is.',
    )
    expect(moveDialog()).not.toHaveTextContent('past its capacity')
    await user.selectOptions(choice, '13')
    expect(moveDialog()).toHaveTextContent('Full Pub Night is full (2 of 2): the move goes past its capacity')
    await user.selectOptions(choice, '12')

    api.set('GET /api/events/11/attendees', { body: [grace, checkedIn] })
    await user.click(within(moveDialog()).getByRole('button', { name: 'Confirm move' }))
    expect(within(moveDialog()).getByRole('button', { name: 'Moving...' })).toBeDisabled()
    expect(within(moveDialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    answer.release()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Move / })).not.toBeInTheDocument())
    expect(api.callsTo('POST', '/api/events/11/attendees/101/move').map((call) => call.body)).toEqual([{ toEventId: 12 }])
    expect(within(dialog).getByText('Attendee moved')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Ada Lovelace is registered for Summer Pub Night and gets an email about it.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).queryByRole('rowheader', { name: /Ada Lovelace/ })).not.toBeInTheDocument())
    // Focus stays in the list: the next person's first action.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Grace Hopper to another night' })).toHaveFocus())
  })

  it("shows the server's refusal inside the move dialog and keeps the person", async () => {
    expectConsoleError('POST /api/events/11/attendees/101/move failed:')
    const { user, dialog } = await openDialog([source, summer], {
      'POST /api/events/11/attendees/101/move': { status: 409, body: { message: messages.registeredThere } },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Move Ada Lovelace to another night' }))
    await user.click(within(moveDialog()).getByRole('button', { name: 'Confirm move' }))
    expect(await within(moveDialog()).findByRole('alert')).toHaveTextContent(messages.registeredThere)
    expect(within(dialog).getByRole('rowheader', { name: /Ada Lovelace/ })).toBeInTheDocument()
    // Cancel closes the move dialog only.
    await user.click(within(moveDialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: /^Move / })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Event Attendees' })).toBeInTheDocument()
  })

  it("keeps each dialog's notices to itself: the list's toast stays out of the move dialog, the move's result comes back to the list", async () => {
    const { user, dialog } = await openDialog([source, summer], {
      'POST /api/events/11/attendees': { status: 201, body: { ...ada, id: 120, name: 'Alan Turing' } },
      'POST /api/events/11/attendees/101/move': { body: { attendee: { ...ada, eventId: 12 } } },
    })
    await user.type(within(dialog).getByLabelText('Name'), 'Alan Turing')
    await user.type(within(dialog).getByLabelText('Email'), 'alan@example.com')
    await user.type(within(dialog).getByLabelText('Company'), 'Bletchley')
    await user.click(within(dialog).getByRole('button', { name: 'Add Attendee' }))
    expect(await within(dialog).findByText('Attendee added successfully')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Move Ada Lovelace to another night' }))
    // Still showing in time, but not the move dialog's business.
    expect(within(moveDialog()).queryByText('Attendee added successfully')).not.toBeInTheDocument()
    await user.click(within(moveDialog()).getByRole('button', { name: 'Confirm move' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Move / })).not.toBeInTheDocument())
    expect(await within(dialog).findByText('Attendee moved')).toBeInTheDocument()
  })

  it('says so when the caller has no other upcoming night', async () => {
    const { user, dialog, api } = await openDialog([source, past])
    await user.click(within(dialog).getByRole('button', { name: 'Move Ada Lovelace to another night' }))
    expect(moveDialog()).toHaveTextContent('There is no other upcoming night of yours to move Ada Lovelace to.')
    expect(within(moveDialog()).queryByRole('button', { name: 'Confirm move' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/attendees/101/move')).toHaveLength(0)
  })
})
