import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../../site/src/app/AppRoutes'
import { i18n } from '../../../site/src/i18n/i18n'
import { BEFORE_THE_EVENT, freezeDate } from '../clock'
import { makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { expectConsoleError } from '../setup'
import { compiledCatalogue } from './catalogue'
import type { Question } from '../../../contract/questions'

/**
 * What a German registrant meets when something goes wrong, all in German (issue 55): the form's
 * own check of a night's required questions, a phone with no network (the browser's "Failed to
 * fetch" is English in every language), and a gateway's error page instead of our JSON.
 */
const questions: Question[] = [
  {
    id: 'qshop',
    label: 'Welche Werkstatt?',
    kind: 'single',
    required: true,
    options: ['Metall', 'Holz'],
    hostOnly: false,
    showAtDoor: false,
  },
  {
    id: 'qphoto',
    label: 'Fotos sind in Ordnung',
    kind: 'consent',
    required: true,
    options: [],
    hostOnly: false,
    showAtDoor: false,
  },
]

function renderNight() {
  const api = mockApi({
    'GET /api/events/1': { body: makeEvent({ questions }) },
    'GET /api/events/1/attendee-count': { body: { count: 1 } },
    'GET /api/events/1/companies': { body: { companies: [] } },
    'GET /api/events': { body: [] },
  })
  renderApp(<AppRoutes />, { route: '/events/1' })
  return api
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, answer: boolean) {
  await user.type(await screen.findByLabelText('Name'), 'Greta Gießer')
  await user.type(screen.getByLabelText('E-Mail'), 'greta@example.com')
  await user.type(screen.getByLabelText('Firma'), 'Gießerei Nord')
  if (answer) {
    await user.click(screen.getByLabelText('Holz'))
    await user.click(screen.getByLabelText('Fotos sind in Ordnung'))
  }
  await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }))
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
  i18n.activate('de', compiledCatalogue('de'))
})

afterEach(() => {
  i18n.activate('en', {})
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('a German registrant when something goes wrong', () => {
  it('reads the missing answers to required questions in German, on each question', async () => {
    const user = userEvent.setup()
    const api = renderNight()
    await fillAndSend(user, false)
    const shop = screen.getByRole('group', { name: 'Welche Werkstatt?' })
    expect(await within(shop).findByText('Diese Frage ist eine Pflichtfrage')).toBeInTheDocument()
    expect(screen.getAllByText('Diese Frage ist eine Pflichtfrage')).toHaveLength(2)
    expect(screen.queryByText('This question is required')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/1/attendees')).toHaveLength(0)
  })

  it('is told in German that the server could not be reached, not the browser’s "Failed to fetch"', async () => {
    const user = userEvent.setup()
    const api = renderNight()
    api.set('POST /api/events/1/attendees', () => {
      throw new TypeError('Failed to fetch')
    })
    await fillAndSend(user, true)
    expect(
      await screen.findByText('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument()
  })

  it('reads the form’s own default in German when a gateway answers with its error page, never its HTML', async () => {
    expectConsoleError('POST /api/events/1/attendees failed:')
    const user = userEvent.setup()
    const api = renderNight()
    api.set('POST /api/events/1/attendees', { status: 502, text: '<html><body><h1>502 Bad Gateway</h1></body></html>' })
    await fillAndSend(user, true)
    expect(await screen.findByText('Anmeldung zur Veranstaltung fehlgeschlagen')).toBeInTheDocument()
    expect(screen.queryByText(/Bad Gateway/)).not.toBeInTheDocument()
  })
})
