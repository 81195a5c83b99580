import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { registrationDetailsSchema, type RegistrationDetailsInput, type RegistrationDto } from '@contract/registrations'
import { Button } from '@site/components/Button'
import { TextField } from '@site/components/FormField'
import { errorMessage, notify } from '@site/lib/notify'
import { useUpdateRegistration } from '../api/useUpdateRegistration'

/** Corrects the name and company of a registration (the email is its identity and stays). */
export function RegistrationDetailsForm({ token, registration }: { token: string; registration: RegistrationDto }) {
  const update = useUpdateRegistration(token)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RegistrationDetailsInput>({
    resolver: zodResolver(registrationDetailsSchema),
    defaultValues: { name: registration.name, company: registration.company },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update(values)
      reset({ name: updated?.name ?? values.name, company: updated?.company ?? values.company })
      notify.success('Registration updated', 'Your details are saved.')
    } catch (error) {
      notify.error('Failed to update registration', errorMessage(error, 'Please try again.'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  )
}
