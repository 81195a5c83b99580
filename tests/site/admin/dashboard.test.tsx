import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hostUser, adminUser } from '../mockApi'
import { eventRoutes, renderAdmin } from './renderAdmin'

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

describe('admin dashboard access and tabs', () => {
  it('sends a signed-out visitor to /auth', async () => {
    renderAdmin(null)
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/auth')
  })

  it('shows a spinner while the user loads', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, []))
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Events Management' })).toBeInTheDocument()
  })

  it('gives a host only Events, Attendees, Outcomes, Password and API access, with Events selected', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, []))
    expect(await screen.findByRole('heading', { name: 'Events Management' })).toBeInTheDocument()
    const main = screen.getByRole('tablist', { name: 'Dashboard sections' })
    expect(
      within(main)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Events', 'Attendees', 'Outcomes', 'Password', 'API access'])
    expect(within(main).getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true')
  })

  it('gives the master admin all eleven tabs', async () => {
    renderAdmin(adminUser, eventRoutes(adminUser, []))
    await screen.findByRole('heading', { name: 'Events Management' })
    const main = screen.getByRole('tablist', { name: 'Dashboard sections' })
    expect(
      within(main)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Events',
      'Attendees',
      'Outcomes',
      'Password',
      'API access',
      'Active Hosts',
      'Pending Hosts',
      'Sponsors',
      'FAQs',
      'Reports',
      'Privacy',
    ])
  })

  it('ignores a master-only tab in the URL for a host and never asks for hosts', async () => {
    const { api } = renderAdmin(hostUser, eventRoutes(hostUser, []), '/admin?tab=pending-hosts')
    expect(await screen.findByRole('heading', { name: 'Events Management' })).toBeInTheDocument()
    expect(tabNames()).not.toContain('Pending Hosts')
    expect(api.calls.some((call) => call.path.startsWith('/api/hosts'))).toBe(false)
  })

  it('keeps the tab in the URL and opens it from the URL', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, eventRoutes(hostUser, []), '/admin?tab=password')
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Attendees' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=attendees')
    expect(await screen.findByText('No events found')).toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup()
    renderAdmin(adminUser, eventRoutes(adminUser, []))
    const events = await screen.findByRole('tab', { name: 'Events' })
    events.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Attendees' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Attendees' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Privacy' })).toHaveFocus()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('tab=privacy'))
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Privacy' }).id)
  })
})
