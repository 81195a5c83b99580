import { useState } from 'react'
import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { formatEventDate } from '@site/i18n/dates'
import { FEEDBACK_LIMITS, RATINGS, type FeedbackDto } from '@contract/feedback'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { CheckboxField, TextAreaField } from '@site/components/FormField'
import { StatusHeading } from '@site/components/StatusHeading'
import { useAction } from '@site/hooks/useAction'
import { errorMessage } from '@site/lib/notify'
import { useAnswerFeedback } from '../api/useAnswerFeedback'

const RATING_WORDS: Record<number, string> = {
  1: /*i18n*/ 'Poor',
  2: /*i18n*/ 'Meh',
  3: /*i18n*/ 'Fine',
  4: /*i18n*/ 'Good',
  5: /*i18n*/ 'Great',
}

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    color: ${theme.colors.ink};
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

/** A radio drawn as a large tap target; the native input stays for keyboards and screen readers. */
const Choice = styled.label`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 56px;
  padding: 8px 10px;
  border: 1px solid ${theme.colors.controlBorder};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.brand};
    outline: 2px solid ${theme.colors.brand};
  }
  input {
    accent-color: ${theme.colors.brand};
  }
  small {
    color: ${theme.colors.inkMuted};
  }
`

const Text = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
`

const metValue = (met: boolean | null) => (met === null ? 'skip' : met ? 'yes' : 'no')

/**
 * "How was {night}?" (`/feedback/:token`, the morning-after email's links): the rating the link
 * carried is chosen, and nothing is recorded until the one button is pressed (mail scanners
 * open every link). Editable until `editableUntil`; after that the answer is shown, closed.
 */
export function PulseForm({ token, feedback, chosen }: { token: string; feedback: FeedbackDto; chosen: number | null }) {
  const answer = useAnswerFeedback(token)
  const [rating, setRating] = useState<number | null>(chosen ?? feedback.rating)
  const [met, setMet] = useState(metValue(feedback.metSomeoneUseful))
  const [comment, setComment] = useState(feedback.comment ?? '')
  const [anonymous, setAnonymous] = useState(feedback.anonymous)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // Judged when the page opens; the server answers 410 to a late press anyway.
  const [open] = useState(() => Date.parse(feedback.editableUntil) > Date.now())
  // The last day in the page's language and the night's zone, as every date of the night is read.
  const until = formatEventDate(feedback.editableUntil, feedback.event.timezone)

  const sending = useAction(async () => {
    setFailure(null)
    if (rating === null) return setFailure(i18n._('Choose a rating from 1 to 5'))
    try {
      await answer({
        rating,
        metSomeoneUseful: met === 'skip' ? null : met === 'yes',
        comment: comment.trim() || null,
        anonymous,
      })
      setSaved(true)
    } catch (error) {
      setFailure(errorMessage(error, i18n._('Could not send your answer. Please try again.')))
    }
  })

  return (
    <Card aria-labelledby="pulse-title">
      <StatusHeading id="pulse-title">{i18n._('How was {name}?', { name: feedback.event.name })}</StatusHeading>
      {!open && <Text>{i18n._('Answers to this night are closed. Thank you for coming!')}</Text>}
      <form
        onSubmit={(submitted) => {
          submitted.preventDefault()
          void sending.run()
        }}
      >
        <Choices disabled={!open}>
          <legend>{i18n._('Your rating')}</legend>
          <Row>
            {RATINGS.map((n) => (
              <Choice key={n}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
                <span>{n}</span>
                <small>{i18n._(RATING_WORDS[n])}</small>
              </Choice>
            ))}
          </Row>
        </Choices>
        <Choices disabled={!open}>
          <legend>{i18n._('Met someone useful?')}</legend>
          <Row>
            {(['yes', 'no', 'skip'] as const).map((value) => (
              <Choice key={value}>
                <input type="radio" name="met" value={value} checked={met === value} onChange={() => setMet(value)} />
                <span>{value === 'yes' ? i18n._('Yes') : value === 'no' ? i18n._('No') : i18n._('Rather not say')}</span>
              </Choice>
            ))}
          </Row>
        </Choices>
        <TextAreaField
          label={i18n._('Anything to tell the hosts?')}
          optional
          rows={3}
          maxLength={FEEDBACK_LIMITS.comment}
          value={comment}
          disabled={!open}
          onChange={(event) => setComment(event.target.value)}
        />
        <CheckboxField
          label={i18n._('Answer anonymously (the hosts see your comment without your name)')}
          checked={anonymous}
          disabled={!open}
          onChange={(event) => setAnonymous(event.target.checked)}
        />
        {open && (
          <Button type="submit" disabled={sending.pending}>
            {sending.pending
              ? i18n._('Sending...')
              : feedback.rating === null
                ? i18n._('Send my answer')
                : i18n._('Update my answer')}
          </Button>
        )}
      </form>
      {saved && <Alert tone="success">{i18n._('Thank you! You can change your answer until {until}.', { until })}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </Card>
  )
}
