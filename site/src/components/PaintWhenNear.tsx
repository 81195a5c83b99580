import { useEffect, useState, type RefObject } from 'react'
import styled from 'styled-components'

/**
 * A long list stays whole in the page (find-in-page and screen readers reach every item)
 * while the browser skips laying out and painting what is far off screen.
 */
export const PaintWhenNear = styled.div<{ $minHeight: number }>`
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ $minHeight }) => $minHeight}px;
`

/** Whether the element has come within `margin` of the viewport; true at once without IntersectionObserver. */
export function useNearViewport(ref: RefObject<Element | null>, margin = 800): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !ref.current) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    })
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near, margin, ref])
  return near
}
