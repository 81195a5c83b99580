import { useCallback, useRef, useState } from 'react'
import { useLatest } from './useLatest'

/**
 * Runs an async action at most once at a time: a second click while the first request is in
 * flight is ignored, and `pending` drives the "...ing" labels and disabled buttons.
 */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const [pending, setPending] = useState(false)
  const running = useRef(false)
  const latest = useLatest(action)

  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      if (running.current) return undefined
      running.current = true
      setPending(true)
      try {
        return await latest.current(...args)
      } finally {
        running.current = false
        setPending(false)
      }
    },
    [latest],
  )

  return { run, pending }
}
