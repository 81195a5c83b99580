import useSWR from 'swr'
import { pathSegment } from '@site/lib/api'
import type { EventReport, SeriesReport } from '@contract/door'
import type { Id } from '@contract/types'

export const eventReportKey = (eventId: Id) => `/api/reports/events/${pathSegment(eventId)}`
export const eventReportCsvHref = (eventId: Id) => `${eventReportKey(eventId)}/download`
export const seriesReportKey = '/api/reports/series'
export const seriesReportCsvHref = `${seriesReportKey}/download`

export function useEventReport(eventId: Id) {
  return useSWR<EventReport, Error>(eventReportKey(eventId))
}

export function useSeriesReport() {
  return useSWR<SeriesReport, Error>(seriesReportKey)
}
