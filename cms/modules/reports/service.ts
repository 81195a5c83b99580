import { formatInTimeZone } from 'date-fns-tz'
import { asSystem } from '../../lib/asCaller'
import { isCalledOff } from '../../../contract/calledOff'
import { hasEnded } from '../../../contract/homeOrder'
import { relationId } from '../../../contract/relations'
import { companyPseudonym, foldCompany, personPseudonym } from '../../lib/pseudonym'
import type { Payload } from 'payload'
import type { EventReport } from '../../../contract/door'
import type { Attendee, Event } from '../../../payload-types'

/** What the reports read of each row (rowsOf). */
type Row = Pick<Attendee, 'event' | 'status' | 'checkedInAt' | 'company' | 'emailKey' | 'companyKey' | 'createdAt'>

/**
 * Rows past the retention period are anonymised (cms/modules/privacy/anonymise.ts) and keep
 * only keyed pseudonyms of the person and the company; every row is compared by those same
 * pseudonyms, so a purge changes no figure (docs/privacy.md).
 */
interface Keys {
  person(row: Row): string
  company(row: Row): string
}

const keysUnder = (secret: string): Keys => ({
  person: (row) => personPseudonym(secret, String(row.emailKey)),
  company: (row) => row.companyKey || companyPseudonym(secret, foldCompany(row.company)),
})
const rate = (registered: number, checkedIn: number) =>
  registered ? Math.round(((registered - checkedIn) / registered) * 10_000) / 10_000 : 0

/** Counts by key, oldest key first. */
function countBy<K extends string>(keys: string[], name: K): ({ registrations: number } & Record<K, string>)[] {
  const counts = new Map<string, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, registrations]) => ({ [name]: key, registrations }) as { registrations: number } & Record<K, string>)
}

/** Distinct companies: how many, and the names still stored (first spelling wins). */
function distinctCompanies(rows: Row[], keys: Keys): { count: number; names: string[] } {
  const seen = new Set<string>()
  const names = new Map<string, string>()
  for (const row of rows) {
    const key = keys.company(row)
    if (!key) continue
    seen.add(key)
    if (row.company && !names.has(key)) names.set(key, String(row.company).trim())
  }
  return { count: seen.size, names: [...names.values()].sort((a, b) => a.localeCompare(b)) }
}

/** Every row of the given events, in the states the reports count; read once. */
async function rowsOf(payload: Payload, eventIds: (string | number)[]): Promise<Row[]> {
  if (!eventIds.length) return []
  const found = await payload.find({
    collection: 'attendees',
    where: { event: { in: eventIds } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    select: { event: true, status: true, checkedInAt: true, company: true, emailKey: true, companyKey: true, createdAt: true },
    showHiddenFields: true,
    ...asSystem('attendance reports: counts by state, companies, repeat visitors'),
  })
  return found.docs
}

const eventIdOf = (row: Row) => String(relationId(row.event))

function reportOf(event: Event, rows: Row[], keys: Keys, now: number): EventReport {
  const registered = rows.filter((row) => row.status === 'registered')
  const checkedIn = registered.filter((row) => row.checkedInAt).length
  const companies = distinctCompanies(registered, keys)
  const zone = String(event.timezone)
  const calledOff = isCalledOff(event, now)
  return {
    eventId: event.id,
    name: String(event.name),
    date: String(event.date),
    timezone: String(event.timezone),
    registered: registered.length,
    cancelled: rows.filter((row) => row.status === 'cancelled').length,
    waitlisted: rows.filter((row) => row.status === 'waitlisted').length,
    checkedIn,
    // Before a night's end nobody can have failed to come, nor ever to a night called off: no rate
    // (null, shown as "—"), and the series rate leaves it out.
    noShowRate: hasEnded({ endDate: String(event.endDate) }, now) && !calledOff ? rate(registered.length, checkedIn) : null,
    ...(calledOff && { calledOff: true }),
    companies: companies.count,
    companyNames: companies.names,
    registrationsByDay: countBy(
      registered.map((row) => formatInTimeZone(new Date(row.createdAt), zone, 'yyyy-MM-dd')),
      'day',
    ),
  }
}

/** One event's figures, counted from the same rows the attendee lists show. */
export async function eventReport(payload: Payload, secret: string, event: Event): Promise<EventReport> {
  return reportOf(event, await rowsOf(payload, [event.id]), keysUnder(secret), Date.now())
}

/** The whole series (the master admin's view): per event, totals, repeat attendees, companies per month. */
export async function seriesReport(payload: Payload, secret: string) {
  const keys = keysUnder(secret)
  const events = (
    await payload.find({
      collection: 'events',
      sort: 'date',
      depth: 0,
      pagination: false,
      ...asSystem('the series report of every event'),
    })
  ).docs
  const rows = await rowsOf(
    payload,
    events.map((event) => event.id),
  )
  const byEvent = new Map<string, Row[]>()
  for (const row of rows) byEvent.set(eventIdOf(row), [...(byEvent.get(eventIdOf(row)) ?? []), row])
  const now = Date.now()
  const reports = events.map((event) => reportOf(event, byEvent.get(String(event.id)) ?? [], keys, now))

  const registered = rows.filter((row) => row.status === 'registered')
  const eventsPerPerson = new Map<string, Set<string>>()
  for (const row of registered) {
    const key = keys.person(row)
    eventsPerPerson.set(key, (eventsPerPerson.get(key) ?? new Set()).add(eventIdOf(row)))
  }
  const months = new Map<string, Set<string>>()
  const eventMonth = new Map(
    events.map((event) => [String(event.id), formatInTimeZone(new Date(String(event.date)), String(event.timezone), 'yyyy-MM')]),
  )
  for (const row of registered) {
    const month = eventMonth.get(eventIdOf(row))!
    const key = keys.company(row)
    if (key) months.set(month, (months.get(month) ?? new Set()).add(key))
  }
  const sum = (field: 'registered' | 'cancelled' | 'waitlisted' | 'checkedIn', of = reports) =>
    of.reduce((total, report) => total + report[field], 0)
  const happened = reports.filter((report) => report.noShowRate !== null)
  const totals = {
    registered: sum('registered'),
    cancelled: sum('cancelled'),
    waitlisted: sum('waitlisted'),
    checkedIn: sum('checkedIn'),
    noShowRate: happened.length ? rate(sum('registered', happened), sum('checkedIn', happened)) : null,
    companies: distinctCompanies(registered, keys).count,
  }
  return {
    events: reports,
    totals,
    repeatAttendees: [...eventsPerPerson.values()].filter((set) => set.size >= 2).length,
    companiesOverTime: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, companies]) => ({ month, companies: companies.size })),
    registrationsOverTime: countBy(
      registered.map((row) => String(row.createdAt).slice(0, 7)),
      'month',
    ),
  }
}

/** A rate as a spreadsheet cell: percent with one decimal, empty before the night. */
export const rateCell = (rate: number | null) => (rate === null ? '' : `${(rate * 100).toFixed(1)}%`)

/**
 * A report row as a sponsor reads it in a spreadsheet: the date in the event's zone with its UTC
 * offset (`2026-07-15 19:00 +02:00`: the same in every language, where a zone's abbreviation is
 * English and says "GMT+2" for Berlin), the rate in percent.
 */
export const reportCsvRow = (report: EventReport) => [
  report.name,
  formatInTimeZone(new Date(report.date), report.timezone, 'yyyy-MM-dd HH:mm xxx'),
  report.registered,
  report.cancelled,
  report.waitlisted,
  report.checkedIn,
  rateCell(report.noShowRate),
  report.companies,
]
