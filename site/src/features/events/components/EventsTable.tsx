import { type ReactNode } from 'react'
import { DataTable } from '@site/components/DataTable'
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
    ? ['Name', 'Host', 'Date', 'Location', 'Attendees', 'Actions']
    : ['Name', 'Date', 'Location', 'Attendees', 'Actions']
  return (
    <ListStatus
      query={query}
      loadingLabel="Loading events..."
      errorText="Failed to fetch events"
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
