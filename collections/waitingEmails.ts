import { asSystem } from '../cms/lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { EmailOutbox } from '../payload-types'

/** Which waiting emails a change makes pointless: their templates, address, states, and whether one is about it. */
export interface WaitingEmails {
  templates: string[]
  /** One address (most drops); none for every address (a night's emails). */
  to?: string
  statuses: EmailOutbox['status'][]
  isAbout: (data: unknown) => boolean
}

/**
 * Deletes the outbox rows (collections/EmailOutbox.ts) of these templates, in these states, whose
 * data says they are about the thing that changed: an email the mail server held back (or one
 * waiting behind an email it refused, cms/mail/queue.ts) that is no longer true, dropped in the
 * unit of the change. Each caller says which and why. Returns the dropped emails' data.
 */
export async function dropWaitingEmails(payload: Payload, waiting: WaitingEmails, req?: PayloadRequest): Promise<unknown[]> {
  const found = await payload.find({
    collection: 'email-outbox',
    where: {
      and: [
        { template: { in: waiting.templates } },
        ...(waiting.to === undefined ? [] : [{ to: { equals: waiting.to } }]),
        { status: { in: waiting.statuses } },
      ],
    },
    pagination: false,
    showHiddenFields: true,
    depth: 0,
    ...(req ? { req } : {}),
    ...asSystem('waiting emails a change in the same unit made untrue (the caller says which)'),
  })
  const dropped: unknown[] = []
  for (const email of found.docs) {
    if (!waiting.isAbout(email.data)) continue
    dropped.push(email.data)
    await payload.delete({
      collection: 'email-outbox',
      id: email.id,
      depth: 0,
      ...(req ? { req } : {}),
      ...asSystem('a waiting email a change in the same unit made untrue'),
    })
  }
  return dropped
}

/** What a reminder's data names (cms/mail/templates/reminder.ts: a RegistrationMail and its kind). */
type ReminderData = { person?: { id?: unknown }; event?: { id?: unknown }; kind?: unknown } | null
const reminderOf = (data: unknown) => data as ReminderData

/**
 * Reminders still waiting (not one being sent: it goes, and the email that says otherwise follows
 * it to the address, decision 549) that a change made untrue, dropped with their "sent" records
 * (cms/modules/calendar/reminders.ts keys them event:registration:kind): never delivered, so a row
 * that comes back (registering again) or a night brought back after a call-off is reminded when
 * one is due, as if none had been written.
 */
async function dropReminders(payload: Payload, waiting: Omit<WaitingEmails, 'templates' | 'statuses'>, req?: PayloadRequest) {
  const dropped = await dropWaitingEmails(payload, { ...waiting, templates: ['reminder'], statuses: ['pending'] }, req)
  const keys = dropped
    .map(reminderOf)
    .map((data) => `${String(data?.event?.id)}:${String(data?.person?.id)}:${String(data?.kind)}`)
  if (!keys.length) return
  await payload.delete({
    collection: 'sent-reminders',
    where: { key: { in: keys } },
    depth: 0,
    ...(req ? { req } : {}),
    ...asSystem('the records of reminders dropped before they went'),
  })
}

/**
 * A registration's own 24 h and 2 h reminders still waiting, when it leaves (a cancellation, a
 * removal, a move, its night deleted): "see you tomorrow" is no longer true, and a removed or moved
 * row's manage link in it already answers 404.
 */
export const dropOwnWaitingReminders = (
  payload: Payload,
  row: { id: string | number; email: string },
  req?: PayloadRequest,
): Promise<void> =>
  dropReminders(payload, { to: row.email, isAbout: (data) => String(reminderOf(data)?.person?.id) === String(row.id) }, req)

/**
 * A night's reminders still waiting, when it is called off or its start moves: they say it
 * starts at a time it no longer does. A moved night's people are reminded again for the new start
 * (collections/Events/hooks/remindersFollowTheStart.ts).
 */
export const dropNightsWaitingReminders = (payload: Payload, eventId: string | number, req?: PayloadRequest): Promise<void> =>
  dropReminders(payload, { isAbout: (data) => String(reminderOf(data)?.event?.id) === String(eventId) }, req)
