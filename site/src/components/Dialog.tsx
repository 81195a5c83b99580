import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
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
  /**
   * Its failure notices pass to what is beneath when it closes (components/dialogStack.ts): a
   * confirmation closes whatever its action's outcome.
   */
  handsOnErrors?: boolean
  /**
   * Buttons laid out below the scrolling body, part of the panel's column rather than floating
   * over the body (a long form: the event dialog). A form's submit button there names its form
   * (`form={id}`). Short dialogs put DialogActions at the end of their body instead.
   */
  actions?: ReactNode
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

/**
 * The panel fits the screen and scrolls its body, not the page: the header stays at the top of
 * the dialog and the buttons (DialogActions) at its bottom, never over the page or mid-form.
 */
const Panel = styled.div<{ $width: keyof typeof widths }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => widths[$width]};
  max-height: calc(100dvh - 10vh);
  @media (max-width: ${theme.breakpoints.sm}) {
    max-height: calc(100dvh - 24px);
  }
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
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* A field reached with Tab or a tap is scrolled clear of the buttons' bar. */
  scroll-padding-bottom: 96px;
  padding: 16px 24px 24px;
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 12px 16px 16px;
  }
`

/**
 * The panel's own button bar (`actions`): a row of the panel's column below the body, so the body
 * ends above it and nothing in the body ever scrolls beneath it (issue 54: the sticky bar floated
 * over the event form's tags). Its top border marks where the scrolling stops.
 */
const Footer = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 24px 20px;
  border-top: 1px solid ${theme.colors.border};
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 10px 16px 14px;
  }
`

/**
 * The dialog's buttons, at the bottom of the dialog: the body scrolls above them (the event form
 * on a phone), so Cancel and Save never hide and never float over the page or in mid-form.
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
  handsOnErrors = false,
  actions,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // The topmost dialog shows the toasts inline; the floating toaster steps aside meanwhile.
  useLayoutEffect(() => {
    openDialog(titleId, { handsOnErrors })
    return () => closeDialog(titleId)
    // Set once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
          <CloseButton type="button" aria-label={i18n._('Close')} onClick={onClose} disabled={busy}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body data-dialog-body>
          {topmost && <DialogToasts dialogId={titleId} />}
          {children}
        </Body>
        {actions && <Footer>{actions}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  )
}
