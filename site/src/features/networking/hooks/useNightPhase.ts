import { useEffect, useState } from 'react'
import { nightPhase, untilNextPhase, type NightPhase } from '../lib/nightPhase'

/** setTimeout's longest wait; a page open longer simply checks again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** The night's phase now, changing by itself on an open page when the door opens and when the night ends. */
export function useNightPhase({ date, endDate }: { date: string; endDate: string }): NightPhase {
  // A new object at every check, so a check that finds the same phase (a clamped wait) still schedules the next.
  const [checked, setChecked] = useState(() => ({ phase: nightPhase({ date, endDate }) }))
  useEffect(() => {
    const wait = untilNextPhase({ date, endDate })
    if (wait === null) return
    const timer = setTimeout(() => setChecked({ phase: nightPhase({ date, endDate }) }), Math.min(wait + 1, LONGEST_TIMER_MS))
    return () => clearTimeout(timer)
  }, [date, endDate, checked])
  return checked.phase
}
