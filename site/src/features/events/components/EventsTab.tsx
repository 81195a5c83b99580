import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { CardHeading } from '@site/components/CardHeading'
import { SectionHeader } from '@site/components/SectionHeader'
import { Stack } from '@site/components/Stack'
import { i18n, type MessageDescriptor } from '@site/i18n/i18n'
import { useDashboardEvents, type EventStatus } from '../api/dashboardEvents'
import { EventsTable } from './EventsTable'
import { EventFormDialog } from './EventFormDialog'
import type { CurrentUser, EventDto } from '@contract/types'

const VIEWS = [
  { id: 'current', label: /*i18n*/ 'Current', title: /*i18n*/ 'Current Events', empty: /*i18n*/ 'No current events' },
  {
    id: 'archived',
    // The list of archived events, not one event's "Archived" badge: its own message ("Archivées").
    label: /*i18n*/ { id: 'events.view.archived', message: 'Archived' },
    title: /*i18n*/ 'Archived Events',
    empty: /*i18n*/ 'No archived events',
  },
] as const satisfies readonly { id: EventStatus; label: string | MessageDescriptor; title: string; empty: string }[]

/** `?view=archived` opens the tab scrolled to the archived card (links from elsewhere use it). */
const VIEW_PARAM = 'view'

const cardId = (view: EventStatus) => `${view}-events`

const JumpLinks = styled.nav`
  display: flex;
  gap: 16px;
  margin-bottom: 16px;
  a {
    font-weight: 600;
    color: ${theme.colors.brand};
  }
`

type FormState = { event: EventDto | null } | null

/** Scrolls a card to the top and moves focus to it, so the next Tab starts in its table. */
function revealCard(card: HTMLElement | undefined) {
  card?.scrollIntoView?.({ block: 'start' })
  card?.focus({ preventScroll: true })
}

export interface EventsTabProps {
  user: CurrentUser
  /** The attendee list a row's Manage opens; the dashboard page supplies it (the registrations feature). */
  renderAttendees: (event: EventDto, onClose: () => void) => ReactNode
  /** The master admin's Host column (the hosts feature knows the names; the page joins them). */
  hostNameOf?: (hostId: EventDto['hostId']) => string | undefined
}

/**
 * Events Management: two cards, Current Events and Archived Events, one under the other; the
 * Current / Archived links above them jump to either card.
 */
export function EventsTab({ user, renderAttendees, hostNameOf }: EventsTabProps) {
  const [params, setParams] = useSearchParams()
  const [form, setForm] = useState<FormState>(null)
  const [managing, setManaging] = useState<EventDto | null>(null)
  const [justSaved, setJustSaved] = useState<EventDto['id'] | null>(null)
  const lists = { current: useDashboardEvents(user, 'current'), archived: useDashboardEvents(user, 'archived') }
  const cards = useRef(new Map<EventStatus, HTMLElement>())
  const canDelete = user.role === 'MASTER_ADMIN'

  // Nothing yet, current or archived: the current card offers the first step.
  const noEventsYet = lists.current.data?.length === 0 && lists.archived.data?.length === 0
  const firstEvent = (
    <Button $variant="accent" onClick={() => setForm({ event: null })}>
      {i18n._('Create your first event')}
    </Button>
  )

  const reveal = (view: EventStatus) => revealCard(cards.current.get(view))

  // Opened with ?view=archived: start at the archived card.
  const requested = params.get(VIEW_PARAM) === 'archived' ? 'archived' : null
  useEffect(() => {
    if (requested) revealCard(cards.current.get(requested))
  }, [requested])

  const jumpTo = (view: EventStatus) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    reveal(view)
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        if (view === 'current') updated.delete(VIEW_PARAM)
        else updated.set(VIEW_PARAM, view)
        return updated
      },
      { replace: true },
    )
  }

  return (
    <>
      <SectionHeader>
        <h2>{i18n._('Events Management')}</h2>
        <Button $variant="accent" onClick={() => setForm({ event: null })}>
          {i18n._('Create Event')}
        </Button>
      </SectionHeader>
      <JumpLinks aria-label={i18n._('Event lists')}>
        {VIEWS.map((view) => (
          <a key={view.id} href={`#${cardId(view.id)}`} onClick={jumpTo(view.id)}>
            {i18n._(view.label)}
          </a>
        ))}
      </JumpLinks>
      <Stack>
        {VIEWS.map((view) => (
          <Card
            key={view.id}
            id={cardId(view.id)}
            tabIndex={-1}
            ref={(node: HTMLElement | null) => {
              if (node) cards.current.set(view.id, node)
              else cards.current.delete(view.id)
            }}
            aria-labelledby={`${view.id}-events-heading`}
          >
            <CardHeading id={`${view.id}-events-heading`}>{i18n._(view.title)}</CardHeading>
            <EventsTable
              caption={i18n._(view.title)}
              query={lists[view.id]}
              archived={view.id === 'archived'}
              emptyText={i18n._(view.empty)}
              emptyAction={view.id === 'current' && noEventsYet ? firstEvent : undefined}
              canDelete={canDelete}
              onManage={setManaging}
              onEdit={(event) => setForm({ event })}
              hostNameOf={hostNameOf}
              justSaved={justSaved}
            />
          </Card>
        ))}
      </Stack>
      {form && <EventFormDialog event={form.event} onClose={() => setForm(null)} onSaved={setJustSaved} />}
      {managing && renderAttendees(managing, () => setManaging(null))}
    </>
  )
}
