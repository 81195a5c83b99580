import { Button } from '@site/components/Button'
import { Actions } from '@site/components/Actions'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { Muted } from '@site/components/Muted'
import { formatClockTime } from '@site/i18n/clock'
import { formatMoment } from '@site/i18n/dashboardDates'
import { i18n } from '@site/i18n/i18n'
import { AttendeeAnswers } from './AttendeeAnswers'
import type { AttendeeWithCheckIn } from '@contract/door'
import type { EventDto } from '@contract/types'

/** "Checked in 7:42 PM" in the event's zone, or nothing before the door. */
function CheckedIn({ attendee, timeZone }: { attendee: AttendeeWithCheckIn; timeZone: string }) {
  if (!attendee.checkedInAt) return null
  return <Muted>{i18n._('Checked in {time}', { time: formatClockTime(new Date(attendee.checkedInAt), timeZone) })}</Muted>
}

/** What a row's Move and Delete do; `row` is the row, for focus once the person has gone. */
export interface AttendeeRowActions {
  /** Absent, rows have no Move (there is no other night to move to). */
  onMove?: (attendee: AttendeeWithCheckIn, row: HTMLTableRowElement | null) => void
  onRemove: (attendee: AttendeeWithCheckIn, row: HTMLTableRowElement | null) => void
  /** A removal is under way: every row's actions wait. */
  removing: boolean
  /** Whose removal it is (that row's button says "Deleting..."). */
  removingId?: AttendeeWithCheckIn['id']
}

export interface AttendeeRowProps extends AttendeeRowActions {
  attendee: AttendeeWithCheckIn
  event: EventDto
}

/** One registered person: name (with check-in time and answers), email, company, when, actions. */
export function AttendeeRow({ attendee, event, onMove, onRemove, removing, removingId }: AttendeeRowProps) {
  return (
    <tr>
      <th scope="row">
        {attendee.name}
        <CheckedIn attendee={attendee} timeZone={event.timezone} />
        <AttendeeAnswers attendee={attendee} questions={event.questions} />
      </th>
      <td>{attendee.email}</td>
      <td>{attendee.company}</td>
      <td>{formatMoment(attendee.createdAt)}</td>
      <td>
        <Actions>
          {/* Someone checked in is here tonight, and a removed person (no address, contract/privacy.ts) is
              only a figure of the night: neither moves (the server refuses both too). */}
          {onMove && !attendee.checkedInAt && attendee.email && (
            <Button
              $size="sm"
              $variant="secondary"
              aria-label={i18n._('Move {name} to another night', { name: attendee.name })}
              disabled={removing}
              onClick={(click) => onMove(attendee, click.currentTarget.closest('tr'))}
            >
              {i18n._('Move')}
            </Button>
          )}
          <DeleteIconButton
            label={i18n._('Delete attendee {name}', { name: attendee.name })}
            pendingLabel={i18n._('Deleting...')}
            pending={removing && removingId === attendee.id}
            disabled={removing}
            onClick={(click) => onRemove(attendee, click.currentTarget.closest('tr'))}
          />
        </Actions>
      </td>
    </tr>
  )
}
