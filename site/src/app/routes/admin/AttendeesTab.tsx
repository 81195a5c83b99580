import { useState } from 'react'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { errorMessage, notify } from '@site/lib/notify'
import { useDashboardEvents } from '@site/features/events/api/dashboardEvents'
import { fetchAttendeeCount } from '@site/features/events/api/useAttendeeCount'
import { downloadAttendeesCsv } from '@site/features/registrations/api/attendees'
import { useAction } from '@site/hooks/useAction'
import { formatEventSchedule } from '@site/lib/eventSchedule'
import { i18n } from '@site/i18n/i18n'
import { eventAttendeesCsvName, saveBlob } from '@site/lib/files'
import { Actions } from '@site/components/Actions'
import { Badge } from '@site/components/Badge'
import { DataTable } from '@site/components/DataTable'
import { ListStatus } from '@site/components/ListStatus'
import { Muted } from '@site/components/Muted'
import { SectionHeader } from '@site/components/SectionHeader'
import { EventManageDialog } from './EventManageDialog'
import type { CurrentUser, EventDto, Id } from '@contract/types'

/**
 * The Attendees tab: every event the user may see (the events feature), current first, each
 * with its attendee list and export (the registrations feature).
 */
export function AttendeesTab({ user }: { user: CurrentUser }) {
  const current = useDashboardEvents(user, 'current')
  const archived = useDashboardEvents(user, 'archived')
  const [viewing, setViewing] = useState<EventDto | null>(null)
  const [downloadingId, setDownloadingId] = useState<Id | null>(null)

  const download = useAction(async (event: EventDto) => {
    setDownloadingId(event.id)
    try {
      // The same answer as the attendee dialog: an empty list is not exported as an empty file.
      if ((await fetchAttendeeCount(event.id)) === 0) {
        notify.error(i18n._('No attendees'), i18n._('There are no attendees to export'))
        return
      }
      saveBlob(await downloadAttendeesCsv(event.id), eventAttendeesCsvName(event.id))
    } catch (cause) {
      notify.error(i18n._('Failed to download attendees'), errorMessage(cause, i18n._('Unknown error occurred')))
    } finally {
      setDownloadingId(null)
    }
  })

  const query = {
    isLoading: current.isLoading || archived.isLoading,
    error: current.error ?? archived.error,
    data: [...(current.data ?? []), ...(archived.data ?? [])],
  }

  return (
    <>
      <SectionHeader>
        <h2>{i18n._('Attendees')}</h2>
      </SectionHeader>
      <Card>
        <ListStatus
          query={query}
          loadingLabel={i18n._('Loading events...')}
          errorText={i18n._('Failed to fetch events')}
          emptyText={i18n._('No events found')}
        >
          {(events) => (
            <DataTable
              caption={i18n._('Events and their attendees')}
              columns={[i18n._('Event'), i18n._('Date'), i18n._('Actions')]}
            >
              {events.map((event) => {
                const schedule = formatEventSchedule(event.date, event.endDate, event.timezone)
                return (
                  <tr key={event.id}>
                    <th scope="row">
                      {event.name} {event.archived && <Badge>{i18n._('Archived')}</Badge>}
                    </th>
                    <td>
                      {schedule.date}
                      <Muted>{schedule.time}</Muted>
                    </td>
                    <td>
                      <Actions>
                        <Button
                          $size="sm"
                          $variant="secondary"
                          onClick={() => void download.run(event)}
                          disabled={download.pending}
                          aria-label={i18n._('Download CSV of {name}', { name: event.name })}
                        >
                          {downloadingId === event.id ? i18n._('Downloading...') : i18n._('Download CSV')}
                        </Button>
                        <Button
                          $size="sm"
                          onClick={() => setViewing(event)}
                          aria-label={i18n._('View Attendees of {name}', { name: event.name })}
                        >
                          {i18n._('View Attendees')}
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                )
              })}
            </DataTable>
          )}
        </ListStatus>
      </Card>
      {viewing && <EventManageDialog user={user} event={viewing} onClose={() => setViewing(null)} />}
    </>
  )
}
