import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { loadEnv } from '../config/env'
import { databaseKindOf } from '../config/databaseKind'
import { markDatabase, sqliteFileOf } from '../cms/db/storageHealth'

/**
 * `npm run restore -- <backup folder>`, with the server stopped: puts a backup from
 * `npm run backup` in place. The current database and media are kept beside it with a
 * `.before-restore-<time>` suffix, so a restore can be undone.
 */
const source = process.argv[2]
if (!source) {
  console.error('Usage: npm run restore -- <backup folder written by npm run backup>')
  process.exit(1)
}
const env = loadEnv()
const file = sqliteFileOf(env.DATABASE_URI)
if (!file) {
  // The other databases have their own tools (docs/operations.md, "Back up and restore").
  const kind = databaseKindOf(env.DATABASE_URI) === 'postgres' ? 'PostgreSQL' : 'MongoDB'
  const tool = kind === 'PostgreSQL' ? 'pg_restore (or psql for a plain dump)' : 'mongorestore'
  console.error(`DATABASE_URI is ${kind}: restore it with ${tool} (docs/operations.md, "Back up and restore").`)
  process.exit(1)
}
const backup = path.resolve(source, 'events.db')
if (!fs.existsSync(backup)) {
  console.error(`${backup} not found: is ${source} a folder written by npm run backup?`)
  process.exit(1)
}
const check = createClient({ url: `file:${backup}` })
const integrity = (await check.execute('PRAGMA integrity_check')).rows[0]?.[0]
check.close()
if (integrity !== 'ok') {
  console.error(`The backup failed SQLite's integrity check (${JSON.stringify(integrity)}); nothing was changed.`)
  process.exit(1)
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) {
  if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, `${file}${suffix}.before-restore-${stamp}`)
}
fs.copyFileSync(backup, file)
const media = path.resolve(env.MEDIA_DIR)
const backupMedia = path.resolve(source, 'media')
if (fs.existsSync(backupMedia)) {
  if (fs.existsSync(media)) fs.renameSync(media, `${media}.before-restore-${stamp}`)
  fs.cpSync(backupMedia, media, { recursive: true })
}
markDatabase(file)
console.log(`Restored ${backup} to ${file}; the previous files carry the suffix .before-restore-${stamp}.`)
