import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import type { CalendarLinks } from '@contract/calendarLinks'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
  a {
    padding: 4px 10px;
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
    color: ${theme.colors.brand};
    border: 1.5px solid ${theme.colors.brand};
    border-radius: ${theme.radius.pill};
  }
  a:hover {
    background: ${theme.colors.infoSurface};
  }
`

/** Google (UTC), Outlook (the event's local time) and the registration's own .ics. */
export function CalendarLinkList({ links }: { links: CalendarLinks }) {
  return (
    <Row>
      <a href={links.google} target="_blank" rel="noopener noreferrer">
        Google Calendar
      </a>
      <a href={links.outlook} target="_blank" rel="noopener noreferrer">
        Outlook
      </a>
      <a href={links.ics} download={links.icsFileName}>
        {i18n._('Download .ics')}
      </a>
    </Row>
  )
}
