import { useLayoutEffect, useRef } from 'react'

/**
 * A ref that always holds the latest `value`, for callbacks that must stay the same function
 * across renders yet read current props when they run. Updated after each render commits (not
 * during render, which React may repeat or discard).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
