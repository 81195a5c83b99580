import { useState } from 'react'
import { AttendeeDialog } from '@site/features/registrations/components/AttendeeDialog'
import { EmbedSnippet } from '@site/features/embeds/components/EmbedSnippet'
import { MessageAttendees } from '@site/features/messages/components/MessageAttendees'
import { NetworkingAggregate } from '@site/features/networking/components/NetworkingAggregate'
import { useDashboardEvents } from '@site/features/events/api/dashboardEvents'
import type { CurrentUser, EventDto } from '@contract/types'

/**
 * The nights a person of `event` may be moved to: the caller's other current nights that have
 * not started (the server judges the team of both nights again, docs/api.md).
 */
function useMoveTargets(user: CurrentUser, event: EventDto): EventDto[] {
  const current = useDashboardEvents(user, 'current').data ?? []
  // Published and "not started" as of opening the dialog (a draft takes no one); a night starting meanwhile is refused by the server.
  const [now] = useState(() => Date.now())
  return current.filter(
    (other) =>
      String(other.id) !== String(event.id) &&
      !other.archived &&
      other.status !== 'draft' &&
      new Date(other.date).getTime() > now,
  )
}

/** A row's Manage / View Attendees: the attendee list, then the ways to reach people about the night. */
export function EventManageDialog({ user, event, onClose }: { user: CurrentUser; event: EventDto; onClose: () => void }) {
  return (
    <AttendeeDialog event={event} onClose={onClose} moveTargets={useMoveTargets(user, event)}>
      {event.networking?.enabled && <NetworkingAggregate eventId={event.id} />}
      <MessageAttendees event={event} />
      <EmbedSnippet event={event} />
    </AttendeeDialog>
  )
}
