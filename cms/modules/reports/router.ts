import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { Router } from 'express'
import { csvStream } from '../../lib/csv'
import { requireActiveUser, requireMasterAdmin } from '../../http/middleware/guards'
import { loadEvent } from '../events/service'
import { idParam } from '../../http/params'
import { outcomesOf } from '../feedback/outcomes'
import { outcomesCsvRows } from '../feedback/outcomesCsv'
import { localeOr } from '../../i18n/locales'
import { eventReport, rateCell, reportCsvRow, seriesReport } from './service'
import { reportHeader, reportLabel } from './words'
import type { ApiContext } from '../context'

/** `/api/reports` (docs/api.md, "Door and reports"): figures counted from the attendee rows. */
export function reportsRouter({ payload, env }: ApiContext): Router {
  const router = Router()
  const csv = (res: Parameters<Parameters<typeof router.get>[1]>[1], filename: string) =>
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    })

  router.get('/events/:id', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.set('Cache-Control', 'private, no-store').json(await eventReport(payload, env.PAYLOAD_SECRET, event))
  })

  router.get('/events/:id/download', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    const report = await eventReport(payload, env.PAYLOAD_SECRET, event)
    csv(res, `report-event-${event.id}.csv`)
    // Labels in the language of the host who asks (./words.ts); names and figures as they are.
    const locale = localeOr(req.locale)
    // The sponsors' read of the night: what it achieved (cms/modules/feedback/), figures only.
    const outcomes = outcomesCsvRows(await outcomesOf(payload, env.PAYLOAD_SECRET, event), locale)
    const rows = [
      reportCsvRow(report),
      [],
      [reportLabel(locale, 'companies')],
      ...report.companyNames.map((name) => [name]),
      [],
      [reportLabel(locale, 'outcomes')],
      ...outcomes,
    ]
    await pipeline(Readable.from(rows), csvStream(reportHeader(locale)), res)
  })

  router.get('/series', requireMasterAdmin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await seriesReport(payload, env.PAYLOAD_SECRET))
  })

  router.get('/series/download', requireMasterAdmin, async (req, res) => {
    const locale = localeOr(req.locale)
    const series = await seriesReport(payload, env.PAYLOAD_SECRET)
    csv(res, 'report-series.csv')
    const { totals } = series
    const rows = [
      ...series.events.map(reportCsvRow),
      [
        reportLabel(locale, 'allEvents'),
        '',
        totals.registered,
        totals.cancelled,
        totals.waitlisted,
        totals.checkedIn,
        rateCell(totals.noShowRate),
        totals.companies,
      ],
      [],
      [reportLabel(locale, 'repeatAttendees'), series.repeatAttendees],
      [],
      [reportLabel(locale, 'month'), reportLabel(locale, 'companies')],
      ...series.companiesOverTime.map((month) => [month.month, month.companies]),
    ]
    await pipeline(Readable.from(rows), csvStream(reportHeader(locale)), res)
  })

  return router
}
