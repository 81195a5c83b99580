import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { z } from '@contract/zod'
import { attendeeSchema } from '@contract/attendees'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { TextField } from '@site/components/FormField'
import { notify, errorDetail } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { addAttendee } from '../api/attendees'
import { withCheckedAnswers } from '../lib/answers'
import { QuestionFields } from './QuestionFields'
import type { Answers, Question } from '@contract/questions'
import type { EventDto } from '@contract/types'

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  align-items: start;
  gap: 0 12px;
  padding: 16px;
  margin-bottom: 20px;
  background: ${theme.colors.paper};
  border-radius: ${theme.radius.md};
  & > button {
    margin-top: 30px;
  }
  /* The night's questions take a row of their own under the person's details, the button after them. */
  .questions {
    grid-column: 1 / -1;
  }
  .questions ~ button {
    grid-column: 1;
    justify-self: start;
    margin-top: 0;
  }
  @media (max-width: ${theme.breakpoints.md}) {
    grid-template-columns: 1fr;
    & > button {
      margin: 0 0 4px;
    }
  }
`

const detailsSchema = attendeeSchema
  .pick({ name: true, email: true, company: true })
  .extend({ answers: z.record(z.string(), z.unknown()).optional() })

/** The answers cleaned by the contract's rule (contract/questions.ts); none is required of a host. */
const withAnswers = (questions: readonly Question[]) => detailsSchema.transform(withCheckedAnswers(questions))

type AddAttendeeFields = z.input<typeof detailsSchema>
type NewAttendee = Omit<z.output<typeof detailsSchema>, 'answers'> & { answers?: Answers }

/** "This night is full: add anyway as number 4 of 3?" */
export const pastCapacityQuestion = (registered: number, maxAttendees: number) =>
  i18n._('This night is full: add anyway as number {number} of {max}?', { number: registered + 1, max: maxAttendees })

export interface AddAttendeeFormProps {
  event: EventDto
  /** People registered now (the dialog's list); a full night asks before adding past its limit. */
  registered: number | undefined
  onAdded: () => Promise<unknown>
  /** The dialog stays open while a person is being added. */
  onPendingChange: (pending: boolean) => void
}

/**
 * The attendee dialog's add form (the spec's name, email, company), with the night's questions,
 * all optional for a host (decision "Host-only questions"). A host may add past the limit (the
 * spec's rule for hand-added people), but is asked first on a full night.
 */
export function AddAttendeeForm({ event, registered, onAdded, onPendingChange }: AddAttendeeFormProps) {
  const questions = useMemo(() => event.questions.map((question) => ({ ...question, required: false })), [event.questions])
  const schema = useMemo(() => withAnswers(questions), [questions])
  const [confirming, setConfirming] = useState<NewAttendee | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddAttendeeFields, unknown, NewAttendee>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', company: '', answers: {} },
  })
  useEffect(() => onPendingChange(isSubmitting), [isSubmitting, onPendingChange])

  const add = async (values: NewAttendee) => {
    try {
      await addAttendee(event.id, values)
      notify.success(i18n._('Attendee added successfully'))
      reset()
      await onAdded()
    } catch (cause) {
      notify.error(i18n._('Failed to add attendee'), errorDetail(cause))
    }
  }

  const full = event.maxAttendees > 0 && registered !== undefined && registered >= event.maxAttendees
  const submit = async (values: NewAttendee) => {
    if (full) setConfirming(values)
    else await add(values)
  }

  return (
    <>
      <Form noValidate onSubmit={handleSubmit(submit)} aria-label={i18n._('Add attendee')}>
        <TextField label={i18n._('Name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label={i18n._('Email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField label={i18n._('Company')} autoComplete="off" error={errors.company?.message} {...register('company')} />
        {questions.length > 0 && (
          <div className="questions">
            <QuestionFields questions={questions} register={register} errors={errors} />
          </div>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? i18n._('Adding...') : i18n._('Add Attendee')}
        </Button>
      </Form>
      {confirming && registered !== undefined && (
        <ConfirmDialog
          message={pastCapacityQuestion(registered, event.maxAttendees)}
          detail={confirming.name}
          confirmLabel={i18n._('Add anyway')}
          pendingLabel={i18n._('Adding...')}
          danger={false}
          onConfirm={() => add(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  )
}
