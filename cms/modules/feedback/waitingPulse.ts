import { asSystem } from '../../lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { Attendee } from '../../../payload-types'

/**
 * Someone whose check-in is undone did not come (decision 576): their own morning-after email
 * still waiting to go (the mail server down, or behind an earlier refused email to the address:
 * cms/mail/queue.ts) is dropped, as a row that leaves drops its own (decision 555). Everyone
 * else's email lists them as before: it lists the people they swapped details with, not who came.
 * Inside the undo's unit.
 */
export async function dropWaitingMorningAfter(
  payload: Payload,
  row: Pick<Attendee, 'id' | 'email'>,
  req: PayloadRequest,
): Promise<void> {
  const waiting = await payload.find({
    collection: 'email-outbox',
    where: {
      and: [{ template: { equals: 'morningAfter' } }, { to: { equals: row.email } }, { status: { in: ['pending', 'sending'] } }],
    },
    pagination: false,
    showHiddenFields: true,
    depth: 0,
    req,
    ...asSystem('the waiting morning-after emails to the address of someone whose check-in was undone'),
  })
  for (const email of waiting.docs) {
    const person = (email.data as { person?: { id?: unknown } } | null)?.person
    if (String(person?.id) !== String(row.id)) continue
    await payload.delete({
      collection: 'email-outbox',
      id: email.id,
      depth: 0,
      req,
      ...asSystem('the waiting morning-after of someone whose check-in was undone'),
    })
  }
}
