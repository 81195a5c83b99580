import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { EVENTS_KEY } from './keys'

/**
 * Drops the cached public list (`GET /api/events`), whose cards carry the counts, so the home page
 * reads it anew when visited after a registration. Only the list: the event page itself stays on
 * screen (dropping its event would unmount it, and with it what was just registered).
 */
export function useForgetEventList() {
  const { mutate } = useSWRConfig()
  return useCallback(() => mutate(EVENTS_KEY, undefined, { revalidate: false }), [mutate])
}
