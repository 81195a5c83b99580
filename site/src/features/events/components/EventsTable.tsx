import { useRef, useState, type ReactNode } from 'react'
import { Button, ButtonLink } from '@site/components/Button'
import { paths } from '@site/config/paths'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { notify } from '@site/lib/notify'
import { useUser } from '@site/lib/auth'
import { useAction } from '@site/hooks/useAction'
import { Badge } from '@site/components/Badge'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { Actions } from '@site/components/Actions'
import { DataTable } from '@site/components/DataTable'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { type ListQuery, ListStatus } from '@site/components/ListStatus'
import { Muted } from '@site/components/Muted'
import { formatEventSchedule } from '@site/lib/eventSchedule'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { archiveEvent, deleteEvent, duplicateEvent } from '../api/dashboardEvents'
import { PublishEventDialog } from './PublishEventDialog'
import { RepeatDialog } from './RepeatDialog'
import { AttendeeCountCell } from './AttendeeCountCell'
import type { EventDto } from '@contract/types'

export interface EventsTableProps {
  caption: string
  query: ListQuery<EventDto>
  archived: boolean
  emptyText: string
  /** Offered with the empty text (the first event's button). */
  emptyAction?: ReactNode
  canDelete: boolean
  onManage: (event: EventDto) => void
  onEdit: (event: EventDto) => void
  /** The master admin's Host column: a host's name by id (the page supplies it); no column without it. */
  hostNameOf?: (hostId: EventDto['hostId']) => string | undefined
}

export function EventsTable({
  caption,
  query,
  archived,
  emptyText,
  emptyAction,
  canDelete,
  onManage,
  onEdit,
  hostNameOf,
}: EventsTableProps) {
  const columns = hostNameOf
    ? ['Name', 'Host', 'Date', 'Location', 'Attendees', 'Actions']
    : ['Name', 'Date', 'Location', 'Attendees', 'Actions']
  return (
    <ListStatus
      query={query}
      loadingLabel="Loading events..."
      errorText="Failed to fetch events"
      emptyText={emptyText}
      emptyAction={emptyAction}
    >
      {(events) => (
        <DataTable caption={caption} columns={columns}>
          {events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              archived={archived}
              canDelete={canDelete}
              onManage={onManage}
              onEdit={onEdit}
              hostNameOf={hostNameOf}
            />
          ))}
        </DataTable>
      )}
    </ListStatus>
  )
}

type Confirming = 'archive' | 'delete' | 'repeat' | 'publish' | null

