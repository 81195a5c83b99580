import { useMemo, type ReactNode } from 'react'
import { FormProvider, useForm, type FieldPath, type ResolverResult } from 'react-hook-form'
import { messages } from '@contract/messages'
import { type Answers, type Question } from '@contract/questions'
import { BotGuard, botGuardFields, useBotGuard } from '@site/components/BotGuard'
import { Button } from '@site/components/Button'
import { CheckboxField, TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { lazyResolver } from '@site/lib/lazyResolver'
import { QuestionFields } from './QuestionFields'
import type { z } from 'zod'
import type { BotGuardFields } from '@contract/botGuard'
import type { attendeeDetailsSchema } from '../lib/attendeeDetailsSchema'

type FormValues = z.input<typeof attendeeDetailsSchema>

export type AttendeeDetails = Omit<z.infer<typeof attendeeDetailsSchema>, 'answers'> & { answers?: Answers }
export type AttendeeSubmission = AttendeeDetails & Required<BotGuardFields>

export interface AttendeeDetailsFormProps {
  submitLabel: string
  pendingLabel: string
  /** The event's questions, asked after the person's details. */
  questions?: readonly Question[]
  /**
   * Sends the values; resolves true when the form should be cleared. `showErrors` puts the
   * server's field errors (`errors["answers.<id>"]`...) on their fields.
   */
  onSubmit: (values: AttendeeSubmission, showErrors: (errors: Record<string, string>) => void) => Promise<boolean>
  /** More fields of this form, below the spec's and the questions (they reach it through react-hook-form's context). */
  extraFields?: ReactNode
}

/**
 * The values as typed, for the server to judge when the rules could not load (lib/lazyResolver.ts):
 * a question left unanswered (a radio group holds null) is left out, as the rules would. A missing
 * company is refused here: the server words it as the shared schema does, the public form says
 * "Company is required" (docs/product.md).
 */
function asTyped({ answers, ...details }: FormValues): ResolverResult<FormValues, AttendeeDetails> {
  if (!details.company.trim()) return { values: {}, errors: { company: { type: 'required', message: messages.companyRequired } } }
  const given = Object.fromEntries(Object.entries(answers ?? {}).filter(([, answer]) => answer != null)) as Answers
  return { values: { ...details, answers: given } as AttendeeDetails, errors: {} }
}

/**
 * Name, Email, Company and the company opt-in, with the bot guard: the fields both the
 * registration and the waitlist ask for.
 */
export function AttendeeDetailsForm({
  submitLabel,
  pendingLabel,
  onSubmit,
  questions = [],
  extraFields,
}: AttendeeDetailsFormProps) {
  const guard = useBotGuard()
  // The rules (zod and the contract's schemas) load at the form's first focus: a night's page
  // runs none of them while it is drawn, and a phone at the bar has them before its first letter.
  const rules = useMemo(
    () =>
      lazyResolver<FormValues, AttendeeDetails>(
        () => import('../lib/attendeeDetailsSchema').then((module) => module.attendeeDetailsResolver(questions)),
        asTyped,
      ),
    [questions],
  )
  const form = useForm<FormValues, unknown, AttendeeDetails>({
    resolver: rules.resolver,
    defaultValues: { name: '', email: '', company: '', showCompany: false, answers: {}, networking: null },
  })
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form

  const showErrors = (fieldErrors: Record<string, string>) => {
    Object.entries(fieldErrors).forEach(([field, message], index) =>
      setError(field as FieldPath<FormValues>, { message }, { shouldFocus: index === 0 }),
    )
  }

  const submit = handleSubmit(async (values) => {
    if (await onSubmit({ ...values, ...(await botGuardFields(guard)) }, showErrors)) reset()
  })

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onFocus={rules.warm} noValidate>
        <BotGuard guard={guard} />
        <TextField label={i18n._('Name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={i18n._('Email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={i18n._('Company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <CheckboxField label={i18n._('Show my company on the event page')} {...register('showCompany')} />
        <QuestionFields questions={questions} register={register} errors={errors} />
        {extraFields}
        <Button type="submit" $variant="accent" $size="lg" $fullWidth disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </form>
    </FormProvider>
  )
}
