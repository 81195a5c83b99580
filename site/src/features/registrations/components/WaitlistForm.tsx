import { useState } from 'react'
import { messages } from '@contract/messages'
import { Alert } from '@site/components/Alert'
import { ApiError } from '@site/lib/api'
import { errorMessage, notify } from '@site/lib/notify'
import { joinWaitlist } from '../api/joinWaitlist'
import { AttendeeDetailsForm, type AttendeeSubmission } from './AttendeeDetailsForm'
import type { EventDto } from '@contract/types'
import type { ReactNode } from 'react'
import type { WaitlistJoinedDto } from '@contract/registrations'

export interface WaitlistFormProps {
  event: EventDto
  /** "This event still has seats": the page re-reads the count and offers registration again. */
  onSeatsFree?: () => void
  /** More fields below the spec's ("Help me meet people tonight"): the page composes them. */
  extraFields?: ReactNode
}

/** The waitlist of a full event: the registration's fields; on success the place in the queue. */
export function WaitlistForm({ event, onSeatsFree, extraFields }: WaitlistFormProps) {
  const [joined, setJoined] = useState<(WaitlistJoinedDto & { email: string }) | null>(null)

  const join = async (values: AttendeeSubmission, showErrors: (errors: Record<string, string>) => void) => {
    try {
      const answer = await joinWaitlist(event.id, values)
      setJoined({ ...answer, email: values.email })
      notify.success("You're on the waitlist", `You are number ${answer.position} in line.`)
      return true
    } catch (error) {
      const message = errorMessage(error, 'Failed to join the waitlist')
      notify.error('Could not join the waitlist', message)
      if (error instanceof ApiError && error.errors) showErrors(error.errors)
      if (message === messages.eventHasSeats) onSeatsFree?.()
      return false
    }
  }

  if (joined) {
    return (
      <Alert tone="success" title="You're on the waitlist">
        You are number {joined.position} on the waitlist for {event.name}. An email is on its way to {joined.email} with a link to
        manage your place; we will write again if a seat frees up.
      </Alert>
    )
  }
  return (
    <AttendeeDetailsForm
      submitLabel="Join the waitlist"
      pendingLabel="Joining..."
      onSubmit={join}
      questions={event.questions}
      extraFields={extraFields}
    />
  )
}
