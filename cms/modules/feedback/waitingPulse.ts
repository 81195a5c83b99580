import { dropWaitingEmails } from '../../../collections/waitingEmails'
import type { Payload, PayloadRequest } from 'payload'
import type { Attendee } from '../../../payload-types'

/**
 * Someone whose check-in is undone did not come (decision 576): their own morning-after email
 * still waiting to go (the mail server down, or behind an earlier refused email to the address:
 * cms/mail/queue.ts) is dropped, as a row that leaves drops its own (decision 555). Everyone
 * else's email lists them as before: it lists the people they swapped details with, not who came.
 * Inside the undo's unit.
 */
export const dropWaitingMorningAfter = (payload: Payload, row: Pick<Attendee, 'id' | 'email'>, req: PayloadRequest) =>
  dropWaitingEmails(
    payload,
    {
      templates: ['morningAfter'],
      to: row.email,
      statuses: ['pending', 'sending'],
      isAbout: (data) => String((data as { person?: { id?: unknown } } | null)?.person?.id) === String(row.id),
    },
    req,
  )
