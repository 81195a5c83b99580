import { useLayoutEffect, useRef, type ReactNode } from 'react'
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
 * rise above it (`--toast-lift`), so neither hides the other.
 */
export function StickyBar({ label, children }: { label: string; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const root = document.documentElement
    root.style.setProperty(TOAST_LIFT_VARIABLE, `${bar.current?.offsetHeight ?? 0}px`)
    return () => {
      root.style.removeProperty(TOAST_LIFT_VARIABLE)
    }
  }, [])
  return (
    <Bar ref={bar} role="region" aria-label={label}>
      {children}
    </Bar>
  )
}
