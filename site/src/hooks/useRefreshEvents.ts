import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { isEventsKey, isPublicEventKey } from '@site/lib/eventPaths'

/**
 * Makes every event list, event and count follow a change (an event edited, an attendee added
 * or removed), without a page reload.
 */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    // What is on screen (the dashboard's lists, counts and waitlist) re-fetches in place.
    await mutate(isEventsKey)
    // The public pages are not on screen here and would keep their cached copy (SWR keeps data
    // fresh forever): drop it so they load anew when visited.
    await mutate(isPublicEventKey, undefined)
  }, [mutate])
}
