import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { registrationFormSchema } from '@contract/attendees'
import { BotGuard, botGuardFields, useBotGuard } from '@site/components/BotGuard'
import { Button } from '@site/components/Button'
import { CheckboxField, TextField } from '@site/components/FormField'
import type { BotGuardFields } from '@contract/botGuard'

const attendeeDetailsSchema = registrationFormSchema
  .pick({ name: true, email: true, company: true })
  .extend({ showCompany: z.boolean() })

export type AttendeeDetails = z.infer<typeof attendeeDetailsSchema>
export type AttendeeSubmission = AttendeeDetails & Required<BotGuardFields>

export interface AttendeeDetailsFormProps {
  submitLabel: string
  pendingLabel: string
  /** Sends the values; resolves true when the form should be cleared. */
  onSubmit: (values: AttendeeSubmission) => Promise<boolean>
}

/**
 * Name, Email, Company and the company opt-in, with the bot guard: the fields both the
 * registration and the waitlist ask for.
 */
export function AttendeeDetailsForm({ submitLabel, pendingLabel, onSubmit }: AttendeeDetailsFormProps) {
  const guard = useBotGuard()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AttendeeDetails>({
    resolver: zodResolver(attendeeDetailsSchema),
    defaultValues: { name: '', email: '', company: '', showCompany: false },
  })

  const submit = handleSubmit(async (values) => {
    if (await onSubmit({ ...values, ...botGuardFields(guard) })) reset()
  })

  return (
    <form onSubmit={submit} noValidate>
      <BotGuard guard={guard} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <CheckboxField label="Show my company on the event page" {...register('showCompany')} />
      <Button type="submit" $variant="accent" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
