import { useId, useState } from 'react'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { Dialog, DialogActions } from '@site/components/Dialog'
import { SelectField } from '@site/components/FormField'
import { Muted } from '@site/components/Muted'
import { useAction } from '@site/hooks/useAction'
import { errorMessage } from '@site/lib/notify'
import { formatEventSchedule } from '@site/lib/eventSchedule'
import { i18n } from '@site/i18n/i18n'
import { moveAttendee } from '../api/moveAttendee'
import type { AttendeeDto, EventDto } from '@contract/types'

const isFull = (event: EventDto) => event.maxAttendees > 0 && event.registeredCount >= event.maxAttendees

const optionLabel = (event: EventDto) => {
  const { date, time } = formatEventSchedule(event.date, event.endDate, event.timezone)
  const values = { name: event.name, date, time }
  return isFull(event) ? i18n._('{name} · {date}, {time} (full)', values) : i18n._('{name} · {date}, {time}', values)
}

export interface MoveAttendeeDialogProps {
  attendee: AttendeeDto
  /** The night the person is registered for now. */
  event: EventDto
  /** The caller's other nights that have not started (the page knows them; the server judges again). */
  targets: EventDto[]
  /** After the server moved the person: the caller toasts and refreshes. */
  onMoved: (target: EventDto) => Promise<unknown>
  onClose: () => void
}

/**
 * "Move {name} to another night": choose one of the caller's other upcoming nights, read what
 * will happen, confirm. The server's refusals (already registered there, closed...) stay in
 * this dialog, beside the choice they are about.
 */
export function MoveAttendeeDialog({ attendee, event, targets, onMoved, onClose }: MoveAttendeeDialogProps) {
  const [targetId, setTargetId] = useState(targets[0] ? String(targets[0].id) : '')
  const [failure, setFailure] = useState<string | null>(null)
  const describedBy = useId()
  const target = targets.find((candidate) => String(candidate.id) === targetId)

  const move = useAction(async () => {
    if (!target) return
    setFailure(null)
    try {
      await moveAttendee(event.id, attendee.id, target.id)
    } catch (cause) {
      setFailure(errorMessage(cause, i18n._('The move failed. Please try again.')))
      return
    }
    await onMoved(target)
    onClose()
  })

  return (
    <Dialog
      title={i18n._('Move {name} to another night', { name: attendee.name })}
      description={event.name}
      width="sm"
      busy={move.pending}
      onClose={onClose}
    >
      {targets.length === 0 ? (
        <p>{i18n._('There is no other upcoming night of yours to move {name} to.', { name: attendee.name })}</p>
      ) : (
        <>
          <SelectField
            label={i18n._('Move to')}
            value={targetId}
            onChange={(change) => {
              setTargetId(change.target.value)
              setFailure(null)
            }}
            disabled={move.pending}
            aria-describedby={describedBy}
          >
            {targets.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {optionLabel(candidate)}
              </option>
            ))}
          </SelectField>
          <div id={describedBy}>
            <p>
              {i18n._(
                '{name} gets an email with the new night and their calendar is updated. Their seat at {night} is freed for the first person waiting, if anyone is.',
                { name: attendee.name, night: event.name },
              )}
            </p>
            {target && isFull(target) && (
              <Muted as="p">
                {i18n._(
                  '{night} is full ({registered} of {max}): the move goes past its capacity, as adding someone by hand does.',
                  { night: target.name, registered: target.registeredCount, max: target.maxAttendees },
                )}
              </Muted>
            )}
          </div>
        </>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={move.pending}>
          {i18n._('Cancel')}
        </Button>
        {targets.length > 0 && (
          <Button onClick={() => void move.run()} disabled={move.pending || !target}>
            {move.pending ? i18n._('Moving...') : i18n._('Confirm move')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
