import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../../site/src/app/AppRoutes'
import { hostUser, makeEvent as publicEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { expectConsoleError } from '../setup'
import { eventRoutes, makeEvent, renderAdmin } from './renderAdmin'
import type { CurrentUser } from '../../../contract/types'
import type { TeamMemberDto } from '../../../contract/team'

const owner: TeamMemberDto = { userId: 7, name: 'Hana Host', email: 'hana@example.com', role: 'owner' }
const cora: TeamMemberDto = { userId: 8, name: 'Cora Cohost', email: 'cora@example.com', role: 'cohost' }

async function openTeam(user: CurrentUser, team: TeamMemberDto[]) {
  const clicks = userEvent.setup()
  const event = makeEvent({ hostId: 7 })
  const { api } = renderAdmin(user, { ...eventRoutes(user, [event]), 'GET /api/events/11/team': { body: team } })
  await clicks.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
  const section = within(dialog).getByRole('region', { name: 'Team' })
  await within(section).findByText('Hana Host')
  return { clicks, api, section: within(section) }
}

describe('the Team section of the event dialog', () => {
  it('the owner adds a co-host by email, sees a refusal on the field, and removes a co-host', async () => {
    expectConsoleError('POST /api/events/11/team failed: No approved host with that email')
    const { clicks, api, section } = await openTeam(hostUser, [owner])
    expect(section.getByRole('list', { name: 'Team members' }).textContent).toContain('Owner')

    api.set('POST /api/events/11/team', { status: 404, body: { message: 'No approved host with that email' } })
    const email = section.getByLabelText("Co-host's email")
    await clicks.type(email, 'nobody@example.com')
    await clicks.click(section.getByRole('button', { name: 'Add co-host' }))
    expect(await section.findByText('No approved host with that email')).toBeInTheDocument()
    expect(email).toHaveFocus()

    api.set('POST /api/events/11/team', { status: 201, body: cora })
    api.set('GET /api/events/11/team', { body: [owner, cora] })
    await clicks.clear(email)
    await clicks.type(email, 'cora@example.com')
    await clicks.click(section.getByRole('button', { name: 'Add co-host' }))
    expect(await screen.findByText('Co-host added')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/team').map((call) => call.body)).toEqual([
      { email: 'nobody@example.com' },
      { email: 'cora@example.com' },
    ])
    expect(await section.findByText('Cora Cohost')).toBeInTheDocument()
    expect(section.queryByRole('button', { name: 'Remove Hana Host from the team' })).not.toBeInTheDocument()

    api.set('DELETE /api/events/11/team/8', { body: { message: 'Removed from the team' } })
    api.set('GET /api/events/11/team', { body: [owner] })
    await clicks.click(section.getByRole('button', { name: 'Remove Cora Cohost from the team' }))
    expect(await screen.findByText('Co-host removed')).toBeInTheDocument()
    await waitFor(() => expect(section.queryByText('Cora Cohost')).not.toBeInTheDocument())
  })

  it('a co-host sees the team but cannot change it; each person opts in to being named', async () => {
    const coraUser: CurrentUser = { id: 8, name: 'Cora Cohost', email: 'cora@example.com', role: 'HOST', approved: true }
    const { clicks, api, section } = await openTeam(coraUser, [owner, cora])
    expect(section.getByText('Cora Cohost')).toBeInTheDocument()
    expect(section.queryByLabelText("Co-host's email")).not.toBeInTheDocument()
    expect(section.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()

    api.set('PATCH /api/user/settings', { body: { showNameOnEvents: true } })
    const optIn = section.getByLabelText('Show my name on the pages of the events I host')
    await waitFor(() => expect(optIn).toBeEnabled())
    await clicks.click(optIn)
    await waitFor(() => expect(optIn).toBeChecked())
    expect(api.callsTo('PATCH', '/api/user/settings').map((call) => call.body)).toEqual([{ showNameOnEvents: true }])
  })
})

describe('the event page', () => {
  it('names the hosts who opted in', async () => {
    mockApi({
      'GET /api/events/1': { body: publicEvent() },
      'GET /api/events/1/attendee-count': { body: { count: 12 } },
      'GET /api/events/1/companies': { body: { companies: [] } },
      'GET /api/events/1/hosts': {
        body: [
          { name: 'Hana Host', role: 'owner' },
          { name: 'Cora Cohost', role: 'cohost' },
        ],
      },
    })
    renderApp(<AppRoutes />, { route: '/events/1' })
    expect(await screen.findByText('Hosted by Hana Host and Cora Cohost')).toBeInTheDocument()
  })
})
