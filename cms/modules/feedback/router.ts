import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { Router } from 'express'
import { feedbackPutSchema } from '../../../contract/feedback'
import { csvStream } from '../../lib/csv'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { loadEvent } from '../events/service'
import { localeOr } from '../../i18n/locales'
import { feedbackAnswers } from './answers'
import { outcomesOf } from './outcomes'
import { outcomesCsvHeader, outcomesCsvRows } from './outcomesCsv'
import { seriesOutcomesOf, seriesQuery } from './seriesOutcomes'
import type { ApiContext } from '../context'

/**
 * The morning after (docs/api.md "The morning after"), one router per mount (cms/app.ts):
 * - `answers`, under `/api/feedback`: a person's own answer through the pulse's link;
 * - `outcomes`, under `/api/events/{id}/outcomes`: what the night achieved, for its team;
 * - `series`, under `/api/outcomes`: the same figures night after night, across the caller's nights.
 */
export function feedbackRouters({ payload, env }: ApiContext) {
  const service = feedbackAnswers(payload)

  const answers = Router()
  // The pulse's link is a capability: never cached or passed on in a Referer.
  answers.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })
  answers.get('/:token', async (req, res) => {
    res.json(await service.read(idParam(req, 'token')))
  })
  answers.put('/:token', validateBody(feedbackPutSchema), async (req, res) => {
    res.json(await service.answer(idParam(req, 'token'), req.body))
  })

  const outcomes = Router({ mergeParams: true })
  outcomes.get('/', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.json(await outcomesOf(payload, env.PAYLOAD_SECRET, event))
  })
  outcomes.get('/download', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const figures = await outcomesOf(payload, env.PAYLOAD_SECRET, event)
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="outcomes-event-${event.id}.csv"`,
    })
    // Labels in the language of the host who asks; the figures as every spreadsheet reads them.
    const locale = localeOr(req.locale)
    await pipeline(Readable.from(outcomesCsvRows(figures, locale)), csvStream(outcomesCsvHeader(locale)), res)
  })

  const series = Router()
  series.get('/', requireActiveUser, async (req, res) => {
    res.json(await seriesOutcomesOf(payload, env.PAYLOAD_SECRET, req, seriesQuery(req.query.series)))
  })

  return { answers, outcomes, series }
}
