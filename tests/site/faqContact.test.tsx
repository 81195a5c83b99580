import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { act, screen, waitFor } from '@testing-library/react'
import { toast } from 'react-hot-toast'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { mockApi, never } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'

afterEach(() => {
  jest.restoreAllMocks()
})

describe('FAQ page', () => {
  it('shows a spinner while loading', async () => {
    mockApi({ 'GET /api/faqs': never })
    renderApp(<AppRoutes />, { route: '/faq' })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading FAQs...')
  })

  it('shows "Error loading FAQs" on failure', async () => {
    expectConsoleError('GET /api/faqs failed:')
    mockApi({ 'GET /api/faqs': { status: 500, body: { message: 'down' } } })
    renderApp(<AppRoutes />, { route: '/faq' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading FAQs')
  })

  it('shows question and answer cards in order', async () => {
    mockApi({
      'GET /api/faqs': {
        body: [
          { id: 1, question: 'Is it free?', answer: 'Yes, just register.', order: 0 },
          { id: 2, question: 'Can I bring a friend?', answer: 'Of course.', order: 1 },
        ],
      },
    })
    renderApp(<AppRoutes />, { route: '/faq' })
    const questions = await screen.findAllByRole('heading', { level: 2 })
    expect(questions.map((q) => q.textContent)).toEqual(['Is it free?', 'Can I bring a friend?'])
    expect(screen.getByText('Yes, just register.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('FAQ · Makers Pub Night'))
  })

  it('shows an empty state without questions', async () => {
    mockApi({ 'GET /api/faqs': { body: [] } })
    renderApp(<AppRoutes />, { route: '/faq' })
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument()
  })
})

describe('contact page', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Name'), 'Grace')
    await user.type(screen.getByLabelText('Email'), 'grace@example.com')
    await user.type(screen.getByLabelText('Message'), 'I would love to sponsor a night.')
  }

  it('validates name, email and message', async () => {
    const user = userEvent.setup()
    const api = mockApi()
    renderApp(<AppRoutes />, { route: '/contact' })
    await user.type(await screen.findByLabelText('Message'), 'Too short')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'grace@')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/contact')).toHaveLength(0)
  })

  it('sends the message and leaves a lasting "Thanks, we\'ll reply to {email}" in place of the form', async () => {
    const user = userEvent.setup()
    const api = mockApi({ 'POST /api/contact': { status: 201, body: { message: 'Message sent' } } })
    renderApp(<AppRoutes />, { route: '/contact' })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message sent')).toBeInTheDocument()
    expect(screen.getByText("We'll get back to you soon!")).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/contact')[0].body).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
      message: 'I would love to sponsor a night.',
      website: '',
      formFillMs: expect.any(Number),
    })
    // The thanks stays after the toast has gone, and has the focus.
    act(() => toast.remove())
    const thanks = screen.getByText("Thanks, we'll reply to grace@example.com")
    expect(thanks.closest('[tabindex="-1"]')).toHaveFocus()
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument()
    // Another message starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    expect(screen.getByLabelText('Message')).toHaveValue('')
  })

  it('sends the bot guard: what was typed into the hidden honeypot, and how long the form was open', async () => {
    const user = userEvent.setup()
    const before = Date.now()
    const api = mockApi({ 'POST /api/contact': { status: 201, body: { message: 'Message sent' } } })
    renderApp(<AppRoutes />, { route: '/contact' })
    const trap = await screen.findByLabelText('Leave this empty')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(trap, 'spam')
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText('Message sent')
    const body = api.callsTo('POST', '/api/contact')[0].body as { website: string; formFillMs: number }
    expect(body.website).toBe('spam')
    expect(body.formFillMs).toBeGreaterThanOrEqual(0)
    expect(body.formFillMs).toBeLessThanOrEqual(Date.now() - before)
  })

  it('shows "Error" / "Failed to send message" on failure', async () => {
    expectConsoleError('POST /api/contact failed:')
    const user = userEvent.setup()
    mockApi({ 'POST /api/contact': { status: 500, body: { message: 'mail down' } } })
    renderApp(<AppRoutes />, { route: '/contact' })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('I would love to sponsor a night.')
  })
})
