import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { registrationFormSchema, type RegistrationFormInput } from '../../../../../contract/attendees'
import type { AttendeeDto, EventDto } from '../../../../../contract/types'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/FormField'
import { paths } from '../../../config/paths'
import { calendarLinks, type CalendarLinks } from '../../../lib/calendar'
import { errorMessage, notify } from '../../../lib/notify'
import { useRegisterForEvent } from '../api/useRegisterForEvent'
import { CalendarLinksToast } from './CalendarLinksToast'

type RegistrationFields = Pick<RegistrationFormInput, 'name' | 'email' | 'company'>

/** The calendar toast stays longer than the 5 s default so there is time to pick a link. */
export const CALENDAR_TOAST_MS = 15_000

function linksFor(event: EventDto, registrationId: AttendeeDto['id'] | undefined): CalendarLinks | null {
  try {
    return calendarLinks(event, registrationId)
  } catch (error) {
    console.error('Calendar links unavailable:', errorMessage(error, 'unknown error'))
    return null
  }
}

/** Name, Email, Company; on success a toast with calendar links, a reset and a trip home. */
export function RegistrationForm({ event, onRegistered }: { event: EventDto; onRegistered?: () => void }) {
  const navigate = useNavigate()
  const { trigger } = useRegisterForEvent()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFields>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', company: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    let registered: AttendeeDto | undefined
    try {
      registered = await trigger({ ...values, eventId: event.id })
    } catch (error) {
      notify.error('Registration failed', errorMessage(error, 'Failed to register for event'))
      return
    }
    const links = linksFor(event, registered?.id)
    if (links) {
      notify.success('Registration successful', <CalendarLinksToast links={links} />, { duration: CALENDAR_TOAST_MS })
    } else {
      notify.success('Registration successful', `You're on the list for ${event.name}. See you there!`)
    }
    reset()
    onRegistered?.()
    navigate(paths.home)
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <Button type="submit" $variant="accent" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Registering...' : 'Register Now'}
      </Button>
    </form>
  )
}
