import { useState } from 'react'
import { REJECTION_REASON_MAX } from '@contract/auth'
import { Button } from '@site/components/Button'
import { Dialog, DialogActions } from '@site/components/Dialog'
import { TextAreaField } from '@site/components/FormField'
import { useAction } from '@site/hooks/useAction'
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
      title="Are you sure you want to reject this host?"
      description={`${host.name} (${host.email}) will not be able to sign in. You can approve them later from Rejected.`}
      role="alertdialog"
      width="sm"
      busy={reject.pending}
      onClose={onClose}
      handsOnErrors
    >
      <TextAreaField
        label="Reason"
        optional
        hint="Sent to them in the email that tells them."
        rows={3}
        maxLength={REJECTION_REASON_MAX}
        value={reason}
        onChange={(change) => setReason(change.currentTarget.value)}
      />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={reject.pending}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={() => void reject.run()} disabled={reject.pending}>
          {reject.pending ? 'Rejecting...' : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
