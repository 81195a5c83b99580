import * as migration_20261127_issue_44_row_keys from './20261127_issue_44_row_keys'
import * as migration_20261205_called_off_backfill from './20261205_called_off_backfill'

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
  {
    up: migration_20261205_called_off_backfill.up,
    down: migration_20261205_called_off_backfill.down,
    name: '20261205_called_off_backfill',
  },
]
