import { useMemo } from 'react'
import { useEvents } from './useEvents'
import { usePastEvents } from './usePastEvents'

/**
 * The cities of the nights the home page lists, upcoming first, then past ones, as the events
 * spell them (repeats included: whoever offers them decides what counts as one city). Shares
 * the lists' cache entries, so it asks the server nothing more.
 */
export function useListedCities(): string[] {
  const { data: upcoming } = useEvents()
  const { data: past } = usePastEvents()
  return useMemo(() => [...(upcoming ?? []), ...(past ?? [])].map((event) => event.city), [upcoming, past])
}
