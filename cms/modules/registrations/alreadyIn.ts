import { emailKeyOf } from '../../../contract/emailKey'
import { asSystem } from '../../lib/asCaller'
import { entryOf } from './seats'
import type { Mailer } from '../../mail/mailer'
import type { Payload } from 'payload'

/** At most one such email per event and address in this time, so nobody can flood an inbox with it. */
const QUIET_MS = 60 * 60 * 1000
const MEMO_MAX = 10_000
const told = new Map<string, number>()

/**
 * The same, after the answer: a refusal on a full event is answered at once, the same for an
 * address on the list as for any other (so its timing tells nothing either), and the lookup runs
 * once the answer is on its way instead of inside a rush's queue (docs/benchmarks.md).
 */
export function tellAlreadyInLater(deps: { payload: Payload; mailer: Mailer }, eventId: string | number, email: string) {
  setImmediate(() => {
    tellAlreadyIn(deps, eventId, email).catch((err) =>
      deps.payload.logger.error({ err, eventId }, 'the "already registered" email could not be queued'),
    )
  })
}

/**
 * Someone typed the address of a person already registered or waiting, on a path whose answer
 * must not tell a stranger who is on an event's list (a sold-out registration, the waitlist):
 * the answer is the one anybody gets, and the person behind the address is told by email,
 * with their manage link. Outside any unit: the refused unit rolled back.
 */
export async function tellAlreadyIn(
  { payload, mailer }: { payload: Payload; mailer: Mailer },
  eventId: string | number,
  email: string,
): Promise<void> {
  const key = `${eventId}|${emailKeyOf(email)}`
  const last = told.get(key)
  if (last !== undefined && Date.now() - last < QUIET_MS) return
  const row = await entryOf(payload, eventId, email)
  if (!row || row.status === 'cancelled') return
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    disableErrors: true,
    ...asSystem('the event named in that email'),
  })
  if (!event) return
  if (told.size >= MEMO_MAX) told.delete(told.keys().next().value!)
  told.set(key, Date.now())
  await mailer.alreadyIn(event, row)
}
