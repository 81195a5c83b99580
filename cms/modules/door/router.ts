import { Router, type Request } from 'express'
import { z } from 'zod'
import { attendeeSchema } from '../../../contract/attendees'
import { toEvent } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { messages } from '../../../contract/messages'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { registerAttendee } from '../registrations/registration'
import { managedEventOr403 } from '../events/service'
import { idParam } from '../../http/params'
import { createDoorLink, doorLinkStatus, eventOfDoorToken, revokeDoorLinks } from './doorLinks'
import { checkIn, doorList, toDoorPerson, undoCheckIn } from './checkIns'
import type { ApiContext } from '../../http/context'
import type { Event } from '../../../payload-types'

/** `{token}` (a scanned entry code or its URL) or `{attendeeId}` (a tap in the list). */
const checkInSchema = z.union(
  [
    z.object({ token: z.string().min(1).max(500) }),
    z.object({ attendeeId: z.union([z.string().min(1).max(64), z.number().int()]) }),
  ],
  { message: 'Send token or attendeeId' },
)

/**
 * The door (docs/api.md, "Door and reports"): the same check-in, undo and walk-in for the
 * event's owner (signed in) and for a volunteer's door link (`/api/door/{doorToken}`, which
 * never shows an email address).
 */
export function doorRouters({ payload, env, mailer, atomic, soldOut }: ApiContext) {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }

  /** The handlers, given how a request finds its event. */
  const doorHandlers = (router: Router, eventOf: (req: Request) => Promise<Event>) => {
    router.get('/check-ins', async (req, res) => {
      const event = await eventOf(req)
      res.set('Cache-Control', 'private, no-store').json({ event: toEvent(event), ...(await doorList(payload, event)) })
    })
    router.post('/check-ins', validateBody(checkInSchema), async (req, res) => {
      const event = await eventOf(req)
      const result = await checkIn(payload, atomic, env.PAYLOAD_SECRET, event.id, req.body)
      if (result.created) res.status(201).json({ attendee: result.attendee, checkedInAt: result.checkedInAt })
      else res.status(200).json({ alreadyCheckedIn: true, attendee: result.attendee, checkedInAt: result.checkedInAt })
    })
    router.delete('/check-ins/:attendeeId', async (req, res) => {
      const event = await eventOf(req)
      res.json(await undoCheckIn(payload, atomic, event.id, idParam(req, 'attendeeId')))
    })
    // Someone at the door who did not register: added like a host adds people (capacity may
    // be exceeded), already checked in, with the normal confirmation email.
    router.post('/walk-ins', validateBody(attendeeSchema), async (req, res) => {
      const event = await eventOf(req)
      const { attendee } = await registerAttendee(deps, event, req.body, true, { checkedIn: true })
      res.status(201).json({ attendee: toDoorPerson(attendee), checkedInAt: attendee.checkedInAt })
    })
  }

  const doorEvent = (token: string) => eventOfDoorToken(payload, token)

  const owner = Router({ mergeParams: true })
  const ownedEvent = (req: Request) => managedEventOr403(payload, req, idParam(req))
  // The event's own check-in also takes a door link in `X-Door-Token` (for that event only).
  const ownerOrDoorLink = async (req: Request) => {
    const token = req.get('x-door-token')
    if (token === undefined) return ownedEvent(req)
    const event = await doorEvent(token)
    if (String(event.id) !== idParam(req)) throw new HttpError(404, messages.doorLinkInvalid)
    return event
  }
  owner.use(['/check-ins', '/walk-ins'], (req, res, next) =>
    req.get('x-door-token') !== undefined ? next() : requireActiveUser(req, res, next),
  )
  owner.use('/door-link', requireActiveUser)
  doorHandlers(owner, ownerOrDoorLink)
  owner.get('/door-link', async (req, res) => {
    const event = await ownedEvent(req)
    res.set('Cache-Control', 'private, no-store').json(await doorLinkStatus(payload, event.id))
  })
  owner.post('/door-link', async (req, res) => {
    const event = await ownedEvent(req)
    res
      .status(201)
      .set('Cache-Control', 'private, no-store')
      .json(await createDoorLink(payload, env.SERVER_URL, event, req.user!.id))
  })
  owner.delete('/door-link', async (req, res) => {
    const event = await ownedEvent(req)
    await revokeDoorLinks(payload, event.id)
    res.json({ message: 'Door link revoked' })
  })

  const door = Router({ mergeParams: true })
  door.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })
  const linkedEvent = (req: Request) => doorEvent(String(req.params.doorToken))
  door.get('/', async (req, res) => {
    const event = await linkedEvent(req)
    res.json({ event: toEvent(event), ...(await doorList(payload, event)) })
  })
  doorHandlers(door, linkedEvent)

  return { owner, door }
}
