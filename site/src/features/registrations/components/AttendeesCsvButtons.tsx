import { Button } from '@site/components/Button'
import { useAction } from '@site/hooks/useAction'
import { attendeesCsvName, saveBlob } from '@site/lib/files'
import { notify } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { downloadAttendeesCsv } from '../api/attendees'
import type { EventDto } from '@contract/types'

export interface AttendeesCsvButtonsProps {
  event: EventDto
  /** How many are registered; undefined while the list loads. */
  count: number | undefined
  /** The list is loading or failed: nothing to export yet. */
  unavailable: boolean
}

/** "Download CSV" of an event's attendees and, when it asks questions, "CSV with answers". */
export function AttendeesCsvButtons({ event, count, unavailable }: AttendeesCsvButtonsProps) {
  const download = useAction(async (withAnswers: boolean = false) => {
    const exported = count ?? 0
    if (exported === 0) {
      notify.error(i18n._('No attendees'), i18n._('There are no attendees to export'))
      return
    }
    try {
      saveBlob(await downloadAttendeesCsv(event.id, { withAnswers }), attendeesCsvName())
      notify.success(
        i18n._('Export successful'),
        i18n._('{count, plural, one {Exported # attendee} other {Exported # attendees}}', { count: exported }),
      )
    } catch (cause) {
      console.error('Failed to download CSV', cause)
      notify.error(i18n._('Export failed'), i18n._('Could not download the CSV file. Please try again.'))
    }
  })
  const disabled = download.pending || unavailable
  return (
    <>
      <Button $variant="secondary" $size="sm" onClick={() => void download.run()} disabled={disabled}>
        {download.pending ? i18n._('Downloading...') : i18n._('Download CSV')}
      </Button>
      {event.questions.length > 0 && (
        <Button $variant="secondary" $size="sm" onClick={() => void download.run(true)} disabled={disabled}>
          {i18n._('CSV with answers')}
        </Button>
      )}
    </>
  )
}
