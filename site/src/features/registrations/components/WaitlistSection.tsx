import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { notify } from '@site/lib/notify'
import { saveBlob, waitlistCsv, waitlistCsvName } from '@site/lib/files'
import { formatTimestamp } from '@site/lib/timestamps'
import { CardHeading } from '@site/components/CardHeading'
import { DataTable } from '@site/components/DataTable'
import { ListHeader } from '@site/components/ListHeader'
import { ListStatus } from '@site/components/ListStatus'
import { useWaitlist } from '../api/waitlist'
import type { Id } from '@contract/types'

const Section = styled.section`
  margin-top: 28px;
`

/** The attendee dialog's waitlist: who waits in which order, and its CSV. */
export function WaitlistSection({ eventId }: { eventId: Id }) {
  const query = useWaitlist(eventId)
  const entries = query.data

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
          <DataTable caption="Waitlist" columns={['Position', 'Name', 'Email', 'Company', 'Joined']}>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.position}</td>
                <th scope="row">{entry.name}</th>
                <td>{entry.email}</td>
                <td>{entry.company}</td>
                <td>{formatTimestamp(entry.joinedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStatus>
    </Section>
  )
}
