import { useEffect, useRef } from 'react'
import { keepClear } from '@site/components/toastEnd'
import { Badge } from '@site/components/Badge'
import { Muted } from '@site/components/Muted'
import { i18n } from '@site/i18n/i18n'
import { formatEventSchedule } from '@site/lib/eventSchedule'
import { AttendeeCountCell } from './AttendeeCountCell'
import { EventRowActions, type EventRowActionsProps } from './EventRowActions'
import type { EventDto } from '@contract/types'

export interface EventRowProps extends Omit<EventRowActionsProps, 'row'> {
  /** The master admin's Host column: a host's name by id; no cell without it. */
  hostNameOf?: (hostId: EventDto['hostId']) => string | undefined
  /** The night just created or saved: shown, and kept clear of the toast that says so (issue 54). */
  justSaved?: EventDto['id'] | null
}

/** One event in the dashboard's table: name, host, when, where, attendees and its actions. */
export function EventRow({ event, archived, canDelete, onManage, onEdit, hostNameOf, justSaved }: EventRowProps) {
  const schedule = formatEventSchedule(event.date, event.endDate, event.timezone)
  const row = useRef<HTMLTableRowElement>(null)
  const saved = justSaved === event.id
  useEffect(() => {
    if (saved) row.current?.scrollIntoView?.({ block: 'nearest' })
  }, [saved])
  return (
    <tr ref={row} {...(saved ? keepClear : {})}>
      <th scope="row">
        {event.name} {event.status === 'draft' && <Badge>{i18n._('Draft')}</Badge>}
      </th>
      {hostNameOf && <td>{hostNameOf(event.hostId) ?? '—'}</td>}
      <td>
        {schedule.date}
        <Muted>{schedule.time}</Muted>
      </td>
      <td>
        {event.venue}
        <Muted>
          {event.city}, {event.state}
        </Muted>
      </td>
      <td>
        <AttendeeCountCell event={event} />
      </td>
      <td>
        <EventRowActions
          event={event}
          archived={archived || event.archived}
          canDelete={canDelete}
          onManage={onManage}
          onEdit={onEdit}
          row={row}
        />
      </td>
    </tr>
  )
}
