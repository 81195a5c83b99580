import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { loadEnv } from '../config/env'
import { databaseKindOf } from '../config/databaseKind'
import { sqliteFileOf } from '../cms/db/storageHealth'

/**
 * `npm run backup [-- <folder>]`: a consistent copy of the SQLite database taken while the
 * server runs (`VACUUM INTO` reads one snapshot; writers carry on), plus the media folder.
 * PostgreSQL and MongoDB deployments use pg_dump and mongodump instead (docs/operations.md, "Back up and restore").
 */
const env = loadEnv()
const file = sqliteFileOf(env.DATABASE_URI)
if (!file) {
  // The other databases have their own tools (docs/operations.md, "Back up and restore").
  const kind = databaseKindOf(env.DATABASE_URI) === 'postgres' ? 'PostgreSQL' : 'MongoDB'
  const tool = kind === 'PostgreSQL' ? 'pg_dump' : 'mongodump'
  console.error(`DATABASE_URI is ${kind}: back it up with ${tool} (docs/operations.md, "Back up and restore").`)
  process.exit(1)
}
if (!fs.existsSync(file)) {
  console.error(`No database at ${file}: nothing to back up.`)
  process.exit(1)
}
const target = path.resolve(process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')))
fs.mkdirSync(target, { recursive: true })
const copy = path.join(target, 'events.db')
if (fs.existsSync(copy)) {
  console.error(`${copy} exists already: choose an empty folder.`)
  process.exit(1)
}
const client = createClient({ url: env.DATABASE_URI })
await client.execute('PRAGMA busy_timeout = 15000')
await client.execute({ sql: 'VACUUM INTO ?', args: [copy] })
client.close()
const media = path.resolve(env.MEDIA_DIR)
if (fs.existsSync(media)) fs.cpSync(media, path.join(target, 'media'), { recursive: true })
fs.writeFileSync(
  path.join(target, 'backup.json'),
  JSON.stringify({ takenAt: new Date().toISOString(), database: file, media }, null, 2) + '\n',
)
console.log(`Backup written to ${target}`)
