import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { AppLayout } from '../../site/src/app/AppLayout'
import { ForgotPasswordPage } from '../../site/src/app/routes/ForgotPasswordPage'
import { LoginPage } from '../../site/src/app/routes/LoginPage'
import { ResetPasswordPage } from '../../site/src/app/routes/ResetPasswordPage'
import { deferred, mockApi, type ApiRoutes } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'

const SENT = "If an account exists for that email, we've sent a link to reset your password. It works for one hour."
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.'

function renderAt(route: string, routes: ApiRoutes = {}) {
  const api = mockApi(routes)
  renderApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/auth/forgot" element={<ForgotPasswordPage />} />
        <Route path="/auth/reset" element={<ResetPasswordPage />} />
      </Route>
    </Routes>,
    { route },
  )
  return api
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('forgot password', () => {
  it('is linked from sign in, validates the address and shows the same answer whatever the address', async () => {
    const user = userEvent.setup()
    const reply = deferred({ body: { message: SENT } })
    const api = renderAt('/auth', { 'POST /api/auth/forgot-password': reply.handler })
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/forgot-password')).toHaveLength(0)
    await user.type(screen.getByLabelText('Email'), 'rita@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    reply.release()
    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(screen.queryByRole('form', { name: 'Reset your password' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0].body).toEqual({ email: 'rita@example.com' })
  })

  it('says so when the server refuses (too many requests)', async () => {
    expectConsoleError('POST /api/auth/forgot-password failed:')
    const user = userEvent.setup()
    renderAt('/auth/forgot', {
      'POST /api/auth/forgot-password': { status: 429, body: { message: 'Too many requests. Please try again later.' } },
    })
    await user.type(await screen.findByLabelText('Email'), 'rita@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Could not send the reset link')).toBeInTheDocument()
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument()
  })
})

describe('reset password', () => {
  it('checks the new password as the password change does, sends it with the token and goes to sign in', async () => {
    const user = userEvent.setup()
    const api = renderAt('/auth/reset?token=abc123', {
      'POST /api/auth/reset-password': { body: { message: 'Your password has been reset. You can now sign in.' } },
    })
    await user.type(await screen.findByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm new password'), 'other')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('New password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0)
    await user.clear(screen.getByLabelText('New password'))
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass-1')
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass-1')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Password reset')).toBeInTheDocument()
    expect(screen.getByText('Your password has been reset. You can now sign in.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/reset-password')[0].body).toEqual({ token: 'abc123', password: 'brand-new-pass-1' })
  })

  it('explains a used or expired link and offers a new one', async () => {
    expectConsoleError('POST /api/auth/reset-password failed:')
    const user = userEvent.setup()
    renderAt('/auth/reset?token=used', { 'POST /api/auth/reset-password': { status: 400, body: { message: INVALID } } })
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass-1')
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass-1')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)
    await user.click(screen.getByRole('link', { name: 'Send a new link' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument()
  })

  it('without a token says the link cannot be used', async () => {
    renderAt('/auth/reset')
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('shows why a pending host is refused', async () => {
    expectConsoleError('POST /api/auth/reset-password failed:')
    const user = userEvent.setup()
    renderAt('/auth/reset?token=t', {
      'POST /api/auth/reset-password': { status: 403, body: { message: 'Your host application is awaiting review' } },
    })
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass-1')
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass-1')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument()
    expect(screen.getByText('Your host application is awaiting review')).toBeInTheDocument()
  })
})
