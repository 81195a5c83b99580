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
  { id: 'current', label: 'Current' },
  { id: 'archived', label: 'Archived' },
] as const satisfies readonly { id: EventStatus; label: string }[]

const VIEW_PARAM = 'view'

type FormState = { event: EventDto | null } | null

/** Events Management: current and archived events of the user (all of them for the master admin). */
export function EventsTab({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams()
  const view: EventStatus = params.get(VIEW_PARAM) === 'archived' ? 'archived' : 'current'
  const [form, setForm] = useState<FormState>(null)
  const [managing, setManaging] = useState<EventDto | null>(null)
  const current = useDashboardEvents(user, 'current')
  const archived = useDashboardEvents(user, 'archived')
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

  const shared = { canDelete, onManage: setManaging, onEdit: (event: EventDto) => setForm({ event }) }

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
        {view === 'current' ? (
          <Card aria-labelledby="current-events-heading">
            <CardHeading id="current-events-heading">Current Events</CardHeading>
            <EventsTable
              caption="Current Events"
              events={current.data}
              isLoading={current.isLoading}
              error={current.error}
              archived={false}
              emptyText="No current events"
              {...shared}
            />
          </Card>
        ) : (
          <Card aria-labelledby="archived-events-heading">
            <CardHeading id="archived-events-heading">Archived Events</CardHeading>
            <EventsTable
              caption="Archived Events"
              events={archived.data}
              isLoading={archived.isLoading}
              error={archived.error}
              archived
              emptyText="No archived events"
              {...shared}
            />
          </Card>
        )}
      </TabPanel>
      {form && <EventFormDialog event={form.event} onClose={() => setForm(null)} />}
      {managing && <AttendeeDialog event={managing} onClose={() => setManaging(null)} />}
    </>
  )
}
