import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { deferred, hostUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { renderAdmin } from './renderAdmin'

async function openPasswordTab(routes = {}) {
  const user = userEvent.setup()
  const view = renderAdmin(hostUser, routes, '/admin?tab=password')
  const form = await screen.findByRole('form', { name: 'Change Password' })
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await user.type(within(form).getByLabelText('Current password'), current)
    if (next) await user.type(within(form).getByLabelText('New password'), next)
    if (confirm) await user.type(within(form).getByLabelText('Confirm new password'), confirm)
    await user.click(within(form).getByRole('button', { name: 'Change Password' }))
  }
  return { user, form, fill, ...view }
}

describe('Password tab', () => {
  it('shows the required and length messages', async () => {
    const { form, fill, api } = await openPasswordTab()
    await fill('', 'short', '')
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument()
    expect(within(form).getByText('New password must be at least 8 characters')).toBeInTheDocument()
    expect(within(form).getByText('Please confirm your new password')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/user/password')).toHaveLength(0)
  })

  it("says the passwords don't match on the confirmation field", async () => {
    const { form, fill } = await openPasswordTab()
    await fill('old-password', 'new-password-1', 'new-password-2')
    const message = await within(form).findByText("Passwords don't match")
    expect(within(form).getByLabelText('Confirm new password')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(message.id),
    )
  })

  it('sends current and new password, shows the pending label and clears the form', async () => {
    const answer = deferred({ body: { message: 'ok' } })
    const { form, fill, api } = await openPasswordTab({ 'PATCH /api/user/password': answer.handler })
    await fill('old-password', 'new-password-1', 'new-password-1')
    expect(await within(form).findByRole('button', { name: 'Updating...' })).toBeDisabled()
    expect(api.callsTo('PATCH', '/api/user/password')[0].body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    })
    answer.release()
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument()
    expect(within(form).getByLabelText('Current password')).toHaveValue('')
  })

  it('shows the server message when the current password is wrong', async () => {
    expectConsoleError('PATCH /api/user/password failed:')
    const { fill } = await openPasswordTab({
      'PATCH /api/user/password': { status: 400, body: { message: 'Current password is incorrect' } },
    })
    await fill('wrong-password', 'new-password-1', 'new-password-1')
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument()
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(0)
  })

  it('marks the Current password field when the server refuses it, and focuses it', async () => {
    expectConsoleError('PATCH /api/user/password failed:')
    const { form, fill } = await openPasswordTab({
      'PATCH /api/user/password': {
        status: 400,
        body: { message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } },
      },
    })
    await fill('wrong-password', 'new-password-1', 'new-password-1')
    const message = await within(form).findByText('Current password is incorrect')
    const field = within(form).getByLabelText('Current password')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(message.id))
    expect(field).toHaveFocus()
    expect(within(form).getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true')
  })
})
