import { ApiError } from '@site/lib/api'
import { i18n } from '@site/i18n/i18n'
import { errorMessage, notify } from '@site/lib/notify'
import { registerForEvent } from '../api/registerForEvent'
import { AttendeeDetailsForm, type AttendeeSubmission } from './AttendeeDetailsForm'
import type { EventDto } from '@contract/types'
import type { ReactNode } from 'react'
import type { RegistrationResultDto } from '@contract/registrations'

export interface RegistrationFormProps {
  event: EventDto
  /** After the toast and the form's reset: the page takes the person home, to the "You're going" card. */
  onRegistered: (result: RegistrationResultDto) => void
  /** After a refusal (full, closed): the page re-reads the seat count. */
  onRefused?: () => void
  /** More fields below the spec's ("Help me meet people tonight"): the page composes them. */
  extraFields?: ReactNode
}

/**
 * Name, Email, Company. On success the spec's "Registration successful" toast, the form resets
 * and the person goes to `/`, where the "You're going" card holds the calendar links, the
 * manage link and the entry code (docs/product.md "Event page and registration").
 */
export function RegistrationForm({ event, onRegistered, onRefused, extraFields }: RegistrationFormProps) {
  const register = async (values: AttendeeSubmission, showErrors: (errors: Record<string, string>) => void) => {
    let registered: RegistrationResultDto
    try {
      registered = await registerForEvent({ ...values, eventId: event.id })
    } catch (error) {
      notify.error(i18n._('Registration failed'), errorMessage(error, i18n._('Failed to register for event')))
      if (error instanceof ApiError && error.errors) showErrors(error.errors)
      else onRefused?.()
      return false
    }
    notify.success(i18n._('Registration successful'), i18n._("You're going to {name}.", { name: event.name }))
    onRegistered(registered)
    return true
  }

  return (
    <AttendeeDetailsForm
      submitLabel={i18n._('Register Now')}
      pendingLabel={i18n._('Registering...')}
      onSubmit={register}
      questions={event.questions}
      extraFields={extraFields}
    />
  )
}
