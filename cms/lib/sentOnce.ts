import { asSystem } from './asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { AtomicUnits } from '../db/atomic'
import type { SentReminder } from '../../payload-types'

/**
 * "Once" for a background email (collections/SentReminders.ts): its `sent-reminders` row and
 * the email are written in one atomic unit, and the row's unique `key` lets the database decide
 * whatever the number of server processes, restarts or overlapping passes. Returns 1 when this
 * call sent it, 0 when another had already.
 */
export async function sendOnce(
  { payload, atomic }: { payload: Payload; atomic: AtomicUnits },
  row: Pick<SentReminder, 'key' | 'event' | 'attendee' | 'kind'>,
  send: (req: PayloadRequest) => Promise<void>,
): Promise<0 | 1> {
  try {
    await atomic.run(async (req) => {
      await payload.create({
        collection: 'sent-reminders',
        data: row,
        req,
        ...asSystem('an email recorded once, with the email'),
      })
      await send(req)
    })
    return 1
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
