import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'

const Placeholder = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
`

/**
 * Renders its children once they come within `margin` of the viewport (a long list then
 * costs the first screen only what it shows). Without IntersectionObserver it renders at once.
 */
export function RenderWhenNear({ children, minHeight, margin = 800 }: { children: ReactNode; minHeight: number; margin?: number }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const placeholder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (near || !placeholder.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin}px 0px` },
    )
    observer.observe(placeholder.current)
    return () => observer.disconnect()
  }, [near, margin])

  return near ? <>{children}</> : <Placeholder ref={placeholder} $minHeight={minHeight} aria-hidden="true" />
}
