import { useState, type RefObject } from 'react'
import { Button, ButtonLink } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { paths } from '@site/config/paths'
import { outcomePaths } from '@site/config/outcomePaths'
import { useUser } from '@site/lib/auth'
import { Actions } from '@site/components/Actions'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { useEventRowActions } from '../hooks/useEventRowActions'
import { EventRowConfirm, type EventRowConfirming } from './EventRowConfirm'
import type { EventDto } from '@contract/types'

export interface EventRowActionsProps {
  event: EventDto
  /** In the archived list, or archived itself: View, Report and the master admin's delete only. */
  archived: boolean
  canDelete: boolean
  onManage: (event: EventDto) => void
  onEdit: (event: EventDto) => void
  /** The row, for focus when it goes. */
  row: RefObject<HTMLTableRowElement | null>
}

/** A dashboard row's buttons, each shown to those who may use it, and the questions they ask first. */
export function EventRowActions({ event, archived, canDelete, onManage, onEdit, row }: EventRowActionsProps) {
  const [confirming, setConfirming] = useState<EventRowConfirming | null>(null)
  const { archive, remove, duplicate, busy } = useEventRowActions(event, row, onEdit)
  const draft = event.status === 'draft'
  // "Over" as of showing the row: a night ending while the list is open shows the link on the next visit.
  const [now] = useState(() => Date.now())
  const ended = archived || new Date(event.endDate).getTime() <= now
  // Duplicate and Repeat are the owner's or the master admin's (access/events.ts, ownsEvent); co-hosts do not see them.
  const { user } = useUser()
  // Archived rows keep only View (and the master admin's delete): a night is repeated from the current list.
  const owns = !archived && (canDelete || (user != null && event.hostId != null && String(event.hostId) === String(user.id)))

  return (
    <>
      <Actions>
        {!archived && (
          <ButtonLink
            $size="sm"
            to={paths.adminCheckIn(event.id)}
            aria-label={i18n._('Check-in for {name}', { name: event.name })}
          >
            {i18n._('Check-in')}
          </ButtonLink>
        )}
        <ButtonLink
          $size="sm"
          $variant="secondary"
          to={paths.adminReport(event.id)}
          aria-label={i18n._('Report of {name}', { name: event.name })}
        >
          {i18n._('Report')}
        </ButtonLink>
        {/* The morning after: what the night achieved, once it is over. */}
        {ended && (
          <ButtonLink
            $size="sm"
            $variant="secondary"
            to={outcomePaths.night(event.id)}
            aria-label={i18n._('Outcomes of {name}', { name: event.name })}
          >
            {i18n._('Outcomes')}
          </ButtonLink>
        )}
        {archived ? (
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => onManage(event)}
            aria-label={i18n._('View attendees of {name}', { name: event.name })}
          >
            {i18n._('View')}
          </Button>
        ) : (
          <>
            {/* The whole team may publish (owner, co-hosts, master admin). */}
            {draft && (
              <Button
                $size="sm"
                $variant="accent"
                onClick={() => setConfirming('publish')}
                disabled={busy}
                aria-label={i18n._('Publish {name}', { name: event.name })}
              >
                {i18n._('Publish')}
              </Button>
            )}
            <Button
              $size="sm"
              onClick={() => onManage(event)}
              aria-label={i18n._('Manage attendees of {name}', { name: event.name })}
            >
              {i18n._('Manage')}
            </Button>
            <Button
              $size="sm"
              $variant="secondary"
              onClick={() => onEdit(event)}
              disabled={busy}
              aria-label={i18n._('Edit {name}', { name: event.name })}
            >
              {i18n._('Edit')}
            </Button>
            {/* Archiving is the owner's (and the master admin's), never a co-host's (access/events.ts). */}
            {owns && (
              <Button
                $size="sm"
                $variant="secondary"
                onClick={() => setConfirming('archive')}
                disabled={busy}
                aria-label={
                  archive.pending
                    ? i18n._('Archiving {name}...', { name: event.name })
                    : i18n._('Archive {name}', { name: event.name })
                }
              >
                {archive.pending ? i18n._('Archiving...') : i18n._('Archive')}
              </Button>
            )}
          </>
        )}
        {owns && (
          <>
            <Button
              $size="sm"
              $variant="secondary"
              onClick={() => void duplicate.run()}
              disabled={busy}
              aria-label={i18n._('Duplicate {name} as next night', { name: event.name })}
            >
              {duplicate.pending ? i18n._('Duplicating...') : i18n._('Duplicate')}
            </Button>
            <Button
              $size="sm"
              $variant="secondary"
              onClick={() => setConfirming('repeat')}
              disabled={busy}
              aria-label={i18n._('Repeat {name}', { name: event.name })}
            >
              {i18n._('Repeat…')}
            </Button>
          </>
        )}
        {canDelete && (
          <DeleteIconButton
            label={i18n._('Delete {name}', { name: event.name })}
            pending={remove.pending}
            pendingLabel={i18n._('Deleting...')}
            disabled={busy}
            onClick={() => setConfirming('delete')}
          />
        )}
      </Actions>
      {confirming && (
        <EventRowConfirm
          confirming={confirming}
          event={event}
          onArchive={archive.run}
          onDelete={remove.run}
          onEdit={onEdit}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  )
}
