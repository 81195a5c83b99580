import { lockEventRow } from '../db/rowLocks'
import { asSystem } from './asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { AtomicUnits } from '../db/atomic'
import type { SentReminder } from '../../payload-types'

/**
 * "Once" for a background email (collections/SentReminders.ts): its `sent-reminders` row and
 * the email are written in one atomic unit, and the row's unique `key` lets the database decide
 * whatever the number of server processes, restarts or overlapping passes. `current`, asked first
 * in the unit, reads the person's row as it is now, and the email is written from it: a pass works
 * from a list read at its start, and since then someone may have left (null: nothing is recorded
 * or sent) or registered again with a new manage link. Each call first lets the event loop answer
 * what is waiting. Returns 1 when this call sent it, 0 when another had already or it is no
 * longer due.
 */
export async function sendOnce<Person>(
  { payload, atomic }: { payload: Payload; atomic: AtomicUnits },
  row: Pick<SentReminder, 'key' | 'event' | 'attendee' | 'kind'>,
  current: (req: PayloadRequest) => Promise<Person | null>,
  send: (req: PayloadRequest, person: Person) => Promise<void>,
): Promise<0 | 1> {
  // A pass writes one unit per person, and libsql runs each statement synchronously: without a
  // turn of the event loop between units, a night of 1,500 held every request for 3 s.
  await new Promise((resolve) => setImmediate(resolve))
  let sent: 0 | 1 = 0
  try {
    await atomic.run(async (req) => {
      // On PostgreSQL the unit takes its turn with the night's other units (a cancellation, a
      // removal, an erasure: cms/db/rowLocks.ts), so `current`, and what the email reads of
      // others, see what those committed, and an erasure's clean-up after its unit sees this email.
      await lockEventRow(payload, row.event, req)
      const person = await current(req)
      if (person === null) return
      await payload.create({
        collection: 'sent-reminders',
        data: row,
        req,
        ...asSystem('an email recorded once, with the email'),
      })
      await send(req, person)
      sent = 1
    })
    return sent
  } catch (err) {
    // Another instance (or an overlapping pass) recorded it first: done.
    const found = await payload.count({
      collection: 'sent-reminders',
      where: { key: { equals: row.key } },
      ...asSystem('was this email already sent'),
    })
    if (found.totalDocs > 0) return 0
    throw err
  }
}
