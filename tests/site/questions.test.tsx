import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { BEFORE_THE_EVENT, freezeDate } from './clock'
import { makeEvent, mockApi, registered } from './mockApi'
import { renderApp } from './renderApp'
import { expectConsoleError } from './setup'
import type { Question } from '../../contract/questions'

const questions: Question[] = [
  {
    id: 'qshop',
    label: 'Which shop?',
    kind: 'single',
    required: true,
    options: ['Metal', 'Wood'],
    hostOnly: false,
    showAtDoor: false,
  },
  { id: 'qdiet', label: 'Dietary needs', kind: 'text', required: false, options: [], hostOnly: false, showAtDoor: true },
  {
    id: 'qphoto',
    label: 'Photos of me are fine',
    kind: 'consent',
    required: true,
    options: [],
    hostOnly: false,
    showAtDoor: true,
  },
]

function renderEvent() {
  const api = mockApi({
    'GET /api/events/1': { body: makeEvent({ questions }) },
    'GET /api/events/1/attendee-count': { body: { count: 1 } },
    'GET /api/events/1/companies': { body: { companies: [] } },
    'GET /api/events': { body: [] },
  })
  renderApp(<AppRoutes />, { route: '/events/1' })
  return api
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
})

describe('registration questions on the event page', () => {
  it('asks the questions, marks missing required answers on their fields, and sends the answers', async () => {
    const user = userEvent.setup()
    const api = renderEvent()
    await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    const shop = screen.getByRole('group', { name: 'Which shop?' })
    expect(await within(shop).findByText('This question is required')).toBeInTheDocument()
    expect(screen.getAllByText('This question is required')).toHaveLength(2)
    expect(api.callsTo('POST', '/api/events/1/attendees')).toHaveLength(0)

    api.set('POST /api/events/1/attendees', { status: 201, body: registered() })
    await user.click(within(shop).getByLabelText('Wood'))
    await user.type(screen.getByLabelText(/Dietary needs/), 'Vegan')
    await user.click(screen.getByLabelText('Photos of me are fine'))
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    const [call] = api.callsTo('POST', '/api/events/1/attendees')
    expect((call.body as { answers: unknown }).answers).toEqual({ qshop: 'Wood', qdiet: 'Vegan', qphoto: true })
  })

  it("puts the server's errors on the question they name", async () => {
    expectConsoleError('POST /api/events/1/attendees failed: Choose one of the options')
    const user = userEvent.setup()
    const api = renderEvent()
    api.set('POST /api/events/1/attendees', {
      status: 400,
      body: { message: 'Choose one of the options', errors: { 'answers.qshop': 'Choose one of the options' } },
    })
    await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
    await user.click(screen.getByLabelText('Metal'))
    await user.click(screen.getByLabelText('Photos of me are fine'))
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    const shop = screen.getByRole('group', { name: 'Which shop?' })
    expect(await within(shop).findByText('Choose one of the options')).toBeInTheDocument()
  })
})

describe('registration questions on the manage page', () => {
  const TOKEN = 'k3Yb0ard-Cat_9'
  const PATH = `/api/registrations/${TOKEN}`
  const registration = {
    id: 41,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    status: 'registered' as const,
    answers: { qshop: 'Metal', qphoto: true },
  }

  function renderManage(patch: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({
      [`GET ${PATH}`]: { body: { registration, event: makeEvent({ questions }) } },
      'GET /api/events': { body: [] },
      ...patch,
    })
    renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
    return api
  }

  it('shows the answers given and sends the changed ones by the same rules', async () => {
    const user = userEvent.setup()
    const api = renderManage({
      [`PATCH ${PATH}`]: { body: { ...registration, answers: { qshop: 'Wood', qdiet: 'Vegan', qphoto: true } } },
    })
    const form = await screen.findByRole('form', { name: 'Your details' })
    const shop = within(form).getByRole('group', { name: 'Which shop?' })
    expect(within(shop).getByRole('radio', { name: 'Metal' })).toBeChecked()
    expect(within(form).getByRole('checkbox', { name: 'Photos of me are fine' })).toBeChecked()
    // A required consent taken back is refused on its own field; nothing is sent.
    await user.click(within(form).getByRole('checkbox', { name: 'Photos of me are fine' }))
    await user.click(within(form).getByRole('button', { name: 'Save my details' }))
    expect(await within(form).findByText('This question is required')).toBeInTheDocument()
    expect(api.callsTo('PATCH', PATH)).toHaveLength(0)

    await user.click(within(form).getByRole('checkbox', { name: 'Photos of me are fine' }))
    await user.click(within(shop).getByRole('radio', { name: 'Wood' }))
    await user.type(within(form).getByRole('textbox', { name: /Dietary needs/ }), 'Vegan')
    await user.click(within(form).getByRole('button', { name: 'Save my details' }))
    expect(await screen.findByText('Registration updated')).toBeInTheDocument()
    expect(api.callsTo('PATCH', PATH)[0].body).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      answers: { qshop: 'Wood', qdiet: 'Vegan', qphoto: true },
    })
  })

  it("puts the server's answer errors on their question", async () => {
    expectConsoleError(`PATCH ${PATH} failed:`)
    const user = userEvent.setup()
    renderManage({
      [`PATCH ${PATH}`]: {
        status: 400,
        body: { message: 'Choose one of the options', errors: { 'answers.qshop': 'Choose one of the options' } },
      },
    })
    const form = await screen.findByRole('form', { name: 'Your details' })
    await user.type(within(form).getByRole('textbox', { name: /Dietary needs/ }), 'None')
    await user.click(within(form).getByRole('button', { name: 'Save my details' }))
    expect(await screen.findByText('Failed to update registration')).toBeInTheDocument()
    expect(within(within(form).getByRole('group', { name: 'Which shop?' })).getByRole('alert')).toHaveTextContent(
      'Choose one of the options',
    )
  })
})
