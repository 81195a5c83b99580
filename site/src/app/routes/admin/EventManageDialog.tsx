import { AttendeeDialog } from '@site/features/registrations/components/AttendeeDialog'
import { EmbedSnippet } from '@site/features/embeds/components/EmbedSnippet'
import { MessageAttendees } from '@site/features/messages/components/MessageAttendees'
import type { EventDto } from '@contract/types'

/** A row's Manage / View Attendees: the attendee list, then the ways to reach people about the night. */
export function EventManageDialog({ event, onClose }: { event: EventDto; onClose: () => void }) {
  return (
    <AttendeeDialog event={event} onClose={onClose}>
      <MessageAttendees event={event} />
      <EmbedSnippet event={event} />
    </AttendeeDialog>
  )
}
