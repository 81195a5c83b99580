import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { messages } from '../../../contract/messages'
import { adminUser, deferred, hostUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { eventRoutes, renderAdmin } from './renderAdmin'
import type { SiteSettings } from '../../../contract/types'

const settings: SiteSettings = { productName: 'Makers Pub Night', tagline: '', contactEmail: null, retentionDays: 400 }

async function openPrivacyTab(routes = {}) {
  const user = userEvent.setup()
  const view = renderAdmin(adminUser, { 'GET /api/settings': { body: settings }, ...routes }, '/admin?tab=privacy')
  const form = await screen.findByRole('form', { name: 'Retention period' })
  const field = within(form).getByLabelText('Keep personal data for (days)')
  const save = async (days: string) => {
    await user.clear(field)
    if (days) await user.type(field, days)
    await user.click(within(form).getByRole('button', { name: 'Save' }))
  }
  return { form, field, save, ...view }
}

describe('Privacy tab', () => {
  it('is the master admin’s only', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, []), '/admin?tab=privacy')
    await screen.findByRole('tablist', { name: 'Dashboard sections' })
    expect(screen.queryByRole('tab', { name: 'Privacy' })).not.toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Retention period' })).not.toBeInTheDocument()
  })

  it('shows the period in force and refuses less than 30 days without asking the server', async () => {
    const { form, field, save, api } = await openPrivacyTab()
    expect(field).toHaveValue(400)
    await save('29')
    expect(await within(form).findByText(messages.retentionDays)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('PATCH', '/api/settings')).toHaveLength(0)
  })

  it('saves a new period', async () => {
    const answer = deferred({ body: { ...settings, retentionDays: 90 } })
    const { form, field, save, api } = await openPrivacyTab({ 'PATCH /api/settings': answer.handler })
    await save('90')
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(api.callsTo('PATCH', '/api/settings')[0].body).toEqual({ retentionDays: 90 })
    answer.release()
    expect(await screen.findByText('Retention period saved')).toBeInTheDocument()
    expect(field).toHaveValue(90)
  })

  it('shows the server’s refusal', async () => {
    expectConsoleError('PATCH /api/settings failed:')
    const { save } = await openPrivacyTab({
      'PATCH /api/settings': { status: 403, body: { message: 'You do not have permission to do this' } },
    })
    await save('60')
    expect(await screen.findByText('Failed to save the retention period')).toBeInTheDocument()
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument()
  })
})
