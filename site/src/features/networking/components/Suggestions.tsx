import styled from 'styled-components'
import { lookForHeading, reasonText, type SuggestionDto } from '@contract/networking'
import { theme } from '@site/config/theme'
import { Card } from '@site/components/Card'
import { StatusHeading } from '@site/components/StatusHeading'

const List = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 14px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  strong {
    display: block;
    font-size: 1.0625rem;
  }
  q {
    display: block;
    margin: 4px 0;
  }
`

const Why = styled.span`
  display: block;
  font-size: 0.9375rem;
  color: ${theme.colors.inkMuted};
`

const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

/** Upper-cases the first letter: "you need…" starts a sentence. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "3 people to look for tonight": first name, company, their line and why. */
export function Suggestions({ suggestions }: { suggestions: readonly SuggestionDto[] }) {
  return (
    <Card aria-labelledby="networking-suggestions">
      <StatusHeading id="networking-suggestions">
        {suggestions.length ? lookForHeading(suggestions.length) : 'People to look for tonight'}
      </StatusHeading>
      {suggestions.length === 0 ? (
        <Lead>No one matches yet. As more people join, we will suggest who to look for.</Lead>
      ) : (
        <List>
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.firstName}|${suggestion.company}`}>
              <strong>
                {suggestion.firstName} · {suggestion.company}
              </strong>
              {suggestion.line && <q>{suggestion.line}</q>}
              <Why>{sentence(reasonText(suggestion))}.</Why>
            </li>
          ))}
        </List>
      )}
    </Card>
  )
}
