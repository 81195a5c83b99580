import { useId } from 'react'
import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { validationText } from '@site/i18n/validationMessages'
import { CheckboxField, TextField } from '@site/components/FormField'
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import type { Question } from '@contract/questions'

const Group = styled.fieldset`
  margin: 0 0 18px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`

const ErrorText = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`

/** The error of `answers.<id>`, whatever the form's value type. */
const errorOf = (errors: FieldErrors, id: string): string | undefined => {
  const answers = errors.answers as Record<string, { message?: string } | undefined> | undefined
  return answers?.[id]?.message
}

function Choices<T extends FieldValues>({
  question,
  register,
  error,
}: {
  question: Question
  register: UseFormRegister<T>
  error?: string
}) {
  const errorId = useId()
  const name = `answers.${question.id}` as Path<T>
  return (
    <Group aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>
        {question.label}
        {!question.required && <span> {i18n._('(optional)')}</span>}
      </legend>
      {question.options.map((option) => (
        <label key={option}>
          <input type={question.kind === 'single' ? 'radio' : 'checkbox'} value={option} {...register(name)} />
          {option}
        </label>
      ))}
      {error && (
        <ErrorText id={errorId} role="alert">
          {validationText(error)}
        </ErrorText>
      )}
    </Group>
  )
}

/**
 * An event's questions inside a form whose values hold `answers` (registration, waitlist, the
 * manage page): each answer is the field `answers.<id>`, so the server's `errors["answers.<id>"]`
 * land on their own field.
 */
export function QuestionFields<T extends FieldValues>({
  questions,
  register,
  errors,
}: {
  questions: readonly Question[]
  register: UseFormRegister<T>
  errors: FieldErrors<T>
}) {
  return (
    <>
      {questions.map((question) => {
        const name = `answers.${question.id}` as Path<T>
        const error = errorOf(errors, question.id)
        if (question.kind === 'text')
          return (
            <TextField key={question.id} label={question.label} optional={!question.required} error={error} {...register(name)} />
          )
        if (question.kind === 'consent')
          return (
            <div key={question.id}>
              <CheckboxField
                label={question.label + (question.required ? '' : ` ${i18n._('(optional)')}`)}
                aria-invalid={error ? true : undefined}
                {...register(name)}
              />
              {error && <ErrorText role="alert">{validationText(error)}</ErrorText>}
            </div>
          )
        return <Choices key={question.id} question={question} register={register} error={error} />
      })}
    </>
  )
}