function EventRow({
  event,
  archived,
  canDelete,
  onManage,
  onEdit,
  hostNameOf,
}: {
  event: EventDto
  archived: boolean
  canDelete: boolean
  onManage: (event: EventDto) => void
  onEdit: (event: EventDto) => void
  hostNameOf?: (hostId: EventDto['hostId']) => string | undefined
}) {
  const schedule = formatEventSchedule(event.date, event.endDate, event.timezone)
  const refreshEvents = useRefreshEvents()
  const [confirming, setConfirming] = useState<Confirming>(null)
  const row = useRef<HTMLTableRowElement>(null)
  const isArchived = archived || event.archived
  const draft = event.status === 'draft'

  const archive = useAction(async () => {
    try {
      await archiveEvent(event.id)
      notify.success('Event archived')
      focusAfterRemoval(row.current)
      await refreshEvents()
    } catch (cause) {
      notify.error('Failed to archive event', cause instanceof Error ? cause.message : undefined)
    }
  })
  const remove = useAction(async () => {
    try {
      await deleteEvent(event.id)
      notify.success('Event deleted successfully')
      focusAfterRemoval(row.current)
      await refreshEvents()
    } catch (cause) {
      notify.error('Failed to delete event', cause instanceof Error ? cause.message : undefined)
    }
  })
  const duplicate = useAction(async () => {
    try {
      const copy = await duplicateEvent(event.id)
      notify.success('Draft copy saved', `${copy.name}: ${formatEventSchedule(copy.date, copy.endDate, copy.timezone).date}`, {
        intoNextDialog: true,
      })
      await refreshEvents()
      // A copy is a draft: its owner checks its date in the editor and publishes it from the list.
      onEdit(copy)
    } catch (cause) {
      notify.error('Failed to duplicate event', cause instanceof Error ? cause.message : undefined)
    }
  })
  const busy = archive.pending || remove.pending || duplicate.pending
  // Duplicate and Repeat are the owner's or the master admin's (access/events.ts, ownsEvent); co-hosts do not see them.
  const { user } = useUser()
  // Archived rows keep only View (and the master admin's delete): a night is repeated from the current list.
  const owns = !isArchived && (canDelete || (user != null && event.hostId != null && String(event.hostId) === String(user.id)))

  return (
    <tr ref={row}>
      <th scope="row">
        {event.name} {draft && <Badge>Draft</Badge>}
      </th>
      {hostNameOf && <td>{hostNameOf(event.hostId) ?? '—'}</td>}
      <td>
        {schedule.date}
        <Muted>{schedule.time}</Muted>
      </td>
      <td>
        {event.venue}
        <Muted>
          {event.city}, {event.state}
        </Muted>
      </td>
      <td>
        <AttendeeCountCell event={event} />
      </td>
      <td>
        <Actions>
          {!isArchived && (
            <ButtonLink $size="sm" to={paths.adminCheckIn(event.id)} aria-label={`Check-in for ${event.name}`}>
              Check-in
            </ButtonLink>
          )}
          <ButtonLink $size="sm" $variant="secondary" to={paths.adminReport(event.id)} aria-label={`Report of ${event.name}`}>
            Report
          </ButtonLink>
          {isArchived ? (
            <Button
              $size="sm"
              $variant="secondary"
              onClick={() => onManage(event)}
              aria-label={`View attendees of ${event.name}`}
            >
              View
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
                  aria-label={`Publish ${event.name}`}
                >
                  Publish
                </Button>
              )}
              <Button $size="sm" onClick={() => onManage(event)} aria-label={`Manage attendees of ${event.name}`}>
                Manage
              </Button>
              <Button
                $size="sm"
                $variant="secondary"
                onClick={() => onEdit(event)}
                disabled={busy}
                aria-label={`Edit ${event.name}`}
              >
                Edit
              </Button>
              {/* Archiving is the owner's (and the master admin's), never a co-host's (access/events.ts). */}
              {owns && (
                <Button
                  $size="sm"
                  $variant="secondary"
                  onClick={() => setConfirming('archive')}
                  disabled={busy}
                  aria-label={archive.pending ? `Archiving ${event.name}...` : `Archive ${event.name}`}
                >
                  {archive.pending ? 'Archiving...' : 'Archive'}
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
                aria-label={`Duplicate ${event.name} as next night`}
              >
                {duplicate.pending ? 'Duplicating...' : 'Duplicate'}
              </Button>
              <Button
                $size="sm"
                $variant="secondary"
                onClick={() => setConfirming('repeat')}
                disabled={busy}
                aria-label={`Repeat ${event.name}`}
              >
                Repeat…
              </Button>
            </>
          )}
          {canDelete && (
            <DeleteIconButton
              label={`Delete ${event.name}`}
              pending={remove.pending}
              pendingLabel="Deleting..."
              disabled={busy}
              onClick={() => setConfirming('delete')}
            />
          )}
        </Actions>
        {confirming === 'archive' && (
          <ConfirmDialog
            message="Are you sure you want to archive this event?"
            detail={event.name}
            confirmLabel="Archive"
            pendingLabel="Archiving..."
            danger={false}
            onConfirm={archive.run}
            onClose={() => setConfirming(null)}
          />
        )}
        {confirming === 'publish' && <PublishEventDialog event={event} onClose={() => setConfirming(null)} />}
        {confirming === 'repeat' && <RepeatDialog event={event} onClose={() => setConfirming(null)} onRepeated={onEdit} />}
        {confirming === 'delete' && (
          <ConfirmDialog
            message="Are you sure you want to delete this event?"
            detail={event.name}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            onConfirm={remove.run}
            onClose={() => setConfirming(null)}
          />
        )}
      </td>
    </tr>
  )
}
