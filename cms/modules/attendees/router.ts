import { Router, type Request, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import type { Payload, Where } from 'payload'
import { attendeeSchema } from '../../../contract/attendees'
import { messages } from '../../../contract/messages'
import { managesEvent } from '../../../access/managesEvent'
import { toAttendee } from '../../lib/dto'
import { csvStream } from '../../lib/csv'
import { HttpError } from '../../http/httpError'
import { asCaller, asSystem } from '../../lib/asCaller'
import { requireActiveUser } from '../../http/middleware/guards'
import { botGuarded } from '../../http/middleware/botGuard'
import { manageUrl } from '../registrations/registrationTokens'
import { findPublicEventOr404, registerAttendee, removeAttendee } from '../registrations/registration'
import { idParam } from '../../http/params'
import { findEventOr404 } from '../events/service'
import type { ApiContext } from '../../http/context'

type EventDoc = Awaited<ReturnType<typeof findEventOr404>>

/** The event, when the caller may manage its attendees: 404 unknown, 403 not theirs. */
export async function ownedEventOr403(payload: Payload, req: Request) {
  const event = await findEventOr404(payload, idParam(req))
  if (!managesEvent(req.user, event)) throw new HttpError(403, messages.forbidden)
  return event
}

const PAGE = 1000

/** The people holding seats (waiting and cancelled rows are not attendees). */
const registeredFor = (eventId: EventDoc['id']): Where => ({ and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] })

/** Every attendee of an event, page by page, so a big list never sits in memory whole. */
async function* attendeePages(payload: Payload, req: Request, eventId: EventDoc['id']) {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'attendees',
      where: registeredFor(eventId),
      sort: 'createdAt',
      depth: 0,
      limit: PAGE,
      page,
      select: { name: true, email: true, company: true, createdAt: true, checkedInAt: true },
      ...asCaller(req),
    })
    for (const doc of result.docs) yield [doc.name, doc.email, doc.company, doc.createdAt, doc.checkedInAt ?? '']
    if (!result.hasNextPage) return
  }
}

export function attendeesRouter({ payload, env, logger, rateLimits, mailer, atomic, soldOut }: ApiContext): Router {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }
  const router = Router({ mergeParams: true })

  router.get('/attendee-count', async (req, res) => {
    const event = await findEventOr404(payload, idParam(req))
    const { totalDocs } = await payload.count({ collection: 'attendees', where: registeredFor(event.id), ...asSystem('the public attendee count of an event') })
    res.set('Cache-Control', 'no-cache').json({ count: totalDocs })
  })

  const pretendRegistered = (body: Record<string, unknown>, res: Response) =>
    res.status(201).json({ id: randomUUID(), eventId: null, name: body.name, email: body.email, company: body.company, createdAt: new Date().toISOString() })

  router.post('/attendees', rateLimits.eventRegistration, ...botGuarded(attendeeSchema, logger, pretendRegistered), async (req, res) => {
    const event = await findPublicEventOr404(payload, idParam(req))
    const { attendee, token } = await registerAttendee(deps, event, req.body, managesEvent(req.user, event))
    res.status(201).json({ ...toAttendee(attendee), manageUrl: manageUrl(env.SERVER_URL, token) })
  })

  router.get('/attendees', requireActiveUser, async (req, res) => {
    const event = await ownedEventOr403(payload, req)
    const result = await payload.find({
      collection: 'attendees',
      where: registeredFor(event.id),
      sort: '-createdAt',
      depth: 0,
      pagination: false,
      ...asCaller(req),
    })
    // The host's list also says who is in the room (the door, cms/modules/door/router.ts).
    res.json(result.docs.map((doc) => ({ ...toAttendee(doc), checkedInAt: doc.checkedInAt ?? null })))
  })

  router.get('/attendees/download', requireActiveUser, async (req, res) => {
    const event = await ownedEventOr403(payload, req)
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="attendees-event-${event.id}.csv"`,
      'Cache-Control': 'no-store',
    })
    await pipeline(Readable.from(attendeePages(payload, req, event.id)), csvStream(['Name', 'Email', 'Company', 'Registered', 'Checked in']), res)
  })

  router.delete('/attendees/:attendeeId', requireActiveUser, async (req, res) => {
    const event = await ownedEventOr403(payload, req)
    const found = await payload.find({
      collection: 'attendees',
      where: { and: [{ id: { equals: idParam(req, 'attendeeId') } }, { event: { equals: event.id } }] },
      depth: 0,
      limit: 1,
      ...asCaller(req),
    })
    const attendee = found.docs[0]
    if (!attendee) throw new HttpError(404, 'Attendee not found')
    await removeAttendee(deps, event.id, attendee.id)
    res.json({ message: 'Attendee removed' })
  })

  return router
}
