import { useRef, useState } from 'react'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { Button } from '@site/components/Button'
import { notify, errorDetail } from '@site/lib/notify'
import { saveBlob, waitlistCsv, waitlistCsvName } from '@site/lib/files'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { formatMoment } from '@site/i18n/dashboardDates'
import { i18n } from '@site/i18n/i18n'
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
      notify.error(i18n._('No one waiting'), i18n._('There is no one on the waitlist to export'))
      return
    }
    saveBlob(waitlistCsv(list), waitlistCsvName())
    notify.success(
      i18n._('Export successful'),
      i18n._('{count, plural, one {Exported # person on the waitlist} other {Exported # people on the waitlist}}', {
        count: list.length,
      }),
    )
  }

  const { mutate } = useSWRConfig()
  const seat = useAction(async (entry: WaitlistEntryDto) => {
    try {
      await giveSeat(eventId, entry.id)
      notify.success(i18n._('Seat given'), i18n._('{name} is registered and gets the confirmation email.', { name: entry.name }))
      await Promise.all([query.mutate(), mutate(attendeesKey(eventId))])
    } catch (cause) {
      notify.error(i18n._('Failed to give a seat'), errorDetail(cause))
    }
  })

  const remove = useAction(async (entry: WaitlistEntryDto) => {
    try {
      await deleteAttendee(eventId, entry.id)
      notify.success(i18n._('Removed from the waitlist'), entry.name)
      focusAfterRemoval(removingRow.current)
      await query.mutate()
    } catch (cause) {
      notify.error(i18n._('Failed to remove from the waitlist'), errorDetail(cause))
    }
  })

  return (
    <Section aria-labelledby={`waitlist-${eventId}`}>
      <ListHeader>
        <CardHeading as="h3" id={`waitlist-${eventId}`}>
          {entries ? i18n._('Waitlist ({count})', { count: entries.length }) : i18n._('Waitlist')}
        </CardHeading>
        <Button $variant="secondary" $size="sm" onClick={download} disabled={query.isLoading || Boolean(query.error)}>
          {i18n._('Download waitlist CSV')}
        </Button>
      </ListHeader>
      <ListStatus
        query={query}
        loadingLabel={i18n._('Loading the waitlist...')}
        errorText={i18n._('Failed to fetch the waitlist')}
        emptyText={i18n._('No one is on the waitlist')}
      >
        {(rows) => (
          <DataTable
            caption={i18n._('Waitlist')}
            compact
            columns={[
              i18n._('Position'),
              i18n._('Name'),
              i18n._('Email'),
              i18n._('Company'),
              i18n._('Joined'),
              { label: i18n._('Actions'), hidden: true },
            ]}
          >
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.position}</td>
                <th scope="row">{entry.name}</th>
                <td>{entry.email}</td>
                <td>{entry.company}</td>
                <td>{formatMoment(entry.joinedAt)}</td>
                <td>
                  <RowActions>
                    {/* A removed person (no address, contract/privacy.ts) is only a figure of the night: no seat (the server refuses it too). */}
                    {entry.email && (
                      <Button
                        $size="sm"
                        $variant="secondary"
                        disabled={seat.pending || remove.pending}
                        onClick={() => void seat.run(entry)}
                        aria-label={i18n._('Give {name} a seat', { name: entry.name })}
                      >
                        {i18n._('Give a seat')}
                      </Button>
                    )}
                    <DeleteIconButton
                      label={i18n._('Remove {name} from the waitlist', { name: entry.name })}
                      pendingLabel={i18n._('Removing...')}
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
          message={i18n._('Remove this person from the waitlist?')}
          detail={removing.name}
          confirmLabel={i18n._('Remove')}
          pendingLabel={i18n._('Removing...')}
          onConfirm={() => remove.run(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Section>
  )
}
