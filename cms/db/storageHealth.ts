import fs from 'node:fs'

/** The contract's answer to any storage failure (docs/api.md, "Health"). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again.'

export class StorageUnavailable extends Error {
  readonly status = 503
  constructor(readonly reason: string) {
    super(STORAGE_UNAVAILABLE_MESSAGE)
    this.name = 'StorageUnavailable'
  }
}

// TRANSACTION_CLOSED: libsql closes a transaction whose COMMIT failed (disk full, I/O error)
// and then reports that instead of the cause; the commit did not happen either way.
const STORAGE_CODES = /SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|CORRUPT|NOTADB|PROTOCOL)|TRANSACTION_CLOSED/
const STORAGE_TEXT =
  /disk is full|readonly database|read-only|disk I\/O error|unable to open database|database is locked|no space left|ENOSPC|EROFS|EACCES|server selection|no primary|not primary|ECONNREFUSED|topology was destroyed|connection .* closed/i

/**
 * PostgreSQL's SQLSTATEs for the same: no connection (08), out of resources (53), shut down or
 * cancelled by the administrator (57P), a lock or statement waited too long (55P03, 57014), a
 * read-only database or standby (25006), a system error (58).
 */
const POSTGRES_STORAGE_CODES = /^(08...|53...|57P0[1-4]|55P03|57014|25006|58...)$/
const POSTGRES_STORAGE_TEXT = /timeout exceeded when trying to connect|Connection terminated|cannot connect to Postgres/i

/** Disk full, read-only, missing file, locked too long, no MongoDB primary or PostgreSQL server: not the caller's fault. */
export function isStorageFailure(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false
  if (err instanceof StorageUnavailable) return true
  const { code, message, cause, name } = err as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown }
  if (typeof code === 'string' && (STORAGE_CODES.test(code) || code === 'ENOSPC' || code === 'EROFS')) return true
  if (typeof code === 'string' && POSTGRES_STORAGE_CODES.test(code)) return true
  if (typeof message === 'string' && POSTGRES_STORAGE_TEXT.test(message)) return true
  if (name === 'MongoServerSelectionError' || name === 'MongoNetworkError' || name === 'MongoNotConnectedError') return true
  if (typeof message === 'string' && (STORAGE_CODES.test(message) || STORAGE_TEXT.test(message))) return true
  return isStorageFailure(cause, depth + 1)
}

/** For a look-up where any failure reads as "not found": a storage failure is still a 503. */
export function notFoundUnlessStorageFailure(err: unknown): null {
  if (isStorageFailure(err)) throw err
  return null
}

/**
 * Watches the SQLite file the server opened: when it disappears or is replaced (another
 * inode), the open connection would keep writing into a file nobody will ever read again,
 * so writes are refused and readiness fails until an operator restarts the server.
 */
export class DatabaseFileWatch {
  private readonly identity: string | null
  private problem: string | null = null

  constructor(private readonly file: string | null) {
    this.identity = file ? DatabaseFileWatch.identityOf(file) : null
  }

  private static identityOf(file: string): string | null {
    try {
      const stat = fs.statSync(file)
      return `${stat.dev}:${stat.ino}`
    } catch {
      return null
    }
  }

  /**
   * Null while every file of the database can be written now. SQLite maps the WAL index (`-shm`)
   * into memory, and once the disk refuses writes (remounted read-only, `chattr +i`), SQLite's
   * next store into that mapping is a SIGBUS that ends the process, not an error it could
   * report. So a unit or a write is not begun at all while any file refuses writing (the kernel
   * answers `access(W_OK)` with EROFS or EPERM then); it answers 503, and the same connections
   * write again once the disk does. A disk that turns read-only in the middle of a unit is not
   * covered: that unit may still meet the mapping.
   */
  unwritable(): string | null {
    if (!this.file) return null
    for (const suffix of ['', '-wal', '-shm']) {
      try {
        fs.accessSync(this.file + suffix, fs.constants.W_OK)
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code
        // No WAL or WAL index yet (SQLite makes them on first use, beside a writable file).
        if (suffix && code === 'ENOENT') continue
        return `the database file ${this.file + suffix} cannot be written (${code ?? 'unknown error'})`
      }
    }
    return null
  }

  private checkedAt = 0

  /**
   * `check()` at most once per `maxAgeMs`, for answers that never write: every request of the
   * API (cms/app.ts) and the reads before Express (cms/http/fastReads.ts). A unit checks again
   * itself before it writes (cms/db/sqliteConnections.ts), so no write lands in a new file.
   */
  recentCheck(maxAgeMs = 100): string | null {
    const now = Date.now()
    if (this.problem || now - this.checkedAt < maxAgeMs) return this.problem
    this.checkedAt = now
    return this.check()
  }

  /** Null while the file the server opened is still the one at its path. */
  check(): string | null {
    if (!this.file || this.problem) return this.problem
    const now = DatabaseFileWatch.identityOf(this.file)
    if (now === null) this.problem = `the database file ${this.file} was deleted while the server was running`
    else if (now !== this.identity) this.problem = `the database file ${this.file} was replaced while the server was running`
    return this.problem
  }
}

/** The SQLite file behind a `file:` address, or null for MongoDB. */
export function sqliteFileOf(databaseUri: string): string | null {
  if (!databaseUri.startsWith('file:')) return null
  return databaseUri.slice('file:'.length).split('?')[0]
}

/**
 * A SQLite file that vanished must not come back as an empty database with demo content, as
 * if nothing had been lost. Beside the database a marker records that one existed; when the
 * marker is there and the database is not, production refuses to start and says what to do
 * (development starts fresh, with a warning).
 */
export async function checkDatabaseNotLost(file: string | null, production: boolean): Promise<{ warning?: string }> {
  if (!file) return {}
  const marker = `${file}.marker`
  if (fs.existsSync(marker) && !(await holdsTables(file))) {
    const message =
      `The database file ${file} is missing, but ${marker} shows this server had one. ` +
      'Restore it from a backup (npm run restore -- <backup folder>, see docs/operations.md), ' +
      `or delete ${marker} to start with an empty database on purpose.`
    if (production) throw new DatabaseLost(message)
    return { warning: message }
  }
  return {}
}

/** A file that is missing, or empty (a connection re-created it at the old path), holds nothing. */
async function holdsTables(file: string): Promise<boolean> {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return false
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    const result = await client.execute("SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table'")
    return Number(result.rows[0]?.tables ?? 0) > 0
  } catch {
    return false
  } finally {
    client.close()
  }
}

/** Written once the database exists, so its loss can be told from a first start. */
export function markDatabase(file: string | null) {
  if (!file || !fs.existsSync(file)) return
  const marker = `${file}.marker`
  if (!fs.existsSync(marker)) fs.writeFileSync(marker, `created ${new Date().toISOString()}\n`)
}

export class DatabaseLost extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DatabaseLost'
  }
}
