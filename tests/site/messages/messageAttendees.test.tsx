import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MessageAttendees } from '../../../site/src/features/messages/components/MessageAttendees'
import { makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { expectConsoleError } from '../setup'
import type { EventMessageDto } from '../../../contract/eventMessages'

const sent: EventMessageDto = {
  subject: 'Parking',
  audience: 'registered',
  recipients: 12,
  sentBy: 'Hana Host',
  sentAt: '2026-03-01T18:00:00.000Z',
}

function renderSection(history: EventMessageDto[] = []) {
  const api = mockApi({
    'GET /api/events/11/messages': { body: history },
    'GET /api/events/11/messages/audiences': { body: { registered: 12, waitlisted: 1, checkedIn: 0, noShow: 0 } },
  })
  renderApp(<MessageAttendees event={makeEvent({ id: 11, name: 'Spring Pub Night' })} />)
  return { api, user: userEvent.setup() }
}

describe('messages to attendees', () => {
  it('lists what was sent: subject, audience, recipients, sender and time', async () => {
    renderSection([sent])
    const row = await screen.findByRole('rowheader', { name: 'Parking' })
    expect(
      within(row.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Everyone registered', '12', 'Hana Host', expect.stringMatching(/2026/)])
  })

  it('shows the live count of the chosen audience, sends a test to the sender, then sends and refreshes the history', async () => {
    const { api, user } = renderSection()
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Message attendees' }))
    const dialog = screen.getByRole('dialog', { name: 'Message attendees' })
    expect(await within(dialog).findByText('This message goes to 12 people')).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Audience'), 'waitlisted')
    expect(within(dialog).getByText('This message goes to 1 person')).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Audience'), 'checkedIn')
    expect(within(dialog).getByText('This message goes to 0 people')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled()
    await user.selectOptions(within(dialog).getByLabelText('Audience'), 'registered')

    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument()

    api.set('POST /api/events/11/messages', { status: 202, body: { recipients: 1 } })
    await user.type(within(dialog).getByLabelText('Subject'), 'Parking')
    await user.type(within(dialog).getByLabelText('Message'), 'Park behind the building.')
    await user.click(within(dialog).getByRole('button', { name: 'Send test to me' }))
    expect(await screen.findByText('Test sent to you')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/messages').map((call) => call.body)).toEqual([
      { audience: 'registered', subject: 'Parking', body: 'Park behind the building.', test: true },
    ])

    api.set('POST /api/events/11/messages', { status: 202, body: { recipients: 12 } })
    api.set('GET /api/events/11/messages', { body: [sent] })
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message sent to 12 people')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message attendees' })).not.toBeInTheDocument())
    expect(await screen.findByRole('rowheader', { name: 'Parking' })).toBeInTheDocument()
  })

  it("shows the server's refusal and keeps what was written", async () => {
    expectConsoleError('POST /api/events/11/messages failed:')
    const { api, user } = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Message attendees' }))
    const dialog = screen.getByRole('dialog', { name: 'Message attendees' })
    api.set('POST /api/events/11/messages', {
      status: 429,
      body: { message: 'At most 3 messages per event per day. Please try again tomorrow.' },
    })
    await user.type(within(dialog).getByLabelText('Subject'), 'Again')
    await user.type(within(dialog).getByLabelText('Message'), 'One more thing.')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('At most 3 messages per event per day. Please try again tomorrow.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Again')
    // The refusal was about that form: a dialog opened next does not show it.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Message attendees' }))
    const again = screen.getByRole('dialog', { name: 'Message attendees' })
    expect(within(again).queryByText('Message not sent')).not.toBeInTheDocument()
  })
})
