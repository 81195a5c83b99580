import { type ReactNode } from 'react'
import { DataTable } from '@site/components/DataTable'
import { i18n } from '@site/i18n/i18n'
import { type ListQuery, ListStatus } from '@site/components/ListStatus'
import { EventRow, type EventRowProps } from './EventRow'
import type { EventDto } from '@contract/types'

export interface EventsTableProps extends Omit<EventRowProps, 'event'> {
  caption: string
  query: ListQuery<EventDto>
  emptyText: string
  /** Offered with the empty text (the first event's button). */
  emptyAction?: ReactNode
}

export function EventsTable({ caption, query, emptyText, emptyAction, ...rowProps }: EventsTableProps) {
  const columns = rowProps.hostNameOf
    ? [i18n._('Name'), i18n._('Host'), i18n._('Date'), i18n._('Location'), i18n._('Attendees'), i18n._('Actions')]
    : [i18n._('Name'), i18n._('Date'), i18n._('Location'), i18n._('Attendees'), i18n._('Actions')]
  return (
    <ListStatus
      query={query}
      loadingLabel={i18n._('Loading events...')}
      errorText={i18n._('Failed to fetch events')}
      emptyText={emptyText}
      emptyAction={emptyAction}
    >
      {(events) => (
        <DataTable caption={caption} columns={columns}>
          {events.map((event) => (
            <EventRow key={event.id} event={event} {...rowProps} />
          ))}
        </DataTable>
      )}
    </ListStatus>
  )
}
