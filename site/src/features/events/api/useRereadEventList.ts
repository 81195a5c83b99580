import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { fetcher } from '@site/lib/api'
import { EVENTS_KEY } from './keys'
import type { EventDto } from '@contract/types'

/**
 * Reads the public list (`GET /api/events`) again into the cache, whose cards carry the counts,
 * so the home page the person goes to next shows the seat just taken. Dropping the cached answer
 * would not do: the page's first answers are SWR's fallback (site/src/app/shell.tsx), which would show
 * again unchanged. A failed read leaves the list as it was (logged by the API client).
 */
export function useRereadEventList() {
  const { mutate } = useSWRConfig()
  return useCallback(
    () => mutate(EVENTS_KEY, fetcher<EventDto[]>(EVENTS_KEY), { revalidate: false }).catch(() => undefined),
    [mutate],
  )
}
