import { useMemo } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldPath } from 'react-hook-form'
import { z } from '@contract/zod'
import { registrationDetailsSchema, type RegistrationDto, type RegistrationUpdateInput } from '@contract/registrations'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { TextField } from '@site/components/FormField'
import { ApiError } from '@site/lib/api'
import { errorMessage, notify } from '@site/lib/notify'
import { useUpdateRegistration } from '../api/useUpdateRegistration'
import { checkedAnswers } from '../lib/answers'
import { QuestionFields } from './QuestionFields'
import type { Question } from '@contract/questions'

const detailsSchema = registrationDetailsSchema.extend({ answers: z.record(z.string(), z.unknown()).optional() })
type DetailsValues = z.input<typeof detailsSchema>

/** Name and company, and the answers when the event asks questions (the server judges them by the same rule). */
const withAnswers = (questions: readonly Question[]) =>
  detailsSchema.transform((values, context): RegistrationUpdateInput => {
    const details = { name: values.name, company: values.company }
    return questions.length ? { ...details, answers: checkedAnswers(questions, values.answers, context) } : details
  })

/**
 * Corrects the name and company of a registration (the email is its identity and stays) and
 * changes the answers to the event's questions (docs/product.md "Registration questions").
 */
export function RegistrationDetailsForm({
  token,
  registration,
  questions = [],
}: {
  token: string
  registration: RegistrationDto
  questions?: readonly Question[]
}) {
  const update = useUpdateRegistration(token)
  const schema = useMemo(() => withAnswers(questions), [questions])
  const defaults = (from: RegistrationDto): DetailsValues => ({
    name: from.name,
    company: from.company,
    answers: from.answers ?? {},
  })
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsValues, unknown, RegistrationUpdateInput>({
    resolver: zodResolver(schema),
    defaultValues: defaults(registration),
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update(values)
      reset(
        updated ? defaults(updated) : { name: values.name ?? '', company: values.company ?? '', answers: values.answers ?? {} },
      )
      notify.success(i18n._('Registration updated'), i18n._('Your details are saved.'))
    } catch (error) {
      // The server's field errors (`answers.<id>`...) go on their fields.
      if (error instanceof ApiError && error.errors)
        Object.entries(error.errors).forEach(([field, message], index) =>
          setError(field as FieldPath<DetailsValues>, { message }, { shouldFocus: index === 0 }),
        )
      notify.error(i18n._('Failed to update registration'), errorMessage(error, i18n._('Please try again.')))
    }
  })

  return (
    <form onSubmit={(submit) => void onSubmit(submit)} noValidate aria-label={i18n._('Your details')}>
      <TextField label={i18n._('Name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={i18n._('Company')} autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <QuestionFields questions={questions} register={register} errors={errors} />
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? i18n._('Saving...') : i18n._('Save my details')}
      </Button>
    </form>
  )
}
