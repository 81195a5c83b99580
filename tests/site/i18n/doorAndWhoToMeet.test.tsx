import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import HostCheckInPage from '../../../site/src/features/door/components/HostCheckInPage'
import { NetworkingAggregate } from '../../../site/src/features/networking/components/NetworkingAggregate'
import { reasonSentence } from '../../../site/src/features/networking/lib/reasons'
import { swapGivesText } from '../../../site/src/features/networking/lib/swapGives'
import { i18n } from '../../../site/src/i18n/i18n'
import { checkInRoutes, hostUser, makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { doorPeople } from '../door/doorPeople'
import { compiledCatalogue } from './catalogue'

/** The door and "Who to meet" in the reader's language (issue 55): whole sentences, ICU plurals, Intl's clock. */
const inLanguage = (locale: string) => i18n.activate(locale, locale === 'en' ? {} : compiledCatalogue(locale))

afterEach(() => {
  inLanguage('en')
  jest.restoreAllMocks()
})

function renderDoor() {
  const event = makeEvent({ id: 11 })
  const server = checkInRoutes('/api/events/11', '/api/events/11/check-ins', event, doorPeople())
  mockApi({
    'GET /api/user': { body: hostUser },
    'GET /api/events/11/door-link': { body: { active: false, expiresAt: null } },
    ...server.routes,
  })
  renderApp(
    <Routes>
      <Route path="/admin/events/:id/check-in" element={<HostCheckInPage />} />
    </Routes>,
    { route: '/admin/events/11/check-in' },
  )
}

describe('the door in each language', () => {
  it.each([
    ['en', '1 of 3 checked in', 'Check-in: Spring Makers Night', 'Search by name or company', 'Checked in 7:42 PM', 'All synced'],
    [
      'es',
      '1 de 3 con entrada registrada',
      'Entrada: Spring Makers Night',
      'Buscar por nombre o empresa',
      'Entrada a las 19:42',
      'Todo sincronizado',
    ],
    [
      'fr',
      '1 sur 3 arrivés',
      'Accueil : Spring Makers Night',
      'Chercher par nom ou entreprise',
      'Arrivé·e à 19:42',
      'Tout est synchronisé',
    ],
    [
      'de',
      '1 von 3 eingecheckt',
      'Einlasskontrolle: Spring Makers Night',
      'Nach Name oder Firma suchen',
      'Eingecheckt um 19:42',
      'Alles synchronisiert',
    ],
  ])('in %s', async (locale, count, heading, search, checkedIn, status) => {
    inLanguage(locale)
    renderDoor()
    expect(await screen.findByText(count)).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
    expect(screen.getByLabelText(search)).toBeInTheDocument()
    // The time in the night's zone (New York), on the language's clock.
    expect(screen.getByText(checkedIn)).toBeInTheDocument()
    expect(screen.getByText(status)).toBeInTheDocument()
    // Host content as written.
    expect(screen.getByText('Engines Ltd')).toBeInTheDocument()
  })
})

describe('"Who to meet" counts with each language’s plurals', () => {
  const optedIn = async (count: number) => {
    mockApi({ 'GET /api/events/5/networking': { body: { optedIn: count, offers: {}, needs: {}, unmetNeeds: [] } } })
    renderApp(<NetworkingAggregate eventId={5} />)
    // The section's first line is the count.
    const line = () => document.querySelector('[aria-labelledby="networking-aggregate-5"] p')
    await waitFor(() => expect(line()).not.toBeNull())
    return line()?.textContent
  }

  it.each([
    ['en', ['0 people opted in.', '1 person opted in.', '2 people opted in.', '5 people opted in.']],
    [
      'es',
      ['0 personas se han apuntado.', '1 persona se ha apuntado.', '2 personas se han apuntado.', '5 personas se han apuntado.'],
    ],
    // French counts 0 as one.
    [
      'fr',
      [
        '0 personne a choisi d’y participer.',
        '1 personne a choisi d’y participer.',
        '2 personnes ont choisi d’y participer.',
        '5 personnes ont choisi d’y participer.',
      ],
    ],
    ['de', ['0 Personen machen mit.', '1 Person macht mit.', '2 Personen machen mit.', '5 Personen machen mit.']],
  ])('in %s for 0, 1, 2 and 5', async (locale, lines) => {
    inLanguage(locale)
    const seen: (string | null | undefined)[] = []
    for (const count of [0, 1, 2, 5]) {
      seen.push(await optedIn(count))
      cleanup()
    }
    expect(seen).toEqual(lines)
  })
})

describe('what a swap gives and why to meet someone, as whole sentences', () => {
  const reasons = {
    firstName: 'Dan',
    reasons: [
      { tag: 'Sheet metal', direction: 'theyOffer' as const },
      { tag: 'Welding', direction: 'theyOffer' as const },
      { tag: 'Packaging', direction: 'theyNeed' as const },
    ],
  }

  it('keeps the English word for word', () => {
    expect(swapGivesText('Ben', { email: true, phone: '+1 312 555 0142', url: 'https://ben.example' })).toBe(
      'Ben will get your email, phone number and website.',
    )
    expect(swapGivesText('Ben', { email: false, phone: null, url: null })).toBe('Ben will get only your name and company.')
    expect(reasonSentence(reasons)).toBe('You need sheet metal, welding; Dan offers them. Dan needs packaging; you offer it.')
  })

  it('speaks German with the tags as written', () => {
    inLanguage('de')
    expect(swapGivesText('Ben', { email: true, url: 'https://ben.example' })).toBe(
      'Ben erhält Ihre E-Mail-Adresse und Ihre Website.',
    )
    expect(reasonSentence(reasons)).toBe(
      'Sie suchen Sheet metal, Welding; Dan bietet das an. Dan sucht Packaging; Sie bieten das an.',
    )
  })

  it('speaks Spanish and French', () => {
    inLanguage('es')
    expect(swapGivesText('Ben', { phone: '+1 312 555 0142' })).toBe('Ben recibirá tu número de teléfono.')
    inLanguage('fr')
    expect(swapGivesText('Ben', { email: true })).toBe('Ben recevra votre e-mail.')
  })
})
