import { useState } from 'react'
import styled from 'styled-components'
import { CalendarLinkList } from './CalendarLinkList'
import type { CalendarLinks } from '@contract/calendarLinks'

/** What the home page shows after registering, kept across a reload until dismissed. */
export interface RegisteredNote {
  eventName: string
  links: CalendarLinks | null
  manageUrl?: string
}

const KEY = 'mpn:registered'

export function rememberRegistration(note: RegisteredNote) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note))
  } catch {
    // Storage off (private mode): the toast still carries the links.
  }
}

function recalled(): RegisteredNote | null {
  try {
    const stored = sessionStorage.getItem(KEY)
    return stored ? (JSON.parse(stored) as RegisteredNote) : null
  } catch {
    return null
  }
}

const Panel = styled.section`
  margin: 0 0 32px;
  padding: 20px 24px;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: 0 0 12px;
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 12px;
`

const Dismiss = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

/**
 * "You're registered": the success that outlives the spec's toast (which goes after 15 s and
 * may cover the header), with the calendar links, the manage link and a reminder to check
 * the email; it stays until dismissed.
 */
export function RegisteredPanel() {
  const [note, setNote] = useState(recalled)
  if (!note) return null
  const dismiss = () => {
    try {
      sessionStorage.removeItem(KEY)
    } catch {
      // nothing stored
    }
    setNote(null)
  }
  return (
    <Panel aria-labelledby="registered-heading">
      <h2 id="registered-heading">You're registered for {note.eventName}</h2>
      <p>Check your email: the confirmation has the details, a calendar file and your entry code for the door.</p>
      {note.links && (
        <>
          <span>Add it to your calendar:</span>
          <CalendarLinkList links={note.links} />
        </>
      )}
      <Row>
        {note.manageUrl ? <a href={note.manageUrl}>Manage your registration</a> : <span />}
        <Dismiss type="button" onClick={dismiss}>
          Dismiss
        </Dismiss>
      </Row>
    </Panel>
  )
}
