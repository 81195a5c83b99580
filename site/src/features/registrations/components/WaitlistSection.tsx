import { useRef, useState } from 'react'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { Button } from '@site/components/Button'
import { notify } from '@site/lib/notify'
import { saveBlob, waitlistCsv, waitlistCsvName } from '@site/lib/files'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { formatTimestamp } from '@site/lib/timestamps'
import { useAction } from '@site/hooks/useAction'
import { CardHeading } from '@site/components/CardHeading'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { DataTable } from '@site/components/DataTable'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { ListHeader } from '@site/components/ListHeader'
import { ListStatus } from '@site/components/ListStatus'
import { deleteAttendee } from '../api/attendees'
import { attendeesKey } from '../api/keys'
import { giveSeat, useWaitlist } from '../api/waitlist'
import type { WaitlistEntryDto } from '@contract/registrations'
import type { EventDto } from '@contract/types'

const Section = styled.section`
  margin-top: 28px;
`

const RowActions = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`

/**
 * The attendee dialog's waitlist: who waits in which order, its CSV, and a row action that takes
 * someone off the queue (the attendee removal route: a waiting row is that event's row too) or
 * gives them a seat now.
 */
export function WaitlistSection({ event }: { event: EventDto }) {
  const eventId = event.id
  const query = useWaitlist(eventId)
  const entries = query.data
  const [removing, setRemoving] = useState<WaitlistEntryDto | null>(null)
  const removingRow = useRef<HTMLTableRowElement | null>(null)

  // Built from the list on screen: nothing to wait for.
  const download = () => {
    const list = entries ?? []
    if (list.length === 0) {
      notify.error('No one waiting', 'There is no one on the waitlist to export')
      return
    }
    saveBlob(waitlistCsv(list), waitlistCsvName())
    notify.success('Export successful', `Exported ${list.length} ${list.length === 1 ? 'person' : 'people'} on the waitlist`)
  }

  const { mutate } = useSWRConfig()
  const seat = useAction(async (entry: WaitlistEntryDto) => {
    try {
      await giveSeat(eventId, entry.id)
      notify.success('Seat given', `${entry.name} is registered and gets the confirmation email.`)
      await Promise.all([query.mutate(), mutate(attendeesKey(eventId))])
    } catch (cause) {
      notify.error('Failed to give a seat', cause instanceof Error ? cause.message : undefined)
    }
  })

  const remove = useAction(async (entry: WaitlistEntryDto) => {
    try {
      await deleteAttendee(eventId, entry.id)
      notify.success('Removed from the waitlist', entry.name)
      focusAfterRemoval(removingRow.current)
      await query.mutate()
    } catch (cause) {
      notify.error('Failed to remove from the waitlist', cause instanceof Error ? cause.message : undefined)
    }
  })

  return (
    <Section aria-labelledby={`waitlist-${eventId}`}>
      <ListHeader>
        <CardHeading as="h3" id={`waitlist-${eventId}`}>
          Waitlist{entries ? ` (${entries.length})` : ''}
        </CardHeading>
        <Button $variant="secondary" $size="sm" onClick={download} disabled={query.isLoading || Boolean(query.error)}>
          Download waitlist CSV
        </Button>
      </ListHeader>
      <ListStatus
        query={query}
        loadingLabel="Loading the waitlist..."
        errorText="Failed to fetch the waitlist"
        emptyText="No one is on the waitlist"
      >
        {(rows) => (
          <DataTable
            caption="Waitlist"
            compact
            columns={['Position', 'Name', 'Email', 'Company', 'Joined', { label: 'Actions', hidden: true }]}
          >
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.position}</td>
                <th scope="row">{entry.name}</th>
                <td>{entry.email}</td>
                <td>{entry.company}</td>
                <td>{formatTimestamp(entry.joinedAt)}</td>
                <td>
                  <RowActions>
                    <Button
                      $size="sm"
                      $variant="secondary"
                      disabled={seat.pending || remove.pending}
                      onClick={() => void seat.run(entry)}
                      aria-label={`Give ${entry.name} a seat`}
                    >
                      Give a seat
                    </Button>
                    <DeleteIconButton
                      label={`Remove ${entry.name} from the waitlist`}
                      pendingLabel="Removing..."
                      pending={remove.pending && removing?.id === entry.id}
                      disabled={remove.pending || seat.pending}
                      onClick={(click) => {
                        removingRow.current = click.currentTarget.closest('tr')
                        setRemoving(entry)
                      }}
                    />
                  </RowActions>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStatus>
      {removing && (
        <ConfirmDialog
          message="Remove this person from the waitlist?"
          detail={removing.name}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          onConfirm={() => remove.run(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Section>
  )
}
