import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen } from '@testing-library/react'
import { AppRoutes } from '../../../site/src/app/AppRoutes'
import { EventHosts } from '../../../site/src/features/events/components/EventHosts'
import { i18n } from '../../../site/src/i18n/i18n'
import { makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { BEFORE_THE_EVENT, freezeDate } from '../clock'
import { compiledCatalogue } from './catalogue'
import type { ManagedRegistrationDto } from '../../../contract/registrations'

const inLanguage = (locale: string) => i18n.activate(locale, locale === 'en' ? {} : compiledCatalogue(locale))

const TOKEN = 'k3Yb0ard-Cat_9'
// 7:05 PM in New York (the night's zone, makeEvent; EDT by then) on the night.
const CHECKED_IN = '2026-03-14T23:05:00.000Z'

function manage() {
  const body: ManagedRegistrationDto = {
    registration: {
      id: 41,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      status: 'registered',
      checkedInAt: CHECKED_IN,
    },
    event: makeEvent(),
  }
  mockApi({ [`GET /api/registrations/${TOKEN}`]: { body }, 'GET /api/events': { body: [] } })
  renderApp(<AppRoutes />, { route: `/registrations/${TOKEN}` })
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  inLanguage('en')
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('the manage page in each language', () => {
  it('keeps the spec-shaped English, with the time on a 12-hour clock', async () => {
    manage()
    expect(await screen.findByRole('heading', { name: "You're registered" })).toBeInTheDocument()
    expect(screen.getByText('Checked in at 7:05 PM.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Correct your details' })).toBeInTheDocument()
  })

  it('speaks German (Sie), with the time as German writes it and the date through Intl', async () => {
    inLanguage('de')
    manage()
    expect(await screen.findByRole('heading', { name: 'Sie sind angemeldet' })).toBeInTheDocument()
    expect(screen.getByText('Eingecheckt um 19:05.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Korrigieren Sie Ihre Angaben' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sie können nicht kommen?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Meine Anmeldung stornieren' })).toBeInTheDocument()
    expect(screen.getAllByText(/Samstag, 14\. März 2026/).length).toBeGreaterThan(0)
    // Host content as written.
    expect(screen.getByText('Analytical Engines')).toBeInTheDocument()
  })
})

describe('"Hosted by" names the team as each language lists names', () => {
  const team = (names: string[]) =>
    mockApi({ 'GET /api/events/7/hosts': { body: names.map((name) => ({ name, role: 'cohost' })) } })

  it.each([
    ['en', 'Hosted by Ana, Ben and Chloé'],
    ['es', 'Organizado por Ana, Ben y Chloé'],
    ['fr', 'Organisée par Ana, Ben et Chloé'],
    ['de', 'Gastgeber: Ana, Ben und Chloé'],
  ])('in %s', async (locale, line) => {
    inLanguage(locale)
    team(['Ana', 'Ben', 'Chloé'])
    renderApp(<EventHosts eventId={7} />)
    expect(await screen.findByText(line)).toBeInTheDocument()
  })

  it('says two names without a comma in English', async () => {
    team(['Ana', 'Ben'])
    renderApp(<EventHosts eventId={7} />)
    expect(await screen.findByText('Hosted by Ana and Ben')).toBeInTheDocument()
  })
})
