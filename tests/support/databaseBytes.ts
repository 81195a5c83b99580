import fs from 'node:fs'
import path from 'node:path'

/**
 * Every file of a test server's SQLite database as it is on disk (the file, its WAL, the WAL
 * index and any rollback journal), lower-cased, for a byte search: nothing is checkpointed
 * first, so whatever the server left in any of them is found.
 */
export function databaseBytes(dir: string): string {
  const file = path.join(dir, 'test.db')
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]
    .filter((name) => fs.existsSync(name))
    .map((name) => fs.readFileSync(name).toString('latin1'))
    .join('\n')
    .toLowerCase()
}
