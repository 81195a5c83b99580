import { Router, type Response } from 'express'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { attendeeSchema } from '../../../contract/attendees'
import { asSystem } from '../../lib/asCaller'
import { csvStream } from '../../lib/csv'
import { requireActiveUser } from '../../http/middleware/guards'
import { botGuarded } from '../../http/middleware/botGuard'
import { findPublicEventOr404 } from './registration'
import { joinWaitlist } from './waitlist'
import { peopleOf } from './registrants'
import { manageUrl } from './registrationTokens'
import { ownedEventOr403 } from '../attendees/service'
import { idParam } from '../../http/params'
import type { ApiContext } from '../../http/context'

type Doc = Record<string, unknown>

/** A waiting person as the event's host sees them: the queue order is the position. */
const toWaitlistEntry = (doc: Doc, index: number) => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  company: doc.company,
  position: index + 1,
  joinedAt: doc.waitlistedAt ?? doc.createdAt,
})

/** `/api/events/{id}/waitlist` and `/companies` (docs/api.md, "Registrations"). */
export function waitlistRouter({ payload, env, logger, rateLimits, mailer, atomic, soldOut }: ApiContext): Router {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }
  const router = Router({ mergeParams: true })

  const pretendWaitlisted = (_body: Doc, res: Response) => res.status(201).json({ status: 'waitlisted', position: 1 })

  router.post('/waitlist', rateLimits.eventRegistration, ...botGuarded(attendeeSchema, logger, pretendWaitlisted), async (req, res) => {
    const event = await findPublicEventOr404(payload, idParam(req))
    const { token, position } = await joinWaitlist(deps, event, req.body)
    res.status(201).json({ status: 'waitlisted', position, manageUrl: manageUrl(env.SERVER_URL, token) })
  })

  router.get('/waitlist', requireActiveUser, async (req, res) => {
    const event = await ownedEventOr403(payload, req, idParam(req))
    const waiting = await peopleOf(payload, event.id, 'waitlisted')
    res.set('Cache-Control', 'no-store').json(waiting.map(toWaitlistEntry))
  })

  router.get('/waitlist/download', requireActiveUser, async (req, res) => {
    const event = await ownedEventOr403(payload, req, idParam(req))
    const waiting = await peopleOf(payload, event.id, 'waitlisted')
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="waitlist-event-${event.id}.csv"`,
      'Cache-Control': 'no-store',
    })
    const rows = waiting.map(toWaitlistEntry).map((entry) => [entry.position, entry.name, entry.email, entry.company, entry.joinedAt])
    await pipeline(Readable.from(rows), csvStream(['Position', 'Name', 'Email', 'Company', 'Joined']), res)
  })

  // Companies of registered people who chose to show them; never names or emails.
  router.get('/companies', async (req, res) => {
    const event = await findPublicEventOr404(payload, idParam(req))
    const found = await payload.find({
      collection: 'attendees',
      where: { and: [{ event: { equals: event.id } }, { status: { equals: 'registered' } }, { showCompany: { equals: true } }] },
      // The first spelling registered names the company.
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      select: { company: true },
      ...asSystem('the opted-in companies of an event: company names only'),
    })
    const companies = new Map<string, string>()
    for (const doc of found.docs as Doc[]) {
      const company = String(doc.company ?? '').trim()
      if (company && !companies.has(company.toLowerCase())) companies.set(company.toLowerCase(), company)
    }
    res.set('Cache-Control', 'no-cache').json({ companies: [...companies.values()].sort((a, b) => a.localeCompare(b)) })
  })

  return router
}
