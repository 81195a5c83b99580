import styled from 'styled-components'
import { messages } from '@contract/messages'
import { Alert } from '@site/components/Alert'
import { ApiError } from '@site/lib/api'
import { errorMessage, notify } from '@site/lib/notify'
import { joinWaitlist } from '../api/joinWaitlist'
import { AttendeeDetailsForm, type AttendeeSubmission } from './AttendeeDetailsForm'
import type { EventDto } from '@contract/types'
import type { ReactNode } from 'react'
import type { WaitlistJoinedDto } from '@contract/registrations'

const Notice = styled.div`
  margin-bottom: 20px;
`

/** What the page shows once someone is on the waitlist. */
export type WaitlistJoined = WaitlistJoinedDto & { email: string }

export interface WaitlistFormProps {
  event: EventDto
  /** The page shows "You're on the waitlist" in place of the form. */
  onJoined: (joined: WaitlistJoined) => void
  /** "This event still has seats": the page re-reads the count and offers registration again. */
  onSeatsFree?: () => void
  /** More fields below the spec's ("Help me meet people tonight"): the page composes them. */
  extraFields?: ReactNode
}

/**
 * The registration form of a full night: the spec's fields and "Register Now", with a notice that
 * registering now joins the waitlist (docs/product.md "Event page and registration").
 */
export function WaitlistForm({ event, onJoined, onSeatsFree, extraFields }: WaitlistFormProps) {
  const join = async (values: AttendeeSubmission, showErrors: (errors: Record<string, string>) => void) => {
    try {
      const answer = await joinWaitlist(event.id, values)
      notify.success("You're on the waitlist", `You are number ${answer.position} in line.`)
      onJoined({ ...answer, email: values.email })
      return true
    } catch (error) {
      const message = errorMessage(error, 'Failed to join the waitlist')
      notify.error('Could not join the waitlist', message)
      if (error instanceof ApiError && error.errors) showErrors(error.errors)
      if (message === messages.eventHasSeats) onSeatsFree?.()
      return false
    }
  }

  return (
    <>
      <Notice>
        <Alert tone="info" title={messages.eventFull}>
          Registering now puts you on the waitlist: we will email you if a seat frees up.
        </Alert>
      </Notice>
      <AttendeeDetailsForm
        submitLabel="Register Now"
        pendingLabel="Registering..."
        onSubmit={join}
        questions={event.questions}
        extraFields={extraFields}
      />
    </>
  )
}
