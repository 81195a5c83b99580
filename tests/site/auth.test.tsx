import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { act, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'react-hot-toast'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { AppLayout } from '../../site/src/app/AppLayout'
import { HostPage } from '../../site/src/app/routes/HostPage'
import { LoginPage } from '../../site/src/app/routes/LoginPage'
import { RedirectIfSignedIn } from '../../site/src/app/routes/RedirectIfSignedIn'
import { adminUser, deferred, hostUser, mockApi, type ApiRoutes } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'

/** The real pages and guard, with a stand-in dashboard. */
function Pages() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<p>Home stub</p>} />
        <Route path="/admin/*" element={<p>Dashboard stub</p>} />
        <Route
          path="/auth"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/host"
          element={
            <RedirectIfSignedIn>
              <HostPage />
            </RedirectIfSignedIn>
          }
        />
      </Route>
    </Routes>
  )
}

function renderAt(route: string, routes: ApiRoutes = {}) {
  const api = mockApi(routes)
  renderApp(<Pages />, { route })
  return api
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('login', () => {
  it('shows "Welcome Back" and validates email and password', async () => {
    const user = userEvent.setup()
    const api = renderAt('/auth')
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/login')).toHaveLength(0)
  })

  it('signs in, welcomes the user and goes to /admin', async () => {
    const user = userEvent.setup()
    const reply = deferred({ body: adminUser })
    const api = renderAt('/auth', { 'POST /api/login': reply.handler })
    await user.type(screen.getByLabelText('Email'), 'max@example.com')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    reply.release()
    expect(await screen.findByText('Login successful')).toBeInTheDocument()
    expect(screen.getByText('Welcome back, Max Master!')).toBeInTheDocument()
    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/login')[0].body).toEqual({ email: 'max@example.com', password: 'correct horse' })
    // The user query now holds the user: the footer offers the dashboard and Logout shows.
    expect(
      within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Dashboard' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('shows the server message when login fails', async () => {
    expectConsoleError('POST /api/login failed:')
    const user = userEvent.setup()
    renderAt('/auth', { 'POST /api/login': { status: 401, body: { message: 'Invalid email or password' } } })
    await user.type(screen.getByLabelText('Email'), 'max@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    // The failure stays next to the form (an alert above the fields), besides the spec's toast.
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!
    const stays = await within(form).findByRole('alert')
    expect(within(stays).getByText('Login failed')).toBeInTheDocument()
    expect(within(stays).getByText('Invalid email or password')).toBeInTheDocument()
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2)
    // The toast goes; the inline message stays until the next attempt.
    act(() => toast.remove())
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument()
  })

  it.each(['/auth', '/host'])('sends a signed-in user from %s to /admin', async (route) => {
    renderAt(route, { 'GET /api/user': { body: hostUser } })
    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument()
  })
})

describe('host registration', () => {
  /** The spec's fields, then (unless `specOnly`) the optional City and note for the reviewer. */
  async function fill(user: ReturnType<typeof userEvent.setup>, linkedin = '', { specOnly = false } = {}) {
    await user.type(screen.getByLabelText('Name'), 'Hana Host')
    await user.type(screen.getByLabelText('Email'), 'hana@example.com')
    await user.type(screen.getByLabelText('Password'), 'long enough')
    await user.type(screen.getByLabelText('Phone'), '312-555-0199')
    if (linkedin) await user.type(screen.getByLabelText(/LinkedIn profile URL/), linkedin)
    if (specOnly) return
    await user.type(screen.getByLabelText('City (optional)'), 'Springfield')
    await user.type(screen.getByLabelText('What would you like to run? (optional)'), 'A monthly night for machinists.')
  }

  it('shows the form with the review note and validates it', async () => {
    const user = userEvent.setup()
    renderAt('/host')
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Host' })).toBeInTheDocument()
    expect(screen.getByText(/An administrator reviews every application/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/LinkedIn profile URL/), 'https://example.com/me')
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('Phone number is required')).toBeInTheDocument()
    expect(screen.getByText('Must be a LinkedIn profile URL')).toBeInTheDocument()
    // Only the spec's fields are required: where and what they would run are the reviewer's extras.
    expect(screen.getByLabelText('City (optional)')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('What would you like to run? (optional)')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('City is required')).not.toBeInTheDocument()
    // Letters are not a phone number, whatever the length.
    await user.type(screen.getByLabelText('Phone'), 'call me maybe please')
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/LinkedIn profile URL/))
    await user.type(screen.getByLabelText(/LinkedIn profile URL/), 'not a url')
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    expect(await screen.findByText('Must be a valid LinkedIn URL')).toBeInTheDocument()
  })

  it('toasts the spec\'s "Registration successful" / "Welcome, {name}!", keeps "Application received — pending review" and does not sign the host in', async () => {
    const user = userEvent.setup()
    const api = renderAt('/host', {
      'POST /api/register': {
        status: 201,
        body: { id: 8, name: 'Hana Host', email: 'hana@example.com', role: 'HOST', approved: false },
      },
    })
    await fill(user, 'https://www.linkedin.com/in/hana')
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    expect(await screen.findByText('Application received — pending review')).toBeInTheDocument()
    // The spec's toast, besides the lasting note that says what happens next.
    const toast = (await screen.findByText('Registration successful')).closest('[role="status"]')!
    expect(toast).toHaveTextContent('Welcome, Hana Host!')
    expect(api.callsTo('POST', '/api/register')[0].body).toEqual({
      name: 'Hana Host',
      email: 'hana@example.com',
      password: 'long enough',
      phone: '312-555-0199',
      linkedinUrl: 'https://www.linkedin.com/in/hana',
      city: 'Springfield',
      hostingNote: 'A monthly night for machinists.',
      website: '',
      formFillMs: expect.any(Number),
    })
    // Still signed out: no redirect, and the footer still offers Admin.
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument()
    expect(screen.queryByText('Dashboard stub')).not.toBeInTheDocument()
  })

  it('sends the application without the optional City and note', async () => {
    const user = userEvent.setup()
    const api = renderAt('/host', {
      'POST /api/register': {
        status: 201,
        body: { id: 8, name: 'Hana Host', email: 'hana@example.com', role: 'HOST', approved: false },
      },
    })
    await fill(user, '', { specOnly: true })
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    await screen.findByText('Application received — pending review')
    expect(api.callsTo('POST', '/api/register')[0].body).toMatchObject({ city: null, hostingNote: null })
  })

  it('sends no LinkedIn URL when left empty', async () => {
    const user = userEvent.setup()
    const api = renderAt('/host', {
      'POST /api/register': {
        status: 201,
        body: { id: 8, name: 'Hana Host', email: 'hana@example.com', role: 'HOST', approved: false },
      },
    })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    await screen.findByText('Application received — pending review')
    expect(api.callsTo('POST', '/api/register')[0].body).toMatchObject({ linkedinUrl: null })
  })

  it('shows "Registration failed" with the server message', async () => {
    expectConsoleError('POST /api/register failed:')
    const user = userEvent.setup()
    renderAt('/host', { 'POST /api/register': { status: 409, body: { message: 'An account with this email already exists' } } })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Apply to Host' }))
    expect(await screen.findByText('Registration failed')).toBeInTheDocument()
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply to Host' })).toBeEnabled())
  })
})
