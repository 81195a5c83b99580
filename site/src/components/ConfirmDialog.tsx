import { useRef } from 'react'
import { useAction } from '@site/hooks/useAction'
import { i18n } from '@site/i18n/i18n'
import { Button } from './Button'
import { Dialog, DialogActions } from './Dialog'

export interface ConfirmDialogProps {
  /** The question, e.g. "Are you sure you want to delete this event?" */
  message: string
  /** What it is about (the event's or sponsor's name). */
  detail?: string
  confirmLabel: string
  /** Shown on the confirm button while the action runs ("Deleting..."). */
  pendingLabel: string
  /** The action; the dialog closes when it settles (the caller shows its toasts). */
  onConfirm: () => Promise<unknown>
  onClose: () => void
  danger?: boolean
  /** The button that backs out; "Cancel" unless that would read as the action itself. */
  dismissLabel?: string
}

/**
 * Asks before a destructive step. The confirm button runs the action once: while it is in
 * flight both buttons are disabled and the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  message,
  detail,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onClose,
  danger = true,
  dismissLabel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  const { run, pending } = useAction(async () => {
    try {
      await onConfirm()
    } finally {
      onClose()
    }
  })
  return (
    <Dialog
      title={message}
      description={detail}
      role="alertdialog"
      width="sm"
      busy={pending}
      onClose={onClose}
      initialFocus={cancel}
      handsOnErrors
    >
      <DialogActions>
        <Button ref={cancel} $variant="secondary" onClick={onClose} disabled={pending}>
          {dismissLabel ?? i18n._('Cancel')}
        </Button>
        <Button $variant={danger ? 'danger' : 'primary'} onClick={() => void run()} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
