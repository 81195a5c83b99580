import type { Payload } from 'payload'

/**
 * The one door to the parts of Payload's database adapter that are not Payload's public API:
 * the adapter's `name`, its transactions by id (`sessions`), drizzle's instance and the tables
 * Payload generated (`drizzle`, `tables`, `tableNameMap`), the libsql `client`, the node-postgres
 * `pool`, MongoDB's `collections` and `transactionOptions`, and the adapter's own methods where a
 * write is watched (writeVersion.ts). Each caller names, in its own type, only the parts it reads;
 * every such read starts here, so a Payload upgrade that moves them is found by searching for
 * `adapterInternals`, and tests/server/hygiene.test.ts refuses a cast of `payload.db` anywhere else.
 * Callers: atomic.ts, rowLocks.ts, sqliteConnections.ts, postgresConnections.ts, mongoIndexes.ts,
 * writeVersion.ts, authWrites.ts, seatStore/index.ts, cms/server.ts and scripts/mongoInvariants.ts.
 */
export function adapterInternals<Parts extends object>(payload: Payload): Parts {
  return payload.db as unknown as Parts
}

/** Which adapter this is: 'sqlite', 'postgres' or 'mongoose'. */
export const adapterName = (payload: Payload): string => adapterInternals<{ name: string }>(payload).name
