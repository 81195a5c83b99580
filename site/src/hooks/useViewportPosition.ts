import { useEffect, useState, type RefObject } from 'react'

/** Where an element is against the screen: above it, on it, or below it (not yet scrolled to). */
export type ViewportPosition = 'above' | 'visible' | 'below'

/**
 * The element's position against the viewport, kept up to date as the page scrolls; null until
 * known (and always without IntersectionObserver).
 */
export function useViewportPosition(ref: RefObject<Element | null>): ViewportPosition | null {
  const [position, setPosition] = useState<ViewportPosition | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry.isIntersecting) setPosition('visible')
      else setPosition(entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight) ? 'below' : 'above')
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return position
}
