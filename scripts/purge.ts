import { loadEnv } from '../config/env'
import { initPayload } from '../cms/db/initPayload'
import { hardenSqlite } from '../cms/db/sqliteConnections'
import { sqliteFileOf, DatabaseFileWatch } from '../cms/db/storageHealth'
import { WriteLock } from '../cms/db/writeLock'
import { SQLITE_BUSY_TIMEOUT_MS } from '../payload.config'
import { describePurge, purgeExpired } from '../cms/modules/privacy/purge'
import { logEntry } from '../cms/modules/privacy/log'

/**
 * `npm run purge`: the retention purge now, beside a running server or not (docs/operations.md,
 * "Privacy"). The same steps as the daily job (cms/modules/privacy/purgeJob.ts), safe to repeat;
 * it prints what was purged and records the run in the privacy log.
 */
const env = loadEnv()
const payload = await initPayload(env)
const file = sqliteFileOf(env.DATABASE_URI)
// Waits for the server's writes and overwrites what it deletes, as the server does.
const storage = await hardenSqlite(payload, new WriteLock(), new DatabaseFileWatch(file), SQLITE_BUSY_TIMEOUT_MS, file)
const result = await purgeExpired(payload, env.PAYLOAD_SECRET)
await logEntry(payload, { kind: 'purge', key: `purge:run:${new Date().toISOString()}`, counts: result.counts })
console.log(describePurge(result))
// A server running beside it may keep part of the WAL in use; its own next purge empties it.
if (!(await storage.forgetRemoved())) console.log('The write-ahead log is in use by the server; its next purge empties it.')
await payload.destroy()
process.exit(0)
