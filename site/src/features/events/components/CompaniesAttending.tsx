import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { theme } from '@site/config/theme'
import { Card } from '@site/components/Card'
import { useCompanies } from '../api/useCompanies'
import type { Id } from '@contract/types'

const Heading = styled.h2`
  margin: 0 0 14px;
  font-size: 1.25rem;
  color: ${theme.colors.brand};
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    padding: 4px 12px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.paper};
    border: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
`

/** "Companies attending" on the event page; nothing at all while loading, on failure or when empty. */
export function CompaniesAttending({ eventId }: { eventId: Id }) {
  const { data } = useCompanies(eventId)
  const companies = data?.companies ?? []
  if (companies.length === 0) return null
  return (
    <Card aria-labelledby="companies-heading">
      <Heading id="companies-heading">{i18n._('Companies attending')}</Heading>
      <List>
        {companies.map((company) => (
          <li key={company}>{company}</li>
        ))}
      </List>
    </Card>
  )
}
