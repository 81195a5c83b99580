import { randomUUID } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { messages } from '../../../contract/messages'
import { attendeeSchema, moveAttendeeSchema, type MovedAttendeeDto } from '../../../contract/attendees'
import { missingAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import { toAttendee } from '../../lib/dto'
import { csvStream } from '../../lib/csv'
import { HttpError } from '../../lib/httpError'
import { requireActiveUser } from '../../http/middleware/guards'
import { botGuarded } from '../../http/middleware/botGuard'
import { idParam } from '../../http/params'
import { validateBody } from '../../http/middleware/validate'
import { isPublished } from '../../../access/events'
import { loadEvent } from '../events/service'
import { localeOr } from '../../i18n/locales'
import { registerForEvent, removeAttendee } from './registration'
import { attendeesService } from './attendees'
import { moveAttendee } from './move'
import { attendeesCsvHeader } from './csvWords'
import type { Registration } from './seats'
import type { Response, Router } from 'express'
import type { ApiContext } from '../context'

/** `/api/events/{id}/attendee-count` and `/attendees` (docs/api.md, "Registrations"). */
export function attendeeRoutes(
  router: Router,
  { payload, env, logger, rateLimits, mailer, atomic, soldOut, publicEvents }: ApiContext,
) {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET, serverUrl: env.SERVER_URL }
  const attendees = attendeesService(payload)

  router.get('/attendee-count', async (req, res) => {
    // A listed night's count is the one its copy carries, as answered before Express
    // (cms/http/fastReads.ts): every write that moves a seat records it and drops the copy.
    const listed = await publicEvents.event(idParam(req))
    if (listed) return void res.set('Cache-Control', 'no-cache').json({ count: listed.event.registeredCount })
    // Off the public list: read as the caller sees it, so a draft's team has its count (the
    // dashboard's "Download CSV" asks first) and everyone else hears 404.
    const event = await loadEvent(payload, idParam(req), { caller: req })
    res.set('Cache-Control', isPublished(event) ? 'no-cache' : 'private, no-store')
    res.json({ count: await attendees.count(event.id) })
  })

  const pretendRegistered = (body: Record<string, unknown>, res: Response) =>
    res.status(201).json({
      id: randomUUID(),
      eventId: null,
      name: body.name,
      email: body.email,
      company: body.company,
      createdAt: new Date().toISOString(),
    })

  router.post(
    '/attendees',
    rateLimits.eventRegistration,
    ...botGuarded(attendeeSchema, logger, pretendRegistered),
    async (req, res) => {
      const { attendee, manageUrl } = await registerForEvent(deps, req, idParam(req), {
        ...(req.body as Registration),
        // The language the person's page negotiated (cms/http/middleware/locale.ts): their emails' from now on.
        locale: req.locale,
      })
      res.status(201).json({ ...toAttendee(attendee), ...(manageUrl ? { manageUrl } : {}) })
    },
  )

  router.get('/attendees', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    // The host's list also says who is in the room (the door, cms/modules/door/router.ts).
    const questions = storedQuestions(event)
    res.json(
      (await attendees.list(req, event.id)).map((doc) => ({
        ...toAttendee(doc),
        checkedInAt: doc.checkedInAt ?? null,
        // The team's view: every answer (host-only ones too) and the required questions left unanswered.
        answers: (doc.answers ?? {}) as Answers,
        missingAnswers: missingAnswers(questions, doc.answers as Answers | null),
      })),
    )
  })

  router.get('/attendees/download', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    // `?answers=1`: a column per question, headed by its text (the same formula protection).
    const questions = req.query.answers === '1' ? storedQuestions(event) : []
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="attendees-event-${event.id}.csv"`,
      'Cache-Control': 'private, no-store',
    })
    // Our words in the language of the host who asks; the questions' texts are the host's own.
    const locale = localeOr(req.locale)
    await pipeline(
      Readable.from(attendees.csvRows(req, event.id, questions, locale)),
      csvStream([...attendeesCsvHeader(locale), ...questions.map((question) => question.label)]),
      res,
    )
  })

  router.delete('/attendees/:attendeeId', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const attendee = await attendees.find(req, event.id, idParam(req, 'attendeeId'))
    if (!attendee) throw new HttpError(404, messages.attendeeNotFound)
    await removeAttendee(deps, req, event.id, attendee.id)
    res.json({ message: 'Attendee removed' })
  })

  // Move to another night: the caller must manage both nights (access/events.ts, asked per night).
  router.post('/attendees/:attendeeId/move', requireActiveUser, validateBody(moveAttendeeSchema), async (req, res) => {
    const source = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const attendee = await attendees.find(req, source.id, idParam(req, 'attendeeId'))
    if (!attendee) throw new HttpError(404, messages.attendeeNotFound)
    const target = await loadEvent(payload, String(req.body.toEventId), { caller: req, must: 'manage' })
    if (String(target.id) === String(source.id)) throw new HttpError(409, messages.moveToSameEvent)
    const moved = await moveAttendee(deps, req, source.id, attendee.id, target.id)
    res.json({ attendee: toAttendee(moved) } satisfies MovedAttendeeDto)
  })
}
