import '@testing-library/jest-dom/jest-globals'
import { afterEach, describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import { AttendeeList } from '../../../site/src/features/registrations/components/AttendeeList'
import { attendanceBars, ReportNumbers } from '../../../site/src/features/reports/components/ReportNumbers'
import { i18n } from '../../../site/src/i18n/i18n'
import { ada, makeEvent as adminEvent, eventRoutes, renderAdmin } from '../admin/renderAdmin'
import { adminUser, makeEvent } from '../mockApi'
import { renderApp } from '../renderApp'
import { compiledCatalogue } from './catalogue'

/**
 * "Registered" means three things in English (issue 55): a registration's status, the attendee
 * table's date column (when they registered) and a report's count of people. Each language words
 * them apart; English keeps the spec's one word everywhere.
 */
const inLanguage = (locale: string) => i18n.activate(locale, locale === 'en' ? {} : compiledCatalogue(locale))

afterEach(() => inLanguage('en'))

const attendee = { ...ada, checkedInAt: null }
const counts = { registered: 40, cancelled: 3, waitlisted: 5, checkedIn: 30, noShowRate: 0.25, companies: 2 }

function columnHeadings() {
  renderApp(
    <AttendeeList
      event={makeEvent({ id: 11 })}
      query={{ data: [attendee], isLoading: false }}
      onRemove={() => {}}
      removing={false}
    />,
  )
  return screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
    .slice(0, 4)
}

function countLabels() {
  renderApp(<ReportNumbers counts={counts} label="Totals" />)
  const list = screen.getByLabelText('Totals')
  const labelOf = (figure: string) => within(list).getByText(figure).closest('div')!.querySelector('dt')!.textContent
  return { registered: labelOf('40'), checkedIn: labelOf('30') }
}

describe('"Registered" in each language', () => {
  it.each([
    ['en', ['Name', 'Email', 'Company', 'Registered'], 'Registered', 'Registered'],
    ['es', ['Nombre', 'Correo electrónico', 'Empresa', 'Fecha de inscripción'], 'Inscritos', 'Inscrito'],
    ['fr', ['Nom', 'E-mail', 'Entreprise', 'Inscrit le'], 'Inscrits', 'Inscription confirmée'],
    ['de', ['Name', 'E-Mail', 'Firma', 'Angemeldet am'], 'Angemeldet', 'Angemeldet'],
  ])('in %s: the date column, the count and the status each read as their own word', (locale, headings, count, status) => {
    inLanguage(locale)
    expect(columnHeadings()).toEqual(headings)
    expect(countLabels().registered).toBe(count)
    // The status word (the door page's "Registered") keeps its own translation.
    expect(i18n._('Registered')).toBe(status)
  })
})

/**
 * "Checked in" likewise: the door page's status (your code has been scanned) and a report's count
 * of the people who came, as a figure's label and a bar of the attendance chart.
 */
describe('"Checked in" in each language', () => {
  it.each([
    ['en', 'Checked in', 'Checked in'],
    ['es', 'Asistieron', 'Entrada registrada'],
    ['fr', 'Présents', 'Arrivée enregistrée'],
    ['de', 'Eingecheckt', 'Eingecheckt'],
  ])('in %s: the count and the status each read as their own word', (locale, count, status) => {
    inLanguage(locale)
    expect(countLabels().checkedIn).toBe(count)
    expect(attendanceBars(counts).find((bar) => bar.value === counts.checkedIn)?.label).toBe(count)
    // The status word (the door page's "Checked in") keeps its own translation.
    expect(i18n._('Checked in')).toBe(status)
  })
})

/**
 * "Archived" is one event's badge (the attendees tab) and the events tab's link to the list of
 * archived events: one word in English and German, singular and plural in French and Spanish.
 */
describe('"Archived" in each language', () => {
  const routes = () => eventRoutes(adminUser, [adminEvent()], [adminEvent({ id: 12, name: 'Winter Night', archived: true })])
  const words = [
    ['en', 'Archived', 'Archived'],
    ['es', 'Archivado', 'Archivados'],
    ['fr', 'Archivée', 'Archivées'],
    ['de', 'Archiviert', 'Archiviert'],
  ]

  it.each(words)('in %s: one archived event’s badge is singular where the language says so', async (locale, badge) => {
    inLanguage(locale)
    renderAdmin(adminUser, routes(), '/admin?tab=attendees')
    const row = await screen.findByRole('rowheader', { name: /Winter Night/ })
    expect(row.textContent).toBe(`Winter Night ${badge}`)
  })

  it.each(words)('in %s: the link to the list of archived events keeps the plural', async (locale, _badge, list) => {
    inLanguage(locale)
    renderAdmin(adminUser, routes())
    await screen.findByRole('rowheader', { name: /Winter Night/ })
    const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '#archived-events')
    expect(link?.textContent).toBe(list)
  })
})
