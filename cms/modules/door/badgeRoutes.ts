import { badgesQuerySchema } from '../../../contract/badges'
import { messages } from '../../../contract/messages'
import { asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { checkInUrlOf } from '../../lib/capabilities/entryCode'
import { HttpError } from '../../lib/httpError'
import { requireActiveUser } from '../../http/middleware/guards'
import { zodFailure } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { loadEvent } from '../events/service'
import { badgeNetworkingOf } from '../networking/badges'
import { longDateIn } from '../../i18n/dates'
import { localeOr, type Locale } from '../../i18n/locales'
import { badgeSheetName } from '../../i18n/fileNames'
import { badgeSheet } from './badgeSheet'
import { badgesTitle, badgeWords } from './badgeWords'
import type { Payload, Where } from 'payload'
import type { Router } from 'express'
import type { ApiContext } from '../context'
import type { Attendee, Event } from '../../../payload-types'

/** The people who get a badge, as the caller may read them (the collection's access decides), sorted by name. */
async function peopleToPrint(payload: Payload, caller: Caller, eventId: Event['id'], checkedInOnly: boolean) {
  const where: Where = {
    and: [
      { event: { equals: eventId } },
      { status: { equals: 'registered' } },
      // An erased or purged row is a figure of the night's reports, no longer a person (decision 525).
      { anonymisedAt: { exists: false } },
      ...(checkedInOnly ? [{ checkedInAt: { exists: true } }] : []),
    ],
  }
  const found = await payload.find({
    collection: 'attendees',
    where,
    depth: 0,
    pagination: false,
    select: { name: true, company: true, checkedInAt: true },
    ...asCaller(caller),
  })
  const people = checkedInOnly ? found.docs.filter((doc) => doc.checkedInAt) : found.docs
  const keys = await rowKeysOf(
    payload,
    people.map((person) => person.id),
  )
  return people
    .map((person) => ({ ...person, rowKey: keys.get(String(person.id)) ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name) || String(a.id).localeCompare(String(b.id)))
}

/** The keys their entry codes are bound to (hidden from every API, so no caller may ask for them). */
async function rowKeysOf(payload: Payload, ids: Attendee['id'][]) {
  if (ids.length === 0) return new Map<string, string | null>()
  const found = await payload.find({
    collection: 'attendees',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    select: { rowKey: true },
    ...asSystem('the keys of the people whose badges the caller may print, for their entry codes'),
  })
  return new Map(found.docs.map((doc) => [String(doc.id), doc.rowKey ?? null]))
}

/**
 * The sheet's file name in the asker's language: "Summer Makers Night badges.pdf" as UTF-8 and
 * `Summer-Makers-Night-badges.pdf` in ASCII (nothing a header could misread; a night whose name
 * has no ASCII letters is `event-{id}` there).
 */
export function badgesFilename(event: Pick<Event, 'id' | 'name'>, locale: Locale) {
  const asciiOf = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  const night = asciiOf(event.name).slice(0, 80) || `event-${event.id}`
  const plain = `${asciiOf(badgeSheetName(locale, night).replace(/\.pdf$/, ''))}.pdf`
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(badgeSheetName(locale, event.name.trim()))}`
}

/** `GET /api/events/{id}/badges.pdf` (docs/api.md "Name badges"): whoever manages the event (access/events.ts). */
export function badgeRoutes(router: Router, { payload, env }: ApiContext) {
  router.get('/badges.pdf', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const query = badgesQuerySchema.safeParse(req.query)
    if (!query.success) throw zodFailure(query.error.issues)
    const people = await peopleToPrint(payload, req, event.id, query.data.who === 'checkedIn')
    if (people.length === 0) throw new HttpError(409, messages.noOneToPrint)
    // "Who to meet": opted-in badges add their tags and the swap QR code (cms/modules/networking/badges.ts).
    const networking = await badgeNetworkingOf(payload, { secret: env.PAYLOAD_SECRET, serverUrl: env.SERVER_URL }, event.id)
    // The sheet's own words and its date in the language of the host who asked (req.locale).
    const locale = localeOr(req.locale)
    const pdf = await badgeSheet({
      title: badgesTitle(locale, event.name),
      night: event.name,
      date: longDateIn(locale, new Date(event.date), event.timezone),
      words: badgeWords(locale),
      paper: query.data.paper,
      badges: people.map((person) => ({
        name: person.name,
        company: person.company,
        // The same code the confirmation email carries and the door scans (cms/lib/capabilities/entryCode.ts).
        checkInUrl: checkInUrlOf(env.SERVER_URL, env.PAYLOAD_SECRET, person),
        networking: networking.get(String(person.id)),
      })),
    })
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': badgesFilename(event, locale),
      'Cache-Control': 'private, no-store',
    })
    res.send(pdf)
  })
}
