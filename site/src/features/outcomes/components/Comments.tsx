import styled from 'styled-components'
import { OUTCOMES_MINIMUM, type OutcomesDto } from '@contract/feedback'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    padding: 12px;
    border-left: 4px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  small {
    display: block;
    margin-top: 4px;
    color: ${theme.colors.inkMuted};
  }
`

/** The comments people left, from 5 answers; an anonymous one says so and names nobody. */
export function Comments({ outcomes }: { outcomes: OutcomesDto }) {
  return (
    <section aria-labelledby="outcomes-comments">
      <h2 id="outcomes-comments">{i18n._('Comments')}</h2>
      {outcomes.responses < OUTCOMES_MINIMUM ? (
        <p>
          {i18n._('Comments appear from {count} answers, so that none can be traced to one person.', {
            count: OUTCOMES_MINIMUM,
          })}
        </p>
      ) : outcomes.comments.length === 0 ? (
        <p>{i18n._('Nobody left a comment.')}</p>
      ) : (
        <List>
          {outcomes.comments.map((comment, i) => (
            <li key={i}>
              {comment.text}
              <small>{comment.name ?? i18n._('Anonymous')}</small>
            </li>
          ))}
        </List>
      )}
    </section>
  )
}
