import { useRef, useState, type ReactNode } from 'react'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { notify, errorDetail } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { Dialog } from '@site/components/Dialog'
import { useAction } from '@site/hooks/useAction'
import { CardHeading } from '@site/components/CardHeading'
import { ListHeader } from '@site/components/ListHeader'
import { PrintBadges } from '@site/components/PrintBadges'
import { deleteAttendee, useAttendees } from '../api/attendees'
import { AddAttendeeForm } from './AddAttendeeForm'
import { AttendeesCsvButtons } from './AttendeesCsvButtons'
import { AttendeeList } from './AttendeeList'
import { MoveAttendeeDialog } from './MoveAttendeeDialog'
import { WaitlistSection } from './WaitlistSection'
import type { AttendeeDto, EventDto } from '@contract/types'

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
  // The row whose action opened a confirmation: focus goes to its neighbour once it is gone.
  const removingRow = useRef<HTMLTableRowElement | null>(null)
  const [adding, setAdding] = useState(false)

  // refreshEvents re-reads every event key on screen, the waitlist too: removing someone
  // frees a seat, so the first person waiting may have moved up.
  const refresh = () => Promise.all([mutate(), refreshEvents()])

  const remove = useAction(async (attendee: AttendeeDto) => {
    try {
      await deleteAttendee(event.id, attendee.id)
      notify.success(i18n._('Attendee removed successfully'))
      focusAfterRemoval(removingRow.current)
      await refresh()
    } catch (cause) {
      notify.error(i18n._('Failed to delete attendee'), errorDetail(cause))
    }
  })

  const onMoved = async (attendee: AttendeeDto, target: EventDto) => {
    notify.success(
      i18n._('Attendee moved'),
      i18n._('{name} is registered for {night} and gets an email about it.', { name: attendee.name, night: target.name }),
    )
    focusAfterRemoval(removingRow.current)
    await refresh()
  }

  return (
    <Dialog title={i18n._('Event Attendees')} description={event.name} onClose={onClose} busy={adding} width="lg">
      <AddAttendeeForm event={event} registered={attendees?.length} onAdded={refresh} onPendingChange={setAdding} />

      <ListHeader>
        <CardHeading as="h3">
          {attendees ? i18n._('Attendees ({count})', { count: attendees.length }) : i18n._('Attendees')}
        </CardHeading>
        <AttendeesCsvButtons event={event} count={attendees?.length} unavailable={isLoading || Boolean(error)} />
        {attendees && attendees.length > 0 && <PrintBadges eventId={event.id} />}
      </ListHeader>

      <AttendeeList
        event={event}
        query={attendeesQuery}
        onMove={
          moveTargets &&
          ((attendee, row) => {
            removingRow.current = row
            setMoving(attendee)
          })
        }
        onRemove={(attendee, row) => {
          removingRow.current = row
          setRemoving(attendee)
        }}
        removing={remove.pending}
        removingId={removing?.id}
      />
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
          message={i18n._('Are you sure you want to delete this attendee?')}
          detail={removing.name}
          confirmLabel={i18n._('Delete')}
          pendingLabel={i18n._('Deleting...')}
          onConfirm={() => remove.run(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Dialog>
  )
}
