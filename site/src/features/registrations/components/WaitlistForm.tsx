import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
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
      notify.success(
        i18n._("You're on the waitlist"),
        i18n._('You are number {position} in line.', { position: answer.position }),
      )
      onJoined({ ...answer, email: values.email })
      return true
    } catch (error) {
      const message = errorMessage(error, i18n._('Failed to join the waitlist'))
      notify.error(i18n._('Could not join the waitlist'), message)
      if (error instanceof ApiError && error.errors) showErrors(error.errors)
      // "This event still has seats" (or closed since): a 409 in whichever language the server
      // answered; re-reading the count shows the form that fits.
      if (error instanceof ApiError && error.status === 409) onSeatsFree?.()
      return false
    }
  }

  return (
    <>
      <Notice>
        <Alert tone="info" title={i18n._(messages.eventFull)}>
          {i18n._('Registering now puts you on the waitlist: we will email you if a seat frees up.')}
        </Alert>
      </Notice>
      <AttendeeDetailsForm
        submitLabel={i18n._('Register Now')}
        pendingLabel={i18n._('Registering...')}
        onSubmit={join}
        questions={event.questions}
        extraFields={extraFields}
      />
    </>
  )
}
