import { useState } from 'react'
import { Button } from '@site/components/Button'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { errorMessage, notify } from '@site/lib/notify'
import { useCancelRegistration } from '../api/useCancelRegistration'
import type { RegistrationStatus } from '@contract/registrations'

const wording = {
  registered: {
    button: 'Cancel my registration',
    question: 'Are you sure you want to cancel your registration?',
    confirm: 'Yes, cancel it',
    keep: 'Keep my registration',
    done: 'Your seat is free for someone else. Thanks for letting us know.',
  },
  waitlisted: {
    button: 'Leave the waitlist',
    question: 'Are you sure you want to leave the waitlist?',
    confirm: 'Yes, leave it',
    keep: 'Stay on the waitlist',
    done: 'You are off the waitlist.',
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
      notify.success('Registration cancelled', text.done)
      onCancelled()
    } catch (error) {
      notify.error('Failed to cancel registration', errorMessage(error, 'Please try again.'))
    }
  }

  return (
    <>
      <Button $variant="danger" onClick={() => setConfirming(true)}>
        {text.button}
      </Button>
      {confirming && (
        <ConfirmDialog
          message={text.question}
          confirmLabel={text.confirm}
          pendingLabel="Cancelling..."
          dismissLabel={text.keep}
          onConfirm={cancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  )
}
