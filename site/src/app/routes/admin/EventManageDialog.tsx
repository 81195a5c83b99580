import { AttendeeDialog } from '@site/features/registrations/components/AttendeeDialog'
import { EmbedSnippet } from '@site/features/embeds/components/EmbedSnippet'
import type { EventDto } from '@contract/types'

/** A row's Manage / View Attendees: the attendee list, then the ways to reach people about the night. */
export function EventManageDialog({ event, onClose }: { event: EventDto; onClose: () => void }) {
  return (
    <AttendeeDialog event={event} onClose={onClose}>
      <EmbedSnippet event={event} />
    </AttendeeDialog>
  )
}
