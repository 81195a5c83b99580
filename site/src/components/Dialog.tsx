import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { closeDialog, openDialog, useTopDialog } from './dialogStack'
import { DialogToasts } from './DialogToasts'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** While true (a request in flight) Escape and the backdrop do not close it. */
  busy?: boolean
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog'
  width?: 'sm' | 'md' | 'lg'
  /** Element focused on open; otherwise the first focusable element of the body. */
  initialFocus?: React.RefObject<HTMLElement | null>
  description?: ReactNode
}

const widths = { sm: '440px', md: '640px', lg: '920px' }

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh 16px;
  overflow-y: auto;
  background: ${theme.colors.backdrop};
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 12px 8px;
  }
`

const Panel = styled.div<{ $width: keyof typeof widths }>`
  width: 100%;
  max-width: ${({ $width }) => widths[$width]};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.raised};
  &:focus {
    outline: none;
  }
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 24px 0;
  h2 {
    margin: 0;
    font-size: 1.375rem;
    color: ${theme.colors.brand};
  }
  p {
    margin: 6px 0 0;
    color: ${theme.colors.inkMuted};
  }
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 16px 16px 0;
  }
`

const CloseButton = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.inkMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.paper};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`

const Body = styled.div`
  padding: 16px 24px 24px;
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 12px 16px 16px;
  }
`

/** Buttons row at the end of a dialog. */
/**
 * The dialog's buttons. They stay in view at the bottom of the screen while a long form
 * (the event form on a phone) scrolls underneath, so Cancel and Save never hide.
 */
export const DialogActions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin: 8px -24px -24px;
  padding: 12px 24px 24px;
  background: ${theme.colors.surface};
  border-radius: 0 0 ${theme.radius.lg} ${theme.radius.lg};
  @media (max-width: ${theme.breakpoints.sm}) {
    margin: 8px -16px -16px;
    padding: 12px 16px 16px;
  }
`

let openDialogs = 0

/**
 * A modal dialog: focus moves in on open, Tab cycles inside it, Escape closes, and focus
 * returns to what was focused before. Rendered in a portal so it sits above the page.
 */
export function Dialog({
  title,
  onClose,
  children,
  busy = false,
  role = 'dialog',
  width = 'md',
  initialFocus,
  description,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // The topmost dialog shows the toasts inline; the floating toaster steps aside meanwhile.
  useLayoutEffect(() => {
    openDialog(titleId)
    return () => closeDialog(titleId)
  }, [titleId])
  const topmost = useTopDialog() === titleId

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const body = panel.current?.querySelector('[data-dialog-body]')
    const target = initialFocus?.current ?? body?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current
    target?.focus()
    openDialogs += 1
    document.body.style.overflow = 'hidden'
    return () => {
      openDialogs -= 1
      if (openDialogs === 0) document.body.style.overflow = ''
      if (previous && previous.isConnected) previous.focus()
    }
    // Focus is placed once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from a nested dialog (a portal) bubble here through React; they are not ours.
    if (!panel.current?.contains(event.target as Node)) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (!busy) onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    if (focusable.length === 0) {
      event.preventDefault()
      return
    }
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose()
      }}
    >
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <div>
            <h2 id={titleId}>{title}</h2>
            {description && <p id={descriptionId}>{description}</p>}
          </div>
          <CloseButton type="button" aria-label="Close" onClick={onClose} disabled={busy}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body data-dialog-body>
          {topmost && <DialogToasts />}
          {children}
        </Body>
      </Panel>
    </Backdrop>,
    document.body,
  )
}
