import { useEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { TOAST_LIFT_VARIABLE } from './AppToaster'

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom, 0px));
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.raised};
  & > * {
    flex: 1;
  }
`

/**
 * A bar fixed to the bottom of the screen (a phone's Register button). While it shows, toasts
 * rise above it (`--toast-lift`), so neither hides the other. Its height comes from a
 * ResizeObserver, which the browser answers after its own layout: reading `offsetHeight` while
 * React commits made the browser lay out the whole page inside the commit that mounts the form
 * on a night's page (52 ms of a 214 ms task at 4x slowdown), and a bar whose text wraps
 * differently later, in another language or a rotated phone, lifts the toasts by its new height.
 */
export function StickyBar({ label, children }: { label: string; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      root.style.setProperty(TOAST_LIFT_VARIABLE, `${Math.round(entry.borderBoxSize[0].blockSize)}px`)
    })
    if (bar.current) observer.observe(bar.current)
    return () => {
      observer.disconnect()
      root.style.removeProperty(TOAST_LIFT_VARIABLE)
    }
  }, [])
  return (
    <Bar ref={bar} role="region" aria-label={label}>
      {children}
    </Bar>
  )
}
