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
 * unit of the change. Each caller says which and why.
 */
export async function dropWaitingEmails(payload: Payload, waiting: WaitingEmails, req?: PayloadRequest): Promise<void> {
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
  for (const email of found.docs) {
    if (!waiting.isAbout(email.data)) continue
    await payload.delete({
      collection: 'email-outbox',
      id: email.id,
      depth: 0,
      ...(req ? { req } : {}),
      ...asSystem('a waiting email a change in the same unit made untrue'),
    })
  }
}

/** The ids a reminder's data names (cms/mail/templates/reminder.ts: a RegistrationMail). */
const reminderOf = (data: unknown) => data as { person?: { id?: unknown }; event?: { id?: unknown } } | null

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
  dropWaitingEmails(
    payload,
    {
      templates: ['reminder'],
      to: row.email,
      statuses: ['pending', 'sending'],
      isAbout: (data) => String(reminderOf(data)?.person?.id) === String(row.id),
    },
    req,
  )

/**
 * A night's reminders still waiting, when it is called off or its start moves: they say it
 * starts at a time it no longer does. A moved night's people are reminded again for the new start
 * (collections/Events/hooks/remindersFollowTheStart.ts).
 */
export const dropNightsWaitingReminders = (payload: Payload, eventId: string | number, req?: PayloadRequest): Promise<void> =>
  dropWaitingEmails(
    payload,
    {
      templates: ['reminder'],
      statuses: ['pending', 'sending'],
      isAbout: (data) => String(reminderOf(data)?.event?.id) === String(eventId),
    },
    req,
  )
