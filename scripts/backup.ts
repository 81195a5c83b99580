import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { loadEnv } from '../config/env'
import { sqliteFileOf } from '../cms/db/storageHealth'

/**
 * `npm run backup [-- <folder>]`: a consistent copy of the SQLite database taken while the
 * server runs (`VACUUM INTO` reads one snapshot; writers carry on), plus the media folder.
 * MongoDB deployments use mongodump instead (docs/operations.md, "Backups").
 */
const env = loadEnv()
const file = sqliteFileOf(env.DATABASE_URI)
if (!file) {
  console.error('DATABASE_URI is MongoDB: back it up with mongodump (docs/operations.md, "Backups").')
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
