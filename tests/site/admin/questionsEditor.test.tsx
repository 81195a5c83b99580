import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hostUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { eventRoutes, makeEvent, renderAdmin } from './renderAdmin'

/** The event dialog's "Registration questions" (docs/product.md "Registration questions"). */
const asked = [
  { id: 'q1', label: 'Dietary needs?', kind: 'text' as const, required: false, options: [], hostOnly: false, showAtDoor: true },
]

async function editEvent(routes = {}) {
  const user = userEvent.setup()
  const view = renderAdmin(hostUser, { ...eventRoutes(hostUser, [makeEvent({ questions: asked })]), ...routes })
  await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
  return { user, dialog, ...view }
}

describe('registration questions in the event dialog', () => {
  it('adds a required choice question, moves it first and sends the list in its order, ids kept', async () => {
    const { user, dialog, api } = await editEvent({ 'PATCH /api/events/11': { body: makeEvent() } })
    const editor = within(dialog).getByRole('group', { name: 'Registration questions' })
    expect(within(editor).getByRole('textbox', { name: 'Question' })).toHaveValue('Dietary needs?')
    await user.click(within(editor).getByRole('button', { name: 'Add question' }))
    const second = within(editor).getByRole('group', { name: 'Question 2' })
    await user.type(within(second).getByRole('textbox', { name: 'Question' }), 'Which shop?')
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Kind' }), 'One choice')
    await user.type(within(second).getByRole('textbox', { name: /Options/ }), 'Wood{Enter}Metal')
    await user.click(within(second).getByRole('checkbox', { name: 'Required' }))
    await user.click(within(second).getByRole('button', { name: 'Move up' }))
    expect(
      within(within(editor).getByRole('group', { name: 'Question 1' })).getByRole('textbox', { name: 'Question' }),
    ).toHaveValue('Which shop?')
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument()
    const [call] = api.callsTo('PATCH', '/api/events/11')
    expect((call.body as { questions: unknown[] }).questions).toEqual([
      { label: 'Which shop?', kind: 'single', required: true, options: ['Wood', 'Metal'] },
      { id: 'q1', label: 'Dietary needs?', kind: 'text', required: false, options: [], hostOnly: false, showAtDoor: true },
    ])
  })

  it('removes a question, and shows the server’s refusal when answers lock it', async () => {
    expectConsoleError('PATCH /api/events/11 failed: This question already has answers')
    const { user, dialog } = await editEvent({
      'PATCH /api/events/11': { status: 409, body: { message: 'This question already has answers' } },
    })
    const editor = within(dialog).getByRole('group', { name: 'Registration questions' })
    await user.click(within(editor).getByRole('button', { name: 'Remove question' }))
    expect(within(editor).queryByRole('textbox', { name: 'Question' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
    expect(await within(editor).findByRole('alert')).toHaveTextContent('This question already has answers')
  })
})
