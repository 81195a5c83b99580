import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { AppLayout } from '../../site/src/app/AppLayout'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { adminUser, mockApi } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'

/** The real layout around stand-in pages, so these tests do not depend on the dashboard. */
function LayoutWithStubs() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<p>Home stub</p>} />
        <Route path="/faq" element={<p>FAQ stub</p>} />
        <Route path="/admin/*" element={<p>Dashboard stub</p>} />
      </Route>
    </Routes>
  )
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('app shell', () => {
  it('shows the not-found screen for an unknown path', async () => {
    mockApi()
    renderApp(<AppRoutes />, { route: '/nowhere' })
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Makers Pub Night'))
  })

  it('has the footer links of the spec, with Admin when signed out', async () => {
    mockApi()
    renderApp(<LayoutWithStubs />)
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }))
    await waitFor(() => expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/auth'))
    const links = footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Events', '/'],
      ['Host an Event', '/contact'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Admin', '/auth'],
    ])
  })

  it('shows Dashboard in the footer when signed in, and Logout only on /admin paths', async () => {
    mockApi({ 'GET /api/user': { body: adminUser } })
    const first = renderApp(<LayoutWithStubs />, { route: '/faq' })
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }))
    expect(await footer.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin')
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    first.unmount()

    renderApp(<LayoutWithStubs />, { route: '/admin/events' })
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('offers the dashboard in the header when signed in, instead of Become a Host', async () => {
    mockApi({ 'GET /api/user': { body: adminUser } })
    renderApp(<LayoutWithStubs />, { route: '/faq' })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin')
    expect(within(nav).queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument()
  })

  it('folds the links behind a Menu button that opens them and closes when one is followed', async () => {
    const user = userEvent.setup()
    mockApi()
    renderApp(<LayoutWithStubs />, { route: '/' })
    // Shown only on narrow screens (a media query jsdom does not apply), so found by its text.
    const menu = (await screen.findByText('Menu')).closest('button')!
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(menu).toHaveAttribute('aria-controls', nav.id)
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(nav).toHaveAttribute('data-open', 'true')
    await user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(menu)
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }))
    expect(await screen.findByText('FAQ stub')).toBeInTheDocument()
    expect(menu).toHaveAttribute('aria-expanded', 'false')
  })

  it('hides Logout on /admin when signed out', async () => {
    mockApi()
    renderApp(<LayoutWithStubs />, { route: '/admin' })
    await screen.findByRole('link', { name: 'Admin' })
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('logs out, clears the user and goes to /', async () => {
    const user = userEvent.setup()
    const api = mockApi({ 'GET /api/user': { body: adminUser }, 'POST /api/logout': { body: { message: 'Signed out' } } })
    renderApp(<LayoutWithStubs />, { route: '/admin' })
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Home stub')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1)
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('only logs a failed logout', async () => {
    expectConsoleError('POST /api/logout failed:')
    expectConsoleError('Logout failed:')
    const user = userEvent.setup()
    mockApi({ 'GET /api/user': { body: adminUser }, 'POST /api/logout': { status: 500, body: { message: 'nope' } } })
    renderApp(<LayoutWithStubs />, { route: '/admin' })
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Logout failed:', expect.anything()))
    expect(screen.getByText('Dashboard stub')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows the product name setting in the header', async () => {
    mockApi({
      'GET /api/settings': { body: { productName: 'Makers Night Leeds', tagline: '', contactEmail: null, retentionDays: 365 } },
    })
    renderApp(<LayoutWithStubs />)
    expect(await screen.findByRole('link', { name: 'Makers Night Leeds' })).toHaveAttribute('href', '/')
  })
})
