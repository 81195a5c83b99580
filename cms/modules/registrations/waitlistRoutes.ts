import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { attendeeSchema } from '../../../contract/attendees'
import { csvStream } from '../../lib/csv'
import { requireActiveUser } from '../../http/middleware/guards'
import { botGuarded } from '../../http/middleware/botGuard'
import { loadEvent } from '../events/service'
import { idParam } from '../../http/params'
import { manageUrl } from '../../lib/capabilities/manageLink'
import { localeOr } from '../../i18n/locales'
import { companiesAttending } from './attendees'
import { seatEvent } from './seats'
import { giveSeat, joinWaitlist, waitingFor } from './waitlist'
import { csvNameOf, waitlistCsvHeader } from './csvWords'
import type { Registration } from './seats'
import type { Response, Router } from 'express'
import type { ApiContext } from '../context'
import type { Registrant } from '../../lib/registrants'

/** A waiting person as the event's host sees them: the queue order is the position. */
const toWaitlistEntry = (doc: Registrant, index: number) => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  company: doc.company,
  position: index + 1,
  joinedAt: doc.waitlistedAt ?? doc.createdAt,
})

/** `/api/events/{id}/waitlist` and `/companies` (docs/api.md, "Registrations"). */
export function waitlistRoutes(router: Router, { payload, env, logger, rateLimits, mailer, atomic, soldOut }: ApiContext) {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }

  const pretendWaitlisted = (_body: unknown, res: Response) => res.status(201).json({ status: 'waitlisted', position: 1 })

  router.post(
    '/waitlist',
    rateLimits.eventRegistration,
    ...botGuarded(attendeeSchema, logger, pretendWaitlisted),
    async (req, res) => {
      const event = await seatEvent(payload, idParam(req))
      const { position, token } = await joinWaitlist(deps, event, { ...(req.body as Registration), locale: req.locale })
      res.status(201).json({ status: 'waitlisted', position, ...(token ? { manageUrl: manageUrl(env.SERVER_URL, token) } : {}) })
    },
  )

  router.get('/waitlist', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const waiting = await waitingFor(deps, event.id)
    res.set('Cache-Control', 'private, no-store').json(waiting.map(toWaitlistEntry))
  })

  // "Give a seat": the team seats a waiting person now (waitlist.ts says how).
  router.post('/waitlist/:attendeeId/seat', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    await giveSeat(deps, req, event.id, idParam(req, 'attendeeId'))
    res.json({ status: 'registered' })
  })

  router.get('/waitlist/download', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const waiting = await waitingFor(deps, event.id)
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="waitlist-event-${event.id}.csv"`,
      'Cache-Control': 'private, no-store',
    })
    // Our words in the language of the host who asks, as the attendee list's (./csvWords.ts).
    const locale = localeOr(req.locale)
    const rows = waiting
      .map(toWaitlistEntry)
      .map((entry) => [entry.position, csvNameOf(locale, entry), entry.email, entry.company, entry.joinedAt])
    await pipeline(Readable.from(rows), csvStream(waitlistCsvHeader(locale)), res)
  })

  // Companies of registered people who chose to show them; never names or emails.
  router.get('/companies', async (req, res) => {
    const event = await seatEvent(payload, idParam(req))
    const companies = await companiesAttending(payload, event.id)
    res.set('Cache-Control', 'no-cache').json({ companies })
  })
}
