import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { PersonRow } from './PersonRow'
import type { DoorAttendee } from '@contract/door'
import type { Id } from '@contract/types'

/** Rows drawn at once: a phone stays quick with thousands registered; typing narrows the rest. */
export const MAX_ROWS = 100

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${theme.colors.border};
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

/** The door's answers as one line: "Dietary needs: Vegan · Photo consent: Yes". */
const doorNoteOf = (person: DoorAttendee) => (person.doorAnswers ?? []).map((item) => `${item.label}: ${item.answer}`).join(' · ')

export interface CheckInListProps {
  /** The people the search found, in order. */
  matches: DoorAttendee[]
  /** Nobody is registered at all (not just nobody found). */
  nobodyRegistered: boolean
  timeZone?: string
  onCheckIn: (id: Id) => void
  onUndo: (id: Id) => void
}

/** The people found, the first MAX_ROWS of them, or why there is nobody to show. */
export function CheckInList({ matches, nobodyRegistered, timeZone, onCheckIn, onUndo }: CheckInListProps) {
  const shown = matches.slice(0, MAX_ROWS)
  return (
    <>
      {matches.length === 0 ? (
        <Muted>{nobodyRegistered ? i18n._('Nobody is registered yet.') : i18n._('Nobody matches that search.')}</Muted>
      ) : (
        <List aria-label={i18n._('Attendees')}>
          {shown.map((person) => (
            <PersonRow
              key={person.id}
              id={person.id}
              name={person.name}
              company={person.company}
              checkedInAt={person.checkedInAt}
              doorNote={doorNoteOf(person)}
              timeZone={timeZone}
              onCheckIn={onCheckIn}
              onUndo={onUndo}
            />
          ))}
        </List>
      )}
      {matches.length > shown.length && (
        <Muted>
          {i18n._('Showing {shown} of {total}. Type a name or company to find the rest.', {
            shown: shown.length,
            total: matches.length,
          })}
        </Muted>
      )}
    </>
  )
}
