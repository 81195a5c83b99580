import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { i18n } from '@site/i18n/i18n'
import { PublishEventDialog } from './PublishEventDialog'
import { RepeatDialog } from './RepeatDialog'
import type { EventDto } from '@contract/types'

/** The dialogs a dashboard row's buttons open before they act. */
export type EventRowConfirming = 'archive' | 'delete' | 'repeat' | 'publish'

export interface EventRowConfirmProps {
  confirming: EventRowConfirming
  event: EventDto
  onArchive: () => Promise<unknown>
  onDelete: () => Promise<unknown>
  /** Opens a night the repeat made in the editor. */
  onEdit: (event: EventDto) => void
  onClose: () => void
}

/** The question (or the dialog) a dashboard row's Archive, Delete, Repeat… or Publish opens. */
export function EventRowConfirm({ confirming, event, onArchive, onDelete, onEdit, onClose }: EventRowConfirmProps) {
  if (confirming === 'publish') return <PublishEventDialog event={event} onClose={onClose} />
  if (confirming === 'repeat') return <RepeatDialog event={event} onClose={onClose} onRepeated={onEdit} />
  if (confirming === 'archive')
    return (
      <ConfirmDialog
        message={i18n._('Are you sure you want to archive this event?')}
        detail={event.name}
        confirmLabel={i18n._('Archive')}
        pendingLabel={i18n._('Archiving...')}
        danger={false}
        dismissLabel={i18n._('Cancel')}
        onConfirm={onArchive}
        onClose={onClose}
      />
    )
  return (
    <ConfirmDialog
      message={i18n._('Are you sure you want to delete this event?')}
      detail={event.name}
      confirmLabel={i18n._('Delete')}
      pendingLabel={i18n._('Deleting...')}
      dismissLabel={i18n._('Cancel')}
      onConfirm={onDelete}
      onClose={onClose}
    />
  )
}
