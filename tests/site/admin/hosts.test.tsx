import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { deferred, adminUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { renderAdmin } from './renderAdmin'
import type { HostDto } from '../../../contract/types'

const withLinkedIn: HostDto = {
  id: 21,
  name: 'Lin Kedin',
  email: 'lin@example.com',
  phone: '312-555-0120',
  linkedinUrl: 'https://www.linkedin.com/in/lin',
  city: 'Dayton',
  hostingNote: 'A quarterly night for machinists.',
  createdAt: '2026-01-01T12:00:00.000Z',
}
const without: HostDto = {
  id: 22,
  name: 'No Link',
  email: 'nolink@example.com',
  phone: '312-555-0130',
  linkedinUrl: null,
  city: null,
  hostingNote: null,
  createdAt: '2026-01-02T12:00:00.000Z',
}

describe('Active Hosts and Pending Hosts', () => {
  it('lists active hosts with a profile link or "Not provided"', async () => {
    renderAdmin(adminUser, { 'GET /api/hosts/active': { body: [withLinkedIn, without] } }, '/admin?tab=active-hosts')
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'LinkedIn', 'Phone'])
    expect(within(table).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', 'https://www.linkedin.com/in/lin')
    const row = within(table)
      .getByRole('rowheader', { name: /^No Link/ })
      .closest('tr')!
    expect(within(row).getByText('Not provided')).toBeInTheDocument()
    expect(within(row).getByText('312-555-0130')).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument()
  })

  it('shows the empty states', async () => {
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      { 'GET /api/hosts/active': { body: [] }, 'GET /api/hosts/pending': { body: [] } },
      '/admin?tab=active-hosts',
    )
    expect(await screen.findByText('No active hosts')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Pending Hosts' }))
    expect(await screen.findByText('No pending hosts')).toBeInTheDocument()
  })

  it('approves a pending host once and refreshes both lists', async () => {
    const user = userEvent.setup()
    const answer = deferred({ body: { ...withLinkedIn, approved: true } })
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/hosts/pending': { body: [withLinkedIn, without] },
        'GET /api/hosts/active': { body: [] },
        'PATCH /api/hosts/21/approve': answer.handler,
      },
      '/admin?tab=active-hosts',
    )
    expect(await screen.findByText('No active hosts')).toBeInTheDocument()
    // The tab counts the applications waiting.
    await user.click(await screen.findByRole('tab', { name: 'Pending Hosts 2 waiting' }))
    // The pending row shows what the application said: when, the city and what they would run.
    const pendingRow = within(await screen.findByRole('rowheader', { name: /^Lin Kedin/ }))
    expect(pendingRow.getByText('Applied Jan 1, 2026')).toBeInTheDocument()
    expect(pendingRow.getByText('Dayton')).toBeInTheDocument()
    expect(pendingRow.getByText('A quarterly night for machinists.')).toBeInTheDocument()
    const approve = await screen.findByRole('button', { name: 'Approve Lin Kedin' })
    await user.click(approve)
    expect(approve).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reject Lin Kedin' })).toBeDisabled()
    await user.click(approve)
    api.set('GET /api/hosts/pending', { body: [without] })
    answer.release()
    expect(await screen.findByText('Host approval status updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Lin Kedin/ })).not.toBeInTheDocument())
    expect(screen.getByRole('rowheader', { name: /^No Link/ })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending Hosts 1 waiting' })).toBeInTheDocument())
    expect(api.callsTo('PATCH', '/api/hosts/21/approve')).toHaveLength(1)
    expect(api.callsTo('PATCH', '/api/hosts/21/approve')[0].body).toEqual({ approved: true })
    // The active list was cached empty before; it re-fetches when its tab opens.
    api.set('GET /api/hosts/active', { body: [{ ...withLinkedIn }] })
    await user.click(screen.getByRole('tab', { name: 'Active Hosts' }))
    expect(await screen.findByRole('rowheader', { name: 'Lin Kedin' })).toBeInTheDocument()
  })

  it('rejects a pending host and reports a failure', async () => {
    expectConsoleError('PATCH /api/hosts/22/approve failed:')
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/hosts/pending': { body: [without] },
        'PATCH /api/hosts/22/approve': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
      },
      '/admin?tab=pending-hosts',
    )
    await user.click(await screen.findByRole('button', { name: 'Reject No Link' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Failed to update host status')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/hosts/22/approve')[0].body).toEqual({ approved: false })
  })

  it('asks before rejecting, names the person in the toast and moves focus to the next row', async () => {
    const user = userEvent.setup()
    const answer = deferred({ body: { ...withLinkedIn } })
    const { api } = renderAdmin(
      adminUser,
      { 'GET /api/hosts/pending': { body: [withLinkedIn, without] }, 'PATCH /api/hosts/21/approve': answer.handler },
      '/admin?tab=pending-hosts',
    )
    await user.click(await screen.findByRole('button', { name: 'Reject Lin Kedin' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to reject this host?' })
    expect(confirm).toHaveTextContent('Lin Kedin (lin@example.com)')
    // Backing out sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/hosts/21/approve')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Reject Lin Kedin' }))
    // An optional reason, sent to them in the decision email.
    await user.type(within(screen.getByRole('alertdialog')).getByLabelText('Reason (optional)'), 'We have a Dayton host already.')
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject' }))
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rejecting...' })).toBeDisabled()
    api.set('GET /api/hosts/pending', { body: [without] })
    answer.release()
    expect(await screen.findByText('Host approval status updated successfully')).toBeInTheDocument()
    expect(screen.getByText('Rejected Lin Kedin')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    // The next row's first control (site/src/lib/focusAfterRemoval.ts): its email link.
    await waitFor(() => expect(screen.getByRole('link', { name: 'nolink@example.com' })).toHaveFocus())
    expect(api.callsTo('PATCH', '/api/hosts/21/approve')[0].body).toEqual({
      approved: false,
      reason: 'We have a Dayton host already.',
    })
  })

  it("keeps the page's notices out of the reject dialog", async () => {
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      {
        'GET /api/hosts/pending': { body: [withLinkedIn, without] },
        'PATCH /api/hosts/21/approve': () => ({ body: { ...withLinkedIn } }),
      },
      '/admin?tab=pending-hosts',
    )
    await user.click(await screen.findByRole('button', { name: 'Approve Lin Kedin' }))
    expect(await screen.findByText('Approved Lin Kedin')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reject No Link' }))
    const reject = screen.getByRole('alertdialog', { name: 'Are you sure you want to reject this host?' })
    expect(within(reject).queryByText('Approved Lin Kedin')).not.toBeInTheDocument()
    expect(within(reject).queryByText('Host approval status updated successfully')).not.toBeInTheDocument()
  })

  it('shows rejected applicants on request and approves one again; focus stays in the tab panel when none are left', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/hosts/pending': { body: [] },
        'GET /api/hosts/rejected': { body: [without] },
        'PATCH /api/hosts/22/approve': () => {
          api.set('GET /api/hosts/rejected', { body: [] })
          return { body: { ...without } }
        },
      },
      '/admin?tab=pending-hosts',
    )
    expect(await screen.findByText('No pending hosts')).toBeInTheDocument()
    const filter = screen.getByRole('group', { name: 'Show applicants' })
    expect(within(filter).getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(filter).getByRole('button', { name: 'Rejected' }))
    expect(within(filter).getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true')
    const table = await screen.findByRole('table', { name: 'Rejected Hosts' })
    expect(within(table).queryByRole('button', { name: 'Reject No Link' })).not.toBeInTheDocument()
    await user.click(within(table).getByRole('button', { name: 'Approve No Link' }))
    expect(await screen.findByText('Approved No Link')).toBeInTheDocument()
    expect(await screen.findByText('No rejected hosts')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus())
    expect(api.callsTo('PATCH', '/api/hosts/22/approve')[0].body).toEqual({ approved: true })
  })
})
