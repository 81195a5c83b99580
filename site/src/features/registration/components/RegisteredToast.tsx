import styled from 'styled-components'
import type { CalendarLinks } from '../../../lib/calendar'

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
    color: ${({ theme }) => theme.colors.brand};
    border: 1.5px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  a:hover { background: #eef2f8; }
`

/** The success toast's body: add the event to a calendar (SPEC section 2). */
export function CalendarLinksToast({ links }: { links: CalendarLinks }) {
  return (
    <>
      <span>Add it to your calendar:</span>
      <Row>
        <a href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </a>
        <a href={links.outlook} target="_blank" rel="noopener noreferrer">
          Outlook
        </a>
        <a href={links.ics} download={links.icsFileName}>
          Download .ics
        </a>
      </Row>
    </>
  )
}
