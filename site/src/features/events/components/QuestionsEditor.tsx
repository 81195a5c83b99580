import { useId } from 'react'
import styled from 'styled-components'
import { QUESTION_LIMITS, type QuestionInput, type QuestionKind } from '@contract/questions'
import { Button } from '@site/components/Button'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@site/components/FormField'
import { Muted } from '@site/components/Muted'
import { i18n } from '@site/i18n/i18n'

const Section = styled.fieldset`
  margin: 8px 0 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    font-size: 1.125rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`

const Item = styled.div`
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > button {
    min-height: 44px;
  }
`

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

const kinds: { value: QuestionKind; label: string }[] = [
  { value: 'text', label: /*i18n*/ 'Text' },
  { value: 'single', label: /*i18n*/ 'One choice' },
  { value: 'multi', label: /*i18n*/ 'Several choices' },
  { value: 'consent', label: /*i18n*/ 'Consent (a tick box)' },
]

/** Options are typed one a line; the stored list keeps their order. */
const optionLines = (text: string) => text.split('\n').map((line) => line.trim())

function QuestionItem({
  question,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionInput
  index: number
  count: number
  onChange: (next: QuestionInput) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const headingId = useId()
  const choices = question.kind === 'single' || question.kind === 'multi'
  return (
    <Item role="group" aria-labelledby={headingId}>
      <Muted id={headingId}>{i18n._('Question {number}', { number: index + 1 })}</Muted>
      <TextField
        label={i18n._('Question')}
        value={question.label}
        maxLength={QUESTION_LIMITS.label}
        onChange={(change) => onChange({ ...question, label: change.target.value })}
      />
      <SelectField
        label={i18n._('Kind')}
        value={question.kind}
        onChange={(change) => onChange({ ...question, kind: change.target.value as QuestionKind })}
      >
        {kinds.map((kind) => (
          <option key={kind.value} value={kind.value}>
            {i18n._(kind.label)}
          </option>
        ))}
      </SelectField>
      {choices && (
        <TextAreaField
          label={i18n._('Options')}
          hint={i18n._('One a line, 2 to 20.')}
          rows={3}
          value={(question.options ?? []).join('\n')}
          onChange={(change) => onChange({ ...question, options: optionLines(change.target.value) })}
        />
      )}
      <CheckboxField
        label={i18n._('Required')}
        checked={question.required === true}
        onChange={(change) => onChange({ ...question, required: change.target.checked })}
      />
      <CheckboxField
        label={i18n._('Host only (answers seen by the team only, never at the door)')}
        checked={question.hostOnly === true}
        onChange={(change) => onChange({ ...question, hostOnly: change.target.checked })}
      />
      <CheckboxField
        label={i18n._('Show the answer at the door')}
        checked={question.showAtDoor === true}
        onChange={(change) => onChange({ ...question, showAtDoor: change.target.checked })}
      />
      <Row>
        <Button $variant="secondary" $size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          {i18n._('Move up')}
        </Button>
        <Button $variant="secondary" $size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          {i18n._('Move down')}
        </Button>
        <Button $variant="secondary" $size="sm" onClick={onRemove}>
          {i18n._('Remove question')}
        </Button>
      </Row>
    </Item>
  )
}

/**
 * The event's registration questions in its dialog: up to 10, in order. Answered questions are
 * locked by the server (409 "This question already has answers"), whose message shows here.
 */
export function QuestionsEditor({
  questions,
  onChange,
  error,
}: {
  questions: QuestionInput[]
  onChange: (next: QuestionInput[]) => void
  error?: string
}) {
  const set = (index: number, next: QuestionInput) => onChange(questions.map((question, i) => (i === index ? next : question)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    onChange(next)
  }
  return (
    <Section>
      <legend>{i18n._('Registration questions')}</legend>
      <Muted>
        {i18n._('Asked on the registration form. Once people have answered a question, its kind and options stay fixed.')}
      </Muted>
      {questions.map((question, index) => (
        <QuestionItem
          key={question.id ?? `new-${index}`}
          question={question}
          index={index}
          count={questions.length}
          onChange={(next) => set(index, next)}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
        />
      ))}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Row>
        <Button
          $variant="secondary"
          disabled={questions.length >= QUESTION_LIMITS.questions}
          onClick={() => onChange([...questions, { label: '', kind: 'text', required: false }])}
        >
          {i18n._('Add question')}
        </Button>
      </Row>
    </Section>
  )
}
