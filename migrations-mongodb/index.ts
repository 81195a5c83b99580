import * as migration_20261127_issue_44_row_keys from './20261127_issue_44_row_keys'

/**
 * MongoDB migrations: production applies them at start (payload.config.ts), and `npm run payload
 * migrate` with a mongodb:// DATABASE_URI reads this folder. MongoDB needs no schema migration
 * for a collection change; these change documents. The SQLite migrations live in migrations/.
 */
export const migrations = [
  {
    up: migration_20261127_issue_44_row_keys.up,
    down: migration_20261127_issue_44_row_keys.down,
    name: '20261127_issue_44_row_keys',
  },
]
