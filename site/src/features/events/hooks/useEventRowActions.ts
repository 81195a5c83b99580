import { type RefObject } from 'react'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { notify, errorDetail } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { formatEventSchedule } from '@site/lib/eventSchedule'
import { useAction } from '@site/hooks/useAction'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { archiveEvent, deleteEvent, duplicateEvent } from '../api/dashboardEvents'
import type { EventDto } from '@contract/types'

/**
 * A dashboard row's archive, delete and duplicate, each once at a time, with their toasts; the
 * lists are read again after each, and focus leaves a row that goes.
 */
export function useEventRowActions(
  event: EventDto,
  row: RefObject<HTMLTableRowElement | null>,
  onEdit: (event: EventDto) => void,
) {
  const refreshEvents = useRefreshEvents()
  // Archived or deleted, the row leaves its list: focus moves on and the lists are read again.
  const leaveList = (request: () => Promise<unknown>, done: string, failed: string) => async () => {
    try {
      await request()
      notify.success(done)
      focusAfterRemoval(row.current)
      await refreshEvents()
    } catch (cause) {
      notify.error(failed, errorDetail(cause))
    }
  }
  const archive = useAction(leaveList(() => archiveEvent(event.id), i18n._('Event archived'), i18n._('Failed to archive event')))
  const remove = useAction(
    leaveList(() => deleteEvent(event.id), i18n._('Event deleted successfully'), i18n._('Failed to delete event')),
  )
  const duplicate = useAction(async () => {
    try {
      const copy = await duplicateEvent(event.id)
      const day = formatEventSchedule(copy.date, copy.endDate, copy.timezone).date
      notify.success(i18n._('Draft copy saved'), i18n._('{name}: {date}', { name: copy.name, date: day }), {
        intoNextDialog: true,
      })
      await refreshEvents()
      // A copy is a draft: its owner checks its date in the editor and publishes it from the list.
      onEdit(copy)
    } catch (cause) {
      notify.error(i18n._('Failed to duplicate event'), errorDetail(cause))
    }
  })
  return { archive, remove, duplicate, busy: archive.pending || remove.pending || duplicate.pending }
}
