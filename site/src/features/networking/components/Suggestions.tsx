import styled from 'styled-components'
import { type SuggestionDto } from '@contract/networking'
import { theme } from '@site/config/theme'
import { Card } from '@site/components/Card'
import { StatusHeading } from '@site/components/StatusHeading'
import { i18n } from '@site/i18n/i18n'
import { lookForTonight, reasonSentence } from '../lib/reasons'

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

/** "3 people to look for tonight": first name, company, their line and why. */
export function Suggestions({ suggestions }: { suggestions: readonly SuggestionDto[] }) {
  return (
    <Card aria-labelledby="networking-suggestions">
      <StatusHeading id="networking-suggestions">
        {suggestions.length ? lookForTonight(suggestions.length) : i18n._('People to look for tonight')}
      </StatusHeading>
      {suggestions.length === 0 ? (
        <Lead>{i18n._('No one matches yet. As more people join, we will suggest who to look for.')}</Lead>
      ) : (
        <List>
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.firstName}|${suggestion.company}`}>
              <strong>
                {suggestion.firstName} · {suggestion.company}
              </strong>
              {suggestion.line && <q>{suggestion.line}</q>}
              <Why>{reasonSentence(suggestion)}</Why>
            </li>
          ))}
        </List>
      )}
    </Card>
  )
}
