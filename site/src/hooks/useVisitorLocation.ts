import { useCallback, useEffect, useRef, useState } from 'react'
import { useInBrowser } from '@site/components/InBrowser'
import type { Coordinates } from '@site/lib/distance'

export interface VisitorLocation {
  /** The visitor's position once shared; null until then (no distances are shown). */
  location: Coordinates | null
  /**
   * The page offers "Nearest first" instead of asking unprompted: from the first paint, until the
   * position is known, the browser has said no, or it cannot locate.
   */
  canAsk: boolean
  /** Asks the browser for the position (the person chose "Nearest first"). */
  ask: () => void
}

const OPTIONS: PositionOptions = { maximumAge: 10 * 60 * 1000, timeout: 15_000 }

/**
 * The visitor's position for the distance sort. The browser's permission prompt is not shown
 * on arrival with no explanation: the position is read at once only when the permission was
 * already granted (or the browser cannot tell, as before the Permissions API); otherwise the
 * page offers "Nearest first" and asks when the person chooses it. A denial or an unsupported
 * browser is logged and takes the offer back: no distances are shown.
 */
export function useVisitorLocation(): VisitorLocation {
  const [location, setLocation] = useState<Coordinates | null>(null)
  // Offered until the browser says otherwise: the page drawn on the server offers it too, and
  // most visitors' browsers would still ask, so the cards below it do not move once it is known.
  const [canAsk, setCanAsk] = useState(true)
  const active = useRef(true)

  // Reads the position; the callbacks run later, outside any render or effect body.
  const locate = useCallback(() => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!active.current) return
        setLocation({ lat: position.coords.latitude, lng: position.coords.longitude })
        setCanAsk(false)
      },
      (error) => {
        console.warn('Location unavailable:', error.message)
        if (active.current) setCanAsk(false)
      },
      OPTIONS,
    )
  }, [])

  const ask = useCallback(() => {
    setCanAsk(false)
    locate()
  }, [locate])

  useEffect(() => {
    active.current = true
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      console.info('Location is not supported by this browser')
      return
    }
    if (!navigator.permissions?.query) {
      locate()
      return
    }
    navigator.permissions.query({ name: 'geolocation' }).then(
      (status) => {
        if (!active.current) return
        if (status.state === 'granted') locate()
        else if (status.state === 'denied') {
          console.warn('Location unavailable:', 'permission denied')
          setCanAsk(false)
        }
      },
      () => locate(),
    )
    return () => {
      active.current = false
    }
  }, [locate])

  // A browser without geolocation (rare) takes the offer back once the page is its own.
  const inBrowser = useInBrowser()
  const supported = !inBrowser || Boolean(navigator.geolocation)
  return { location, canAsk: canAsk && supported, ask }
}
