import { useNavigate } from 'react-router-dom'
import { paths } from '@site/config/paths'
import { calendarLinks, type CalendarLinks } from '@contract/calendarLinks'
import { ApiError } from '@site/lib/api'
import { errorMessage, notify } from '@site/lib/notify'
import { registerForEvent } from '../api/registerForEvent'
import { AttendeeDetailsForm, type AttendeeSubmission } from './AttendeeDetailsForm'
import { RegisteredToast } from './RegisteredToast'
import { rememberRegistration } from './RegisteredPanel'
import type { EventDto } from '@contract/types'
import type { RegistrationResultDto } from '@contract/registrations'

/** The calendar toast stays longer than the 5 s default so there is time to pick a link. */
export const CALENDAR_TOAST_MS = 15_000

function linksFor(event: EventDto, registrationId: RegistrationResultDto['id'] | undefined): CalendarLinks | null {
  try {
    return calendarLinks(event, registrationId)
  } catch (error) {
    console.error('Calendar links unavailable:', errorMessage(error, 'unknown error'))
    return null
  }
}

export interface RegistrationFormProps {
  event: EventDto
  onRegistered?: () => void
  /** After a refusal (full, closed): the page re-reads the seat count. */
  onRefused?: () => void
}

/** Name, Email, Company; on success a toast with calendar and manage links, a reset and a trip home. */
export function RegistrationForm({ event, onRegistered, onRefused }: RegistrationFormProps) {
  const navigate = useNavigate()

  const register = async (values: AttendeeSubmission, showErrors: (errors: Record<string, string>) => void) => {
    let registered: RegistrationResultDto | undefined
    try {
      registered = await registerForEvent({ ...values, eventId: event.id })
    } catch (error) {
      notify.error('Registration failed', errorMessage(error, 'Failed to register for event'))
      if (error instanceof ApiError && error.errors) showErrors(error.errors)
      else onRefused?.()
      return false
    }
    const links = linksFor(event, registered?.id)
    const manageUrl = registered?.manageUrl
    // The plain message keeps the manage link; only the calendar links need the event dates.
    notify.success(
      'Registration successful',
      <RegisteredToast links={links} manageUrl={manageUrl} fallback={`You're on the list for ${event.name}. See you there!`} />,
      links || manageUrl ? { duration: CALENDAR_TOAST_MS } : {},
    )
    rememberRegistration({ eventName: event.name, links, manageUrl })
    onRegistered?.()
    void navigate(paths.home)
    return true
  }

  return (
    <AttendeeDetailsForm
      submitLabel="Register Now"
      pendingLabel="Registering..."
      onSubmit={register}
      questions={event.questions}
    />
  )
}
