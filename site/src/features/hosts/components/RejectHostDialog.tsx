import { useState } from 'react'
import { REJECTION_REASON_MAX } from '@contract/auth'
import { Button } from '@site/components/Button'
import { Dialog, DialogActions } from '@site/components/Dialog'
import { TextAreaField } from '@site/components/FormField'
import { useAction } from '@site/hooks/useAction'
import { i18n } from '@site/i18n/i18n'
import type { HostDto } from '@contract/types'

export interface RejectHostDialogProps {
  host: HostDto
  /** Rejects with the reason typed (empty: none); the dialog closes when it settles. */
  onReject: (reason: string) => Promise<unknown>
  onClose: () => void
}

/**
 * "Are you sure you want to reject this host?", with an optional reason the decision email
 * carries to the applicant as written.
 */
export function RejectHostDialog({ host, onReject, onClose }: RejectHostDialogProps) {
  const [reason, setReason] = useState('')
  const reject = useAction(async () => {
    try {
      await onReject(reason)
    } finally {
      onClose()
    }
  })
  return (
    <Dialog
      title={i18n._('Are you sure you want to reject this host?')}
      description={i18n._('{name} ({email}) will not be able to sign in. You can approve them later from Rejected.', {
        name: host.name,
        email: host.email,
      })}
      role="alertdialog"
      width="sm"
      busy={reject.pending}
      onClose={onClose}
      handsOnErrors
    >
      <TextAreaField
        label={i18n._('Reason')}
        optional
        hint={i18n._('Sent to them in the email that tells them.')}
        rows={3}
        maxLength={REJECTION_REASON_MAX}
        value={reason}
        onChange={(change) => setReason(change.currentTarget.value)}
      />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={reject.pending}>
          {i18n._('Cancel')}
        </Button>
        <Button $variant="danger" onClick={() => void reject.run()} disabled={reject.pending}>
          {reject.pending ? i18n._('Rejecting...') : i18n._('Reject')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
