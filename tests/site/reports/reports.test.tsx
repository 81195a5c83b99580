import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import EventReportRoute from '../../../site/src/app/routes/admin/EventReportRoute'
import EventReportPage from '../../../site/src/features/reports/components/EventReportPage'
import { noShowBasis } from '../../../site/src/features/reports/components/ReportNumbers'
import { adminUser, hostUser, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import { ada, eventRoutes, grace, makeEvent, renderAdmin } from '../admin/renderAdmin'
import type { EventReport, SeriesReport } from '../../../contract/door'

const spring: EventReport = {
  eventId: 11,
  name: 'Spring Pub Night',
  date: '2026-03-08T23:00:00.000Z',
  timezone: 'America/New_York',
  registered: 40,
  cancelled: 3,
  waitlisted: 5,
  checkedIn: 30,
  noShowRate: 0.25,
  companies: 2,
  companyNames: ['Engines Ltd', 'Navy Labs'],
  registrationsByDay: [
    { day: '2026-02-20', registrations: 25 },
    { day: '2026-03-01', registrations: 15 },
  ],
}
const autumn: EventReport = {
  ...spring,
  eventId: 12,
  name: 'Autumn Pub Night',
  date: '2026-11-12T00:00:00.000Z',
  registered: 3,
  cancelled: 0,
  waitlisted: 0,
  checkedIn: 2,
  noShowRate: 1 / 3,
  companies: 3,
  companyNames: ['A', 'B', 'C'],
}
const series: SeriesReport = {
  events: [spring, autumn],
  totals: { registered: 43, cancelled: 3, waitlisted: 5, checkedIn: 32, noShowRate: 11 / 43, companies: 4 },
  repeatAttendees: 7,
  companiesOverTime: [
    { month: '2026-03', companies: 2 },
    { month: '2026-11', companies: 3 },
  ],
  registrationsOverTime: [
    { month: '2026-02', registrations: 25 },
    { month: '2026-03', registrations: 18 },
  ],
}

afterEach(() => {
  jest.restoreAllMocks()
})

/** The figures of one labelled list of numbers, term by term. */
function numbers(label: string) {
  const list = document.querySelector(`dl[aria-label="${label}"]`) as HTMLElement
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

describe('what the no-show rate counts', () => {
  it('says "3 checked in of 4 registered", or that it is known once the night is over', () => {
    expect(noShowBasis({ registered: 4, checkedIn: 3, noShowRate: 0.25 })).toBe('3 checked in of 4 registered')
    expect(noShowBasis({ registered: 4, checkedIn: 0, noShowRate: null })).toBe('Known once the night is over')
  })

  it('says none on a night called off, whatever its date', () => {
    expect(noShowBasis({ registered: 4, checkedIn: 0, noShowRate: null, calledOff: true })).toBe('None: the night was called off')
  })
})

describe('event report', () => {
  it('shows the numbers as the API gives them, the rate as a percentage, a chart in words and the CSV link', async () => {
    mockApi({ 'GET /api/user': { body: hostUser }, 'GET /api/reports/events/11': { body: spring } })
    renderApp(
      <Routes>
        <Route path="/admin/events/:id/report" element={<EventReportPage />} />
      </Routes>,
      { route: '/admin/events/11/report' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Report: Spring Pub Night' })).toBeInTheDocument()
    expect(numbers('Event numbers')).toEqual({
      Registered: '40',
      Cancelled: '3',
      Waitlisted: '5',
      'Checked in': '30',
      'No-show rate': '25%',
      Companies: '2',
    })
    // The rate says what it counts.
    expect(screen.getByText('30 checked in of 40 registered')).toBeInTheDocument()
    const chart = screen.getByRole('list', { name: 'Attendance' })
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Registered: 40', 'Checked in: 30', 'Waitlisted: 5', 'Cancelled: 3'])
    // Registrations over time: a bar per day, each said in words (the list is the chart's text).
    const overTime = screen.getByRole('list', { name: 'Registrations over time' })
    expect(
      within(overTime)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Feb 20, 2026: 25', 'Mar 1, 2026: 15'])
    expect(screen.getByText('Engines Ltd, Navy Labs')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/reports/events/11/download')
  })
})

describe('the event report’s headings (issue 54)', () => {
  it('heads every part alike: one level, one style, "Who to meet" included, its parts one level below', async () => {
    mockApi({
      'GET /api/user': { body: hostUser },
      'GET /api/reports/events/11': { body: spring },
      'GET /api/events/11/networking': {
        body: {
          optedIn: 6,
          offers: { Welding: 2 },
          needs: { Packaging: 2 },
          unmetNeeds: [{ tag: 'Packaging', needing: 2, offering: 0 }],
        },
      },
    })
    renderApp(
      <Routes>
        <Route path="/admin/events/:id/report" element={<EventReportRoute />} />
      </Routes>,
      { route: '/admin/events/11/report' },
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Who to meet' })).toBeInTheDocument()
    const parts = screen.getAllByRole('heading', { level: 2 })
    expect(parts.map((heading) => heading.textContent)).toEqual([
      'Attendance',
      'Registrations over time',
      'Companies (2)',
      'Who to meet',
    ])
    // One style: the same styled component (the dashboard's card heading), so the same class.
    expect(new Set(parts.map((heading) => heading.className)).size).toBe(1)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Unmet needs',
      'Offered',
      'Looked for',
    ])
    // The charts stay named lists, each part a region named by its heading.
    expect(screen.getByRole('region', { name: 'Attendance' })).toContainElement(screen.getByRole('list', { name: 'Attendance' }))
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument()
  })
})

describe('event report before anyone registered', () => {
  it('draws no registrations chart for a night without sign-ups', async () => {
    mockApi({
      'GET /api/user': { body: hostUser },
      'GET /api/reports/events/11': { body: { ...spring, registered: 0, registrationsByDay: [] } },
    })
    renderApp(
      <Routes>
        <Route path="/admin/events/:id/report" element={<EventReportPage />} />
      </Routes>,
      { route: '/admin/events/11/report' },
    )
    expect(await screen.findByRole('list', { name: 'Attendance' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Registrations over time' })).not.toBeInTheDocument()
  })
})

describe('Reports tab, a night called off', () => {
  it('wears the badge the public list gives it, and its no-show rate is a dash', async () => {
    const calledOff: EventReport = {
      ...autumn,
      eventId: 13,
      name: 'Rained Off Night',
      checkedIn: 0,
      noShowRate: null,
      calledOff: true,
    }
    const withCalledOff: SeriesReport = { ...series, events: [spring, calledOff] }
    renderAdmin(
      adminUser,
      { ...eventRoutes(adminUser, []), 'GET /api/reports/series': { body: withCalledOff } },
      '/admin?tab=reports',
    )
    const table = await screen.findByRole('table', { name: 'Events' })
    const row = within(table)
      .getByRole('rowheader', { name: /Rained Off Night/ })
      .closest('tr')!
    expect(Array.from(row.children, (cell) => cell.textContent)).toEqual([
      'Rained Off Night Cancelled',
      'Wednesday, November 11, 2026',
      '3',
      '0',
      '0',
      '0',
      '—',
      '3',
    ])
  })
})

describe('Reports tab', () => {
  it('is only for the master admin', async () => {
    const { api } = renderAdmin(hostUser, eventRoutes(hostUser, []), '/admin?tab=reports')
    expect(await screen.findByRole('heading', { name: 'Events Management' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Reports' })).not.toBeInTheDocument()
    expect(api.calls.some((call) => call.path.startsWith('/api/reports'))).toBe(false)
  })

  it('shows every event, the totals, repeat attendees, registrations and companies over time and the CSV link', async () => {
    renderAdmin(adminUser, { ...eventRoutes(adminUser, []), 'GET /api/reports/series': { body: series } }, '/admin?tab=reports')
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Events' })).getAllByRole('row')
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Event', 'Date', 'Registered', 'Cancelled', 'Waitlisted', 'Checked in', 'No-show rate', 'Companies'],
      ['Spring Pub Night', 'Sunday, March 8, 2026', '40', '3', '5', '30', '25%', '2'],
      ['Autumn Pub Night', 'Wednesday, November 11, 2026', '3', '0', '0', '2', '33.3%', '3'],
    ])
    expect(numbers('Totals')).toEqual({
      Registered: '43',
      Cancelled: '3',
      Waitlisted: '5',
      'Checked in': '32',
      'No-show rate': '25.6%',
      Companies: '4',
    })
    expect(screen.getByText('32 checked in of 43 registered')).toBeInTheDocument()
    expect(screen.getByText(/Repeat attendees/)).toHaveTextContent('Repeat attendees (registered for two or more events): 7')
    const chart = screen.getByRole('list', { name: 'Companies over time' })
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mar 2026: 2', 'Nov 2026: 3'])
    const registrations = screen.getByRole('list', { name: 'Registrations over time' })
    expect(
      within(registrations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Feb 2026: 25', 'Mar 2026: 18'])
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/reports/series/download')
  })
})

describe('dashboard hooks into the door', () => {
  it('offers Check-in and Report on a current event and Report on an archived one', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent()], [makeEvent({ id: 12, name: 'Winter Night', archived: true })]))
    expect(await screen.findByRole('link', { name: 'Check-in for Spring Pub Night' })).toHaveAttribute(
      'href',
      '/admin/events/11/check-in',
    )
    expect(screen.getByRole('link', { name: 'Report of Spring Pub Night' })).toHaveAttribute('href', '/admin/events/11/report')
  })

  it('offers Outcomes on a night that has ended, and not on one to come', async () => {
    const later = new Date(Date.now() + 7 * 86_400_000)
    const coming = makeEvent({
      id: 13,
      name: 'Coming Night',
      date: later.toISOString(),
      endDate: new Date(later.getTime() + 3 * 3_600_000).toISOString(),
    })
    renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent(), coming]))
    expect(await screen.findByRole('link', { name: 'Outcomes of Spring Pub Night' })).toHaveAttribute(
      'href',
      '/admin/events/11/outcomes',
    )
    expect(screen.getByRole('link', { name: 'Report of Coming Night' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Outcomes of Coming Night' })).toBeNull()
  })

  it('shows the check-in time in the attendee dialog, in the event zone', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'GET /api/events/11/waitlist': { body: [] },
      'GET /api/events/11/attendees': {
        body: [
          { ...ada, checkedInAt: '2026-03-08T23:42:00.000Z' },
          { ...grace, checkedInAt: null },
        ],
      },
      'GET /api/events/11/messages': { body: [] },
    })
    await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
    const adaRow = (await within(dialog).findByText('Ada Lovelace')).closest('tr')!
    expect(within(adaRow).getByText('Checked in 7:42 PM')).toBeInTheDocument()
    const graceRow = within(dialog).getByText('Grace Hopper').closest('tr')!
    expect(within(graceRow).queryByText(/Checked in/)).not.toBeInTheDocument()
  })
})
