import { z } from '../../../contract/zod'
import { attendeeSchema } from '../../../contract/attendees'
import { messages } from '../../../contract/messages'
import { validateBody } from '../../http/middleware/validate'
import { sendPrepared } from '../../http/preparedJson'
import { idParam } from '../../http/params'
import { checkIn, doorListAnswer, refuseCalledOff, undoCheckIn, walkIn } from './checkIns'
import type { Request, Router } from 'express'
import type { ApiContext } from '../context'
import type { Event } from '../../../payload-types'
import type { Registration } from '../registrations/seats'

/** `{token}` (a scanned entry code or its URL) or `{attendeeId}` (a tap in the list). */
const checkInSchema = z.union(
  [
    z.object({ token: z.string().min(1).max(500) }),
    z.object({ attendeeId: z.union([z.string().min(1).max(64), z.number().int()]) }),
  ],
  { message: messages.checkInWhom },
)

/**
 * The door's list, check-in, undo and walk-in (docs/api.md, "Door and reports"), the same for
 * the people who manage the event and for a volunteer's door link; `eventOf` says how a request
 * finds its event (and refuses it when it may not).
 */
export function checkInRoutes(
  router: Router,
  { payload, env, mailer, atomic, soldOut }: ApiContext,
  eventOf: (req: Request) => Promise<Event>,
) {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }

  router.get('/check-ins', async (req, res) => {
    const event = await eventOf(req)
    // Sent as made once for every phone (./checkIns.ts).
    res.set('Cache-Control', 'private, no-store')
    sendPrepared(req, res, await doorListAnswer(payload, event))
  })
  router.post('/check-ins', validateBody(checkInSchema), async (req, res) => {
    const event = await eventOf(req)
    refuseCalledOff(event)
    const result = await checkIn(payload, atomic, env.PAYLOAD_SECRET, event.id, req.body)
    if (result.created) res.status(201).json({ attendee: result.attendee, checkedInAt: result.checkedInAt })
    else res.status(200).json({ alreadyCheckedIn: true, attendee: result.attendee, checkedInAt: result.checkedInAt })
  })
  router.delete('/check-ins/:attendeeId', async (req, res) => {
    const event = await eventOf(req)
    res.json(await undoCheckIn(payload, atomic, event.id, idParam(req, 'attendeeId')))
  })
  router.post('/walk-ins', validateBody(attendeeSchema), async (req, res) => {
    const event = await eventOf(req)
    // The door page's language, as when a host adds someone (decision 423): the walk-in's emails' from now on.
    res.status(201).json(await walkIn(deps, event, { ...(req.body as Registration), locale: req.locale }))
  })
}
