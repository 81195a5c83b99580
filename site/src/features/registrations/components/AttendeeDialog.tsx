import { useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { TextField } from '@site/components/FormField'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { notify } from '@site/lib/notify'
import { clockTime } from '@contract/datetime'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { Dialog } from '@site/components/Dialog'
import { useAction } from '@site/hooks/useAction'
import { attendeesCsvName, saveBlob } from '@site/lib/files'
import { formatTimestamp } from '@site/lib/timestamps'
import { filterByWords } from '@site/lib/wordSearch'
import { CardHeading } from '@site/components/CardHeading'
import { DataTable } from '@site/components/DataTable'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { ListHeader } from '@site/components/ListHeader'
import { ListStatus } from '@site/components/ListStatus'
import { Muted } from '@site/components/Muted'
import { Actions } from '@site/components/Actions'
import { PrintBadges } from '@site/components/PrintBadges'
import { deleteAttendee, downloadAttendeesCsv, useAttendees } from '../api/attendees'
import { AddAttendeeForm } from './AddAttendeeForm'
import { AttendeeAnswers } from './AttendeeAnswers'
import { MoveAttendeeDialog } from './MoveAttendeeDialog'
import { WaitlistSection } from './WaitlistSection'
import type { AttendeeWithCheckIn } from '@contract/door'
import type { AttendeeDto, EventDto } from '@contract/types'

const NoMatch = styled.p`
  margin: 0;
  padding: 16px 8px;
  color: ${theme.colors.inkMuted};
`

/** What the search looks in: name, email and company, lower-cased once per row. */
const searchText = (attendee: AttendeeDto) => `${attendee.name}\n${attendee.email}\n${attendee.company}`.toLocaleLowerCase()

/** "Checked in 7:42 PM" in the event's zone, or nothing before the door. */
function CheckedIn({ attendee, timeZone }: { attendee: AttendeeWithCheckIn; timeZone: string }) {
  if (!attendee.checkedInAt) return null
  return <Muted>Checked in {clockTime(new Date(attendee.checkedInAt), timeZone)}</Muted>
}

export interface AttendeeDialogProps {
  event: EventDto
  onClose: () => void
  /** The caller's other upcoming nights a person may be moved to; without it rows have no Move. */
  moveTargets?: EventDto[]
  children?: ReactNode
}

/**
 * "Event Attendees": add, list, move, remove and export the people registered for one event;
 * `children` are other features' sections and `moveTargets` other nights the dashboard page
 * adds (pages compose features: the events feature knows the nights).
 */
export function AttendeeDialog({ event, onClose, moveTargets, children }: AttendeeDialogProps) {
  const attendeesQuery = useAttendees(event.id)
  const { data: attendees, error, isLoading, mutate } = attendeesQuery
  const refreshEvents = useRefreshEvents()
  const [removing, setRemoving] = useState<AttendeeDto | null>(null)
  const [moving, setMoving] = useState<AttendeeDto | null>(null)
  const [search, setSearch] = useState('')
  // The row whose action opened a confirmation: focus goes to its neighbour once it is gone.
  const removingRow = useRef<HTMLTableRowElement | null>(null)
  const [adding, setAdding] = useState(false)

  // refreshEvents re-reads every event key on screen, the waitlist too: removing someone
  // frees a seat, so the first person waiting may have moved up.
  const refresh = () => Promise.all([mutate(), refreshEvents()])

  const remove = useAction(async (attendee: AttendeeDto) => {
    try {
      await deleteAttendee(event.id, attendee.id)
      notify.success('Attendee removed successfully')
      focusAfterRemoval(removingRow.current)
      await refresh()
    } catch (cause) {
      notify.error('Failed to delete attendee', cause instanceof Error ? cause.message : undefined)
    }
  })

  const onMoved = async (attendee: AttendeeDto, target: EventDto) => {
    notify.success('Attendee moved', `${attendee.name} is registered for ${target.name} and gets an email about it.`)
    focusAfterRemoval(removingRow.current)
    await refresh()
  }

  const download = useAction(async (withAnswers: boolean = false) => {
    const list = attendees ?? []
    if (list.length === 0) {
      notify.error('No attendees', 'There are no attendees to export')
      return
    }
    try {
      saveBlob(await downloadAttendeesCsv(event.id, { withAnswers }), attendeesCsvName())
      notify.success('Export successful', `Exported ${list.length} ${list.length === 1 ? 'attendee' : 'attendees'}`)
    } catch (cause) {
      console.error('Failed to download CSV', cause)
      notify.error('Export failed', 'Could not download the CSV file. Please try again.')
    }
  })

  return (
    <Dialog title="Event Attendees" description={event.name} onClose={onClose} busy={adding} width="lg">
      <AddAttendeeForm event={event} registered={attendees?.length} onAdded={refresh} onPendingChange={setAdding} />

      <ListHeader>
        <CardHeading as="h3">Attendees{attendees ? ` (${attendees.length})` : ''}</CardHeading>
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => void download.run()}
          disabled={download.pending || isLoading || Boolean(error)}
        >
          {download.pending ? 'Downloading...' : 'Download CSV'}
        </Button>
        {event.questions.length > 0 && (
          <Button
            $variant="secondary"
            $size="sm"
            onClick={() => void download.run(true)}
            disabled={download.pending || isLoading || Boolean(error)}
          >
            CSV with answers
          </Button>
        )}
        {attendees && attendees.length > 0 && <PrintBadges eventId={event.id} />}
      </ListHeader>

      {attendees && attendees.length > 0 && (
        <TextField
          label="Search attendees"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          hint="Name, email or company"
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
      )}
      <ListStatus
        query={attendeesQuery}
        loadingLabel="Loading attendees..."
        errorText="Failed to fetch attendees"
        emptyText="No attendees registered for this event"
      >
        {(everyone) => {
          const rows = filterByWords(everyone, search, searchText)
          if (rows.length === 0) return <NoMatch role="status">No attendees match that search</NoMatch>
          return (
            <DataTable
              caption="Attendees"
              compact
              columns={['Name', 'Email', 'Company', 'Registered', { label: 'Actions', hidden: true }]}
            >
              {rows.map((attendee) => (
                <tr key={attendee.id}>
                  <th scope="row">
                    {attendee.name}
                    <CheckedIn attendee={attendee} timeZone={event.timezone} />
                    <AttendeeAnswers attendee={attendee} questions={event.questions} />
                  </th>
                  <td>{attendee.email}</td>
                  <td>{attendee.company}</td>
                  <td>{formatTimestamp(attendee.createdAt)}</td>
                  <td>
                    <Actions>
                      {/* Someone checked in is here tonight: they stay (the server refuses it too). */}
                      {moveTargets && !attendee.checkedInAt && (
                        <Button
                          $size="sm"
                          $variant="secondary"
                          aria-label={`Move ${attendee.name} to another night`}
                          disabled={remove.pending}
                          onClick={(click) => {
                            removingRow.current = click.currentTarget.closest('tr')
                            setMoving(attendee)
                          }}
                        >
                          Move
                        </Button>
                      )}
                      <DeleteIconButton
                        label={`Delete attendee ${attendee.name}`}
                        pendingLabel="Deleting..."
                        pending={remove.pending && removing?.id === attendee.id}
                        disabled={remove.pending}
                        onClick={(click) => {
                          removingRow.current = click.currentTarget.closest('tr')
                          setRemoving(attendee)
                        }}
                      />
                    </Actions>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }}
      </ListStatus>
      {event.maxAttendees > 0 && <WaitlistSection event={event} />}
      {children}
      {moving && moveTargets && (
        <MoveAttendeeDialog
          attendee={moving}
          event={event}
          targets={moveTargets}
          onMoved={(target) => onMoved(moving, target)}
          onClose={() => setMoving(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          message="Are you sure you want to delete this attendee?"
          detail={removing.name}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          onConfirm={() => remove.run(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Dialog>
  )
}
