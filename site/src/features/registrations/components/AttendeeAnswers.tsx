import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { answerText, type Question } from '@contract/questions'
import type { AttendeeWithCheckIn } from '@contract/door'

const List = styled.dl`
  margin: 6px 0 0;
  font-size: 0.875rem;
  font-weight: 400;
  dt {
    display: inline;
    font-weight: 600;
  }
  dd {
    display: inline;
    margin: 0 0 0 4px;
  }
  div {
    margin-top: 2px;
  }
`

const Missing = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`

/** A person's answers in the team's list, and the required questions they have not answered (hand-added people, walk-ins). */
export function AttendeeAnswers({ attendee, questions }: { attendee: AttendeeWithCheckIn; questions: readonly Question[] }) {
  const answered = questions
    .map((question) => ({ question, text: answerText(question, attendee.answers?.[question.id], i18n._('Yes')) }))
    .filter((item) => item.text !== '')
  const missing = questions.filter((question) => attendee.missingAnswers?.includes(question.id))
  return (
    <>
      {answered.length > 0 && (
        <List>
          {answered.map(({ question, text }) => (
            <div key={question.id}>
              <dt>{i18n._('{question}:', { question: question.label })}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </List>
      )}
      {missing.length > 0 && (
        <Missing>{i18n._('Missing: {questions}', { questions: missing.map((question) => question.label).join(', ') })}</Missing>
      )}
    </>
  )
}
