import { useState } from 'react'
import { i18n } from '@site/i18n/i18n'
import { Button } from '@site/components/Button'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { errorMessage, notify } from '@site/lib/notify'
import { useCancelRegistration } from '../api/useCancelRegistration'
import type { RegistrationStatus } from '@contract/registrations'

const wording = {
  registered: {
    button: /*i18n*/ 'Cancel my registration',
    question: /*i18n*/ 'Are you sure you want to cancel your registration?',
    confirm: /*i18n*/ 'Yes, cancel it',
    keep: /*i18n*/ 'Keep my registration',
    done: /*i18n*/ 'Your seat is free for someone else. Thanks for letting us know.',
  },
  waitlisted: {
    button: /*i18n*/ 'Leave the waitlist',
    question: /*i18n*/ 'Are you sure you want to leave the waitlist?',
    confirm: /*i18n*/ 'Yes, leave it',
    keep: /*i18n*/ 'Stay on the waitlist',
    done: /*i18n*/ 'You are off the waitlist.',
  },
} as const

/** The cancel button and its confirmation; `onCancelled` runs once the server has said so. */
export function CancelRegistration({
  token,
  status,
  onCancelled,
}: {
  token: string
  status: Exclude<RegistrationStatus, 'cancelled'>
  onCancelled: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const cancelRegistration = useCancelRegistration(token)
  const text = wording[status]

  const cancel = async () => {
    try {
      await cancelRegistration()
      notify.success(i18n._('Registration cancelled'), i18n._(text.done))
      onCancelled()
    } catch (error) {
      notify.error(i18n._('Failed to cancel registration'), errorMessage(error, i18n._('Please try again.')))
    }
  }

  return (
    <>
      <Button $variant="danger" onClick={() => setConfirming(true)}>
        {i18n._(text.button)}
      </Button>
      {confirming && (
        <ConfirmDialog
          message={i18n._(text.question)}
          confirmLabel={i18n._(text.confirm)}
          pendingLabel={i18n._('Cancelling...')}
          dismissLabel={i18n._(text.keep)}
          onConfirm={cancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  )
}
