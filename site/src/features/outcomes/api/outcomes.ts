import useSWR from 'swr'
import { pathSegment } from '@site/lib/api'
import type { OutcomesDto, OutcomesSeriesDto } from '@contract/feedback'
import type { Id } from '@contract/types'

export const nightOutcomesKey = (eventId: Id) => `/api/events/${pathSegment(eventId)}/outcomes`
export const nightOutcomesCsvHref = (eventId: Id) => `${nightOutcomesKey(eventId)}/download`
export const seriesOutcomesKey = (series?: string | null) =>
  series ? `/api/outcomes?series=${encodeURIComponent(series)}` : '/api/outcomes'

/** `GET /api/events/{id}/outcomes`: what one night achieved (the team's and the master admin's). */
export function useNightOutcomes(eventId: Id) {
  return useSWR<OutcomesDto, Error>(nightOutcomesKey(eventId))
}

/** `GET /api/outcomes[?series=]`: the key figures of the caller's nights that have ended, oldest first. */
export function useSeriesOutcomes(series?: string | null) {
  return useSWR<OutcomesSeriesDto, Error>(seriesOutcomesKey(series))
}
