import { startTransition, useEffect, useState, type RefObject } from 'react'

/** Where an element is against the screen: above it, on it, or below it (not yet scrolled to). */
export type ViewportPosition = 'above' | 'visible' | 'below'

/**
 * The element's position against the viewport, kept up to date as the page scrolls; null until
 * known (and always without IntersectionObserver). Each change is a transition: the observer's
 * first answer comes while a night's page is being taken over, and as a plain update React drew
 * it in one piece, with the registration form its chunk had just brought (a 177 ms task at 4x
 * slowdown); in a transition React draws it in slices and a tap comes first.
 */
export function useViewportPosition(ref: RefObject<Element | null>): ViewportPosition | null {
  const [position, setPosition] = useState<ViewportPosition | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]
      const next: ViewportPosition = entry.isIntersecting
        ? 'visible'
        : entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight)
          ? 'below'
          : 'above'
      startTransition(() => setPosition(next))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return position
}
