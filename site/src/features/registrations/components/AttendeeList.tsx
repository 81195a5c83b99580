import { useState } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { TextField } from '@site/components/FormField'
import { DataTable } from '@site/components/DataTable'
import { ListStatus, type ListQuery } from '@site/components/ListStatus'
import { filterByWords } from '@site/lib/wordSearch'
import { i18n } from '@site/i18n/i18n'
import { AttendeeRow, type AttendeeRowActions } from './AttendeeRow'
import type { AttendeeWithCheckIn } from '@contract/door'
import type { AttendeeDto, EventDto } from '@contract/types'

const NoMatch = styled.p`
  margin: 0;
  padding: 16px 8px;
  color: ${theme.colors.inkMuted};
`

/** What the search looks in: name, email and company, lower-cased once per row. */
const searchText = (attendee: AttendeeDto) => `${attendee.name}\n${attendee.email}\n${attendee.company}`.toLocaleLowerCase()

export interface AttendeeListProps extends AttendeeRowActions {
  event: EventDto
  query: ListQuery<AttendeeWithCheckIn>
}

/** An event's attendees as a table, with a search by name, email or company once there are any. */
export function AttendeeList({ event, query, ...actions }: AttendeeListProps) {
  const [search, setSearch] = useState('')
  return (
    <>
      {query.data && query.data.length > 0 && (
        <TextField
          label={i18n._('Search attendees')}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          hint={i18n._('Name, email or company')}
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
      )}
      <ListStatus
        query={query}
        loadingLabel={i18n._('Loading attendees...')}
        errorText={i18n._('Failed to fetch attendees')}
        emptyText={i18n._('No attendees registered for this event')}
      >
        {(everyone) => {
          const rows = filterByWords(everyone, search, searchText)
          if (rows.length === 0) return <NoMatch role="status">{i18n._('No attendees match that search')}</NoMatch>
          return (
            <DataTable
              caption={i18n._('Attendees')}
              compact
              columns={[
                i18n._('Name'),
                i18n._('Email'),
                i18n._('Company'),
                // When they registered (a date), not the status word "Registered": its own message.
                i18n._({ id: 'attendees.column.registered', message: 'Registered' }),
                { label: i18n._('Actions'), hidden: true },
              ]}
            >
              {rows.map((attendee) => (
                <AttendeeRow key={attendee.id} attendee={attendee} event={event} {...actions} />
              ))}
            </DataTable>
          )
        }}
      </ListStatus>
    </>
  )
}
