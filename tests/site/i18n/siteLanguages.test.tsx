import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import { AppRoutes } from '../../../site/src/app/AppRoutes'
import { i18n } from '../../../site/src/i18n/i18n'
import { formatEventDate, formatTimeRange } from '../../../site/src/i18n/dates'
import { makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { BEFORE_THE_EVENT, freezeDate } from '../clock'
import { compiledCatalogue } from './catalogue'

const inLanguage = (locale: string) => i18n.activate(locale, locale === 'en' ? {} : compiledCatalogue(locale))

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true })
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  inLanguage('en')
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('the site in Spanish', () => {
  it('shows the home page, its cards and their dates in Spanish; host content as written', async () => {
    inLanguage('es')
    mockApi({ 'GET /api/events': { body: [makeEvent()] }, 'GET /api/sponsors': { body: [] } })
    renderApp(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'Próximos eventos' })).toBeInTheDocument()
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading', { name: 'Spring Makers Night' })).toBeInTheDocument()
    expect(within(card).getByText('sábado, 14 de marzo de 2026')).toBeInTheDocument()
    expect(within(card).getByText('12 / 50 asistentes')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Ver detalles e inscribirse: Spring Makers Night' })).toHaveTextContent(
      'Ver detalles e inscribirse',
    )
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveTextContent('Preguntas frecuentes')
  })
})

describe('the footer language switcher', () => {
  it('names each language in its own words and links to the same page with ?lang=', async () => {
    mockApi({ 'GET /api/events': { body: [] }, 'GET /api/sponsors': { body: [] } })
    renderApp(<AppRoutes />, { route: '/?city=Springfield' })
    const switcher = await screen.findByRole('navigation', { name: 'Language' })
    const links = within(switcher).getAllByRole('link')
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('lang'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['English', 'en', 'en', '/?city=Springfield&lang=en'],
      ['Español', 'es', 'es', '/?city=Springfield&lang=es'],
      ['Français', 'fr', 'fr', '/?city=Springfield&lang=fr'],
      ['Deutsch', 'de', 'de', '/?city=Springfield&lang=de'],
    ])
    expect(links[0]).toHaveAttribute('aria-current', 'true')
  })
})

describe('dates in the reader language and the night zone', () => {
  // A winter and a summer night, in Berlin and in New York (19:00 local each time).
  const nights = [
    { zone: 'Europe/Berlin', start: '2026-01-15T18:00:00.000Z', end: '2026-01-15T22:00:00.000Z' },
    { zone: 'Europe/Berlin', start: '2026-07-15T17:00:00.000Z', end: '2026-07-15T21:00:00.000Z' },
    { zone: 'America/New_York', start: '2026-01-16T00:00:00.000Z', end: '2026-01-16T04:00:00.000Z' },
    { zone: 'America/New_York', start: '2026-07-15T23:00:00.000Z', end: '2026-07-16T03:00:00.000Z' },
  ]
  const shown = (locale: string) => {
    inLanguage(locale)
    return nights.map(({ zone, start, end }) => `${formatEventDate(start, zone)} | ${formatTimeRange(start, end, zone)}`)
  }

  it('keeps the spec English patterns', () => {
    expect(shown('en')).toEqual([
      'Thursday, January 15, 2026 | 7:00 PM - 11:00 PM Europe/Berlin',
      'Wednesday, July 15, 2026 | 7:00 PM - 11:00 PM Europe/Berlin',
      'Thursday, January 15, 2026 | 7:00 PM - 11:00 PM EST',
      'Wednesday, July 15, 2026 | 7:00 PM - 11:00 PM EDT',
    ])
  })

  it('writes weekday, month, clock and zone as each language does', () => {
    const de = shown('de')
    expect(de[0]).toBe('Donnerstag, 15. Januar 2026 | 19:00–23:00 Uhr MEZ')
    expect(de[1]).toBe('Mittwoch, 15. Juli 2026 | 19:00–23:00 Uhr MESZ')
    expect(de[3]).toMatch(/^Mittwoch, 15\. Juli 2026 \| 19:00–23:00 Uhr (GMT-4|UTC-4)$/)
    const es = shown('es')
    expect(es[0]).toMatch(/^jueves, 15 de enero de 2026 \| 19:00–23:00 (CET|GMT\+1|hora estándar de Europa central)$/)
    const fr = shown('fr')
    expect(fr[1]).toMatch(/^mercredi 15 juillet 2026 \| 19:00\s?–\s?23:00 (UTC\+2|CEST|HAEC)$/)
  })
})
