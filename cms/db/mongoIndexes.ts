import { adapterInternals } from './adapterInternals'
import type { Payload } from 'payload'

/** The indexes correctness depends on, checked after start-up built them. */
export const REQUIRED_MONGO_INDEXES = [
  { collection: 'attendees', key: { event: 1, emailKey: 1 }, unique: true, why: 'one registration per email per event' },
  { collection: 'event-messages', key: { slotKey: 1 }, unique: true, why: 'at most three messages per event per day' },
  { collection: 'subscriptions', key: { emailKey: 1, cityKey: 1 }, unique: true, why: 'one subscription per address and city' },
  { collection: 'subscriptions', key: { tokenHash: 1 }, unique: true, why: "a follower's link opens one subscription" },
  { collection: 'door-scans', key: { event: 1, clientId: 1 }, unique: true, why: "a door phone's scan is applied once" },
] as const

export class MissingIndex extends Error {}

type MongoAdapter = {
  name: string
  collections: Record<string, { listIndexes(): Promise<{ key: Record<string, number>; unique?: boolean }[]> }>
}

/**
 * On MongoDB: every index in REQUIRED_MONGO_INDEXES exists with its options, or start-up
 * stops with a message naming it and saying how to fix it (docs/operations.md, "MongoDB").
 */
export async function verifyMongoIndexes(payload: Payload): Promise<void> {
  const adapter = adapterInternals<MongoAdapter>(payload)
  if (adapter.name !== 'mongoose') return
  for (const required of REQUIRED_MONGO_INDEXES) {
    const indexes = await adapter.collections[required.collection].listIndexes()
    const found = indexes.find((index) => JSON.stringify(index.key) === JSON.stringify(required.key))
    if (!found || Boolean(found.unique) !== required.unique) {
      throw new MissingIndex(
        `The unique index ${required.collection} (${Object.keys(required.key).join(', ')}) is missing (${required.why}). ` +
          'It cannot be built while duplicates exist: find them with the aggregation in docs/operations.md ("MongoDB"), ' +
          'remove the extra rows, and start again.',
      )
    }
  }
}

/** Turns the adapter's duplicate-key failure while building an index into the same clear message. */
export function explainIndexFailure(err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err)
  if (!/E11000|duplicate key/i.test(message)) return err instanceof Error ? err : new Error(message)
  return new MissingIndex(
    'A unique index could not be built because duplicates exist (attendees: one registration per email per event). ' +
      `Find and remove them with the aggregation in docs/operations.md ("MongoDB"), then start again. Details: ${message}`,
  )
}
