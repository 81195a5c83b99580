import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import type { CurrentUser, EventDto } from '../../../../../contract/types'
import { useDashboardEvents, type EventStatus } from '../api/events'
import { AttendeeDialog } from './AttendeeDialog'
import { EventFormDialog } from './EventFormDialog'
import { EventsTable } from './EventsTable'
import { TabPanel, Tabs } from './Tabs'
import { CardHeading, SectionHeader } from './ui'

const VIEWS = [
  { id: 'current', label: 'Current', title: 'Current Events', empty: 'No current events' },
  { id: 'archived', label: 'Archived', title: 'Archived Events', empty: 'No archived events' },
] as const satisfies readonly { id: EventStatus; label: string; title: string; empty: string }[]

const VIEW_PARAM = 'view'

type FormState = { event: EventDto | null } | null

/** Events Management: current and archived events of the user (all of them for the master admin). */
export function EventsTab({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams()
  const view: EventStatus = params.get(VIEW_PARAM) === 'archived' ? 'archived' : 'current'
  const [form, setForm] = useState<FormState>(null)
  const [managing, setManaging] = useState<EventDto | null>(null)
  // Both lists load at once, so switching between them is instant.
  const lists = { current: useDashboardEvents(user, 'current'), archived: useDashboardEvents(user, 'archived') }
  const shown = VIEWS.find((item) => item.id === view)!
  const canDelete = user.role === 'MASTER_ADMIN'

  const selectView = (next: EventStatus) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        if (next === 'current') updated.delete(VIEW_PARAM)
        else updated.set(VIEW_PARAM, next)
        return updated
      },
      { replace: true },
    )

  return (
    <>
      <SectionHeader>
        <h2>Events Management</h2>
        <Button $variant="accent" onClick={() => setForm({ event: null })}>
          Create Event
        </Button>
      </SectionHeader>
      <Tabs idPrefix="events-view" label="Event lists" items={VIEWS} selected={view} onSelect={selectView} variant="secondary" />
      <TabPanel idPrefix="events-view" id={view}>
        <Card aria-labelledby={`${view}-events-heading`}>
          <CardHeading id={`${view}-events-heading`}>{shown.title}</CardHeading>
          <EventsTable
            caption={shown.title}
            query={lists[view]}
            archived={view === 'archived'}
            emptyText={shown.empty}
            canDelete={canDelete}
            onManage={setManaging}
            onEdit={(event) => setForm({ event })}
          />
        </Card>
      </TabPanel>
      {form && <EventFormDialog event={form.event} onClose={() => setForm(null)} />}
      {managing && <AttendeeDialog event={managing} onClose={() => setManaging(null)} />}
    </>
  )
}
