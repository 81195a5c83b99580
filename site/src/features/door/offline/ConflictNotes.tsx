import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { doorClock } from '../lib/clock'
import type { DoorAttendee } from '@contract/door'
import type { DoorConflict } from '@contract/doorOffline'

const Notes = styled.section`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.infoBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.infoSurface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`

/**
 * People scanned on two phones (docs/product.md "The door without a network"): one check-in
 * stands, at the earliest time; this says where and when the other scan was made.
 */
export function ConflictNotes({
  conflicts,
  attendees,
  timeZone,
}: {
  conflicts: DoorConflict[]
  attendees: DoorAttendee[]
  timeZone?: string
}) {
  if (!conflicts.length) return null
  const names = new Map(attendees.map((person) => [String(person.id), person.name]))
  return (
    <Notes aria-labelledby="door-conflicts">
      <h2 id="door-conflicts">{i18n._('Scanned on two phones')}</h2>
      <ul>
        {conflicts.map((conflict) => (
          <li key={`${String(conflict.attendeeId)}-${conflict.device}-${conflict.at}`}>
            {i18n._('{name}: also scanned on {device} at {time}', {
              name: names.get(String(conflict.attendeeId)) ?? i18n._('Someone no longer registered'),
              device: conflict.device,
              time: doorClock(new Date(conflict.at), timeZone),
            })}
          </li>
        ))}
      </ul>
    </Notes>
  )
}
