import { resolveValue, useToaster } from 'react-hot-toast'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { TOAST_DURATION_MS } from './AppToaster'
import { ownerOf } from './dialogStack'

const Region = styled.div`
  margin-bottom: 12px;
  &:empty {
    margin: 0;
  }
`

const Message = styled.div<{ $tone: 'error' | 'success' | 'info' }>`
  padding: 10px 14px;
  border-radius: ${theme.radius.md};
  border: 1px solid;
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? `background: ${theme.colors.dangerSurface}; border-color: ${theme.colors.dangerBorder}; color: ${theme.colors.danger};`
      : $tone === 'success'
        ? `background: ${theme.colors.successSurface}; border-color: ${theme.colors.successBorder}; color: ${theme.colors.success};`
        : `background: ${theme.colors.infoSurface}; border-color: ${theme.colors.infoBorder}; color: ${theme.colors.ink};`}
  & + & {
    margin-top: 8px;
  }
`

/**
 * The dialog's own toasts, inline at the top of the topmost open dialog instead of floating over
 * it (docs/decisions.md, "Toasts never cover content"): the same messages and timing, in the
 * dialog's own flow, so they never hide its buttons or text; only those raised in this dialog
 * (or reported by one it opened), never another's (components/dialogStack.ts). The region stays
 * in the dialog, empty, so screen readers announce what arrives.
 */
export function DialogToasts({ dialogId }: { dialogId: string }) {
  // useToaster also runs the toasts' timers while the floating toaster is away: the same duration.
  const { toasts } = useToaster({ duration: TOAST_DURATION_MS })
  const visible = toasts.filter((toast) => toast.visible && ownerOf(toast.id) === dialogId)
  return (
    <Region role="status" aria-live="polite" data-dialog-toasts="">
      {visible.map((toast) => (
        <Message
          key={toast.id}
          $tone={toast.type === 'error' ? 'error' : toast.type === 'success' ? 'success' : 'info'}
          role={toast.type === 'error' ? 'alert' : undefined}
        >
          {resolveValue(toast.message, toast)}
        </Message>
      ))}
    </Region>
  )
}
