import { Router, type Request, type Response } from 'express'
import { toEvent } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { messages } from '../../../contract/messages'
import { fileSlug } from '../../../contract/calendarLinks'
import { isCalledOff } from '../../../contract/calledOff'
import { calendarFile, eventUid, organizerOf, registrationUid, type CalendarEntry } from '../../mail/calendar'
import { sequenceOf } from '../../../collections/Events/calendarChanges'
import { eventUrlOf } from '../../mail/templates/eventDetails'
import { pageIn } from '../../mail/templates/words'
import { DEFAULT_LOCALE, localeOr, type Locale } from '../../i18n/locales'
import { calendarService } from './service'
import type { Event } from '../../../payload-types'
import type { PublicEventsCache } from '../events/publicEvents'
import type { Env } from '../../../config/env'
import type { Payload } from 'payload'

/**
 * Public calendar files (docs/product.md "Calendar"), METHOD:PUBLISH from the one builder
 * (cms/mail/calendar.ts):
 * - `GET /api/events/{id}/calendar.ics`: one event; with `?registration={attendeeId}` the file
 *   carries that registration's UID, so it is the same entry as the confirmation email's.
 * - `GET /calendar.ics[?city=]`: every upcoming night, for calendar subscriptions.
 */

function send(res: Response, body: string, filename: string, disposition: 'attachment' | 'inline', maxAgeSeconds: number) {
  res
    .status(200)
    .set('Content-Type', 'text/calendar; charset=utf-8')
    .set('Content-Disposition', `${disposition}; filename="${filename}"`)
    .set('Cache-Control', maxAgeSeconds ? `public, max-age=${maxAgeSeconds}` : 'no-cache')
    .send(body)
}

/**
 * One night's entry; its link opens the night's page in `locale` (a registration's own file, as its
 * email's attachment). A night called off reads cancelled, at the SEQUENCE its cancellation email
 * raised; so does a registration that no longer holds a seat (`seatGone`: cancelled or erased),
 * whose email's link opened later must not bring the night back to a calendar that removed it.
 */
const entryFor = (doc: Event, env: Env, uid: string, locale: Locale = DEFAULT_LOCALE, seatGone = false): CalendarEntry => {
  const event = toEvent(doc)
  const eventUrl = pageIn(locale, eventUrlOf(env.SERVER_URL, event.id))
  // Each cancellation email went out at the raised SEQUENCE (mailer.eventCancelled,
  // mailer.registrationCancelled) without storing it.
  const cancelled = isCalledOff(event) || seatGone
  return { event, uid, sequence: sequenceOf(doc) + (cancelled ? 1 : 0), eventUrl, calledOff: cancelled }
}

/** `GET /api/events/:id/calendar.ics`, mounted by cms/app.ts beside the events router. */
export function eventCalendarHandler(payload: Payload, env: Env, publicEvents: PublicEventsCache) {
  const calendar = calendarService(payload)
  return async (req: Request, res: Response) => {
    const id = String(req.params.id)
    const doc = await calendar.event(id)
    if (!doc) throw new HttpError(404, messages.eventNotFound)
    const registration = typeof req.query.registration === 'string' ? req.query.registration : undefined
    let uid = eventUid(doc, env.SERVER_URL, env.PAYLOAD_SECRET)
    let locale: Locale = DEFAULT_LOCALE
    let seatGone = false
    if (registration !== undefined) {
      // Only the registration's id, the event it belongs to and its language: the file names nobody.
      const registered = await calendar.registration(registration, doc.id)
      if (!registered) throw new HttpError(404, messages.registrationNotFound)
      uid = registrationUid(registered, env.SERVER_URL, env.PAYLOAD_SECRET)
      locale = localeOr(registered.locale)
      seatGone = registered.status !== 'registered' || Boolean(registered.anonymisedAt)
    }
    const settings = await publicEvents.settings()
    const body = calendarFile([entryFor(doc, env, uid, locale, seatGone)], {
      method: 'PUBLISH',
      organizer: organizerOf(env.EMAIL_FROM, settings.productName),
    })
    send(res, body, `${fileSlug(String(doc.name ?? ''))}.ics`, 'attachment', registration === undefined ? 300 : 0)
  }
}

/** Any control character (CR and LF included): never part of a city's name. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The city a feed is asked for, as events store it: the feed's name and file name come from
 * stored values only, never from the query (a subscribable link on our domain must not carry
 * someone else's text). 400 for control characters or a repeated parameter; 404 for a city no
 * event has.
 */
async function storedCity(asked: unknown, cities: () => Promise<Map<string, string>>): Promise<string> {
  if (asked === undefined) return ''
  if (typeof asked !== 'string' || CONTROL.test(asked)) throw new HttpError(400, 'City must be one line of plain text')
  const wanted = asked.trim()
  if (!wanted) return ''
  const city = (await cities()).get(wanted.toLowerCase())
  if (!city) throw new HttpError(404, 'No events in that city')
  return city
}

/** `GET /calendar.ics[?city=]`: the subscribable feed of upcoming, non-archived events. */
export function calendarFeedRouter(payload: Payload, env: Env, publicEvents: PublicEventsCache): Router {
  const router = Router()
  const calendar = calendarService(payload)
  router.get('/calendar.ics', async (req, res) => {
    const city = await storedCity(req.query.city, calendar.cities)
    const docs = (await calendar.upcoming()).filter(
      (doc) =>
        !city ||
        String(doc.city ?? '')
          .trim()
          .toLowerCase() === city.toLowerCase(),
    )
    const settings = await publicEvents.settings()
    const body = calendarFile(
      docs.map((doc) => entryFor(doc, env, eventUid(doc, env.SERVER_URL, env.PAYLOAD_SECRET))),
      {
        method: 'PUBLISH',
        organizer: organizerOf(env.EMAIL_FROM, settings.productName),
        feedName: city ? `${settings.productName} · ${city}` : settings.productName,
      },
    )
    send(
      res,
      body,
      city ? `${fileSlug(settings.productName)}-${fileSlug(city)}.ics` : `${fileSlug(settings.productName)}.ics`,
      'inline',
      300,
    )
  })
  return router
}
