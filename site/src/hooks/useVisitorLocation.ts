import { useEffect, useState } from 'react'
import type { Coordinates } from '../lib/distance'

/**
 * Asks the browser for the visitor's position once. A denial or an unsupported browser is
 * only logged (SPEC section 2): the result stays null and no distances are shown.
 */
export function useVisitorLocation(): Coordinates | null {
  const [location, setLocation] = useState<Coordinates | null>(null)
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      console.info('Location is not supported by this browser')
      return
    }
    let active = true
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) setLocation({ lat: position.coords.latitude, lng: position.coords.longitude })
      },
      (error) => console.warn('Location unavailable:', error.message),
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    )
    return () => {
      active = false
    }
  }, [])
  return location
}
