import { OUTCOMES_SERIES_NIGHTS, type OutcomesSeriesDto } from '../../../contract/feedback'
import { messages } from '../../../contract/messages'
import { managedEventsWhere, managesEvent } from '../../../access/events'
import { asSystem, type Caller } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { outcomesOf } from './outcomes'
import type { Payload, Where } from 'payload'
import type { Event } from '../../../payload-types'

/** The longest series label a query may name (copies.ts makes UUIDs). */
const SERIES_MAX_LENGTH = 100

/** `?series=` as given: absent, or a label of 1 to 100 characters (400 otherwise). */
export function seriesQuery(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.trim() === '' || value.length > SERIES_MAX_LENGTH)
    throw new HttpError(400, messages.seriesInvalid, { series: messages.seriesInvalid })
  return value
}

/**
 * What a host's nights achieved, night after night (`GET /api/outcomes`, docs/api.md "The morning
 * after"): each night the caller manages (its team, or every night for the master admin) that has
 * ended, the most recent OUTCOMES_SERIES_NIGHTS, oldest first, with the figures of the night's own
 * outcomes (the same floor of 5 answers; no comments here). With `series`, that series' nights:
 * 404 when no night carries it, 403 when the caller is on the team of none of them.
 */
export async function seriesOutcomesOf(
  payload: Payload,
  secret: string,
  caller: Caller,
  series: string | undefined,
  now = Date.now(),
): Promise<OutcomesSeriesDto> {
  const managed = managedEventsWhere(caller.user)
  if (managed === false) throw new HttpError(403, messages.forbidden)
  const nights = series ? await nightsOfSeries(payload, caller, series) : await nightsManaged(payload, managed, now)
  const ended = nights
    .filter((night) => Date.parse(String(night.endDate)) <= now)
    .sort((a, b) => Date.parse(String(a.date)) - Date.parse(String(b.date)))
    .slice(-OUTCOMES_SERIES_NIGHTS)
  const result: OutcomesSeriesDto['nights'] = []
  // One night after another: each is a handful of indexed reads, and a dashboard asks rarely.
  for (const night of ended) {
    const { comments: _comments, ...outcomes } = await outcomesOf(payload, secret, night, now)
    result.push({
      event: { id: night.id, name: night.name, date: night.date, timezone: night.timezone, seriesId: night.seriesId ?? null },
      outcomes,
    })
  }
  return { nights: result }
}

/** The caller's nights that have ended, the most recent first (the master admin's: every night). */
async function nightsManaged(payload: Payload, managed: Where | true, now: number): Promise<Event[]> {
  const ended: Where = { endDate: { less_than_equal: new Date(now).toISOString() } }
  const found = await payload.find({
    collection: 'events',
    where: managed === true ? ended : { and: [managed, ended] },
    sort: '-date',
    limit: OUTCOMES_SERIES_NIGHTS,
    depth: 0,
    ...asSystem("the nights the caller manages (access/events.ts's rule, applied here), for their outcomes"),
  })
  return found.docs
}

/** Every night of one series the caller manages; 404 for a series no night carries, 403 for another host's. */
async function nightsOfSeries(payload: Payload, caller: Caller, series: string): Promise<Event[]> {
  const found = await payload.find({
    collection: 'events',
    where: { seriesId: { equals: series } },
    sort: '-date',
    depth: 0,
    pagination: false,
    ...asSystem("a series' nights, judged below night by night for the caller (access/events.ts)"),
  })
  if (found.docs.length === 0) throw new HttpError(404, messages.seriesNotFound)
  const mine = found.docs.filter((night) => managesEvent(caller.user, night))
  if (mine.length === 0) throw new HttpError(403, messages.forbidden)
  return mine
}
