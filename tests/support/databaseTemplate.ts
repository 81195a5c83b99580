import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadEnv } from '../../config/env'
import { initPayload } from '../../cms/db/initPayload'
import { createLogger } from '../../cms/lib/logger'
import { ensureMasterAdmin } from '../../seed/masterAdmin'

/**
 * Test servers on SQLite start from a copy of a prepared database file: the schema pushed and the
 * master admin made once per Jest run (and per the settings below), instead of Payload pushing the
 * schema on every start (reading the empty file's schema, comparing, creating every table: about
 * 0.4 s of each of the suite's hundred starts). The copy is what a fresh start would leave, since
 * it is made by a fresh start: Payload's push, then the seed of tests/support/testServer.ts.
 */

/** The settings that change the schema or the seeded rows; servers that differ in any get their own file. */
const SHAPING = [
  'NODE_ENV',
  'DATABASE_ID_TYPE',
  'PAYLOAD_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_NAME',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
]

/** A server with its own database, demo content or PostgreSQL starts as before. */
function templateApplies(vars: Record<string, string>): boolean {
  return process.env.TEST_DATABASE !== 'postgres' && vars.SEED_DEMO === 'false' && vars.DATABASE_URI?.startsWith('file:')
}

/** One folder per Jest run: its process and when it started (a process id alone can come back in a later run). */
function runFolder(): string {
  const root = path.join(os.tmpdir(), 'mpn-db-templates')
  const started = (pid: number) => {
    try {
      return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19]
    } catch {
      return null
    }
  }
  const folder = path.join(root, `${process.ppid}-${started(process.ppid) ?? 'run'}`)
  if (!fs.existsSync(folder)) {
    fs.mkdirSync(folder, { recursive: true })
    // Earlier runs' files, once their run has ended.
    for (const name of fs.readdirSync(root)) {
      const [pid, at] = name.split('-')
      if (name !== path.basename(folder) && started(Number(pid)) !== at)
        fs.rmSync(path.join(root, name), { recursive: true, force: true })
    }
  }
  return folder
}

/** The prepared file for servers with these settings, made by the first server of the run that needs it. */
async function databaseTemplate(vars: Record<string, string>): Promise<string> {
  const shaping = Object.fromEntries(SHAPING.map((name) => [name, vars[name] ?? null]))
  const key = createHash('sha256').update(JSON.stringify(shaping)).digest('hex').slice(0, 16)
  const file = path.join(runFolder(), `${key}.db`)
  if (fs.existsSync(file)) return file

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-template-'))
  try {
    const scratchVars: Record<string, string> = {
      ...vars,
      DATABASE_URI: `file:${path.join(scratch, 'test.db')}`,
      MEDIA_DIR: path.join(scratch, 'media'),
      OUTBOX_DIR: path.join(scratch, 'outbox'),
    }
    const env = loadEnv(scratchVars as NodeJS.ProcessEnv)
    process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
    const payload = await initPayload(env, scratch)
    try {
      await ensureMasterAdmin(payload, env, createLogger('silent'))
      // A whole, self-contained copy (no write-ahead log beside it), under a name of its own until it is complete.
      const partial = path.join(scratch, 'template.db')
      await (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute(
        `VACUUM INTO '${partial}'`,
      )
      // Two workers making the same file at once each rename a whole one into place.
      fs.renameSync(partial, file)
    } finally {
      await payload.destroy()
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  return file
}

let starting: Promise<unknown> = Promise.resolve()

/**
 * Starts a server (`start`) for the test folder `dir` with the settings `vars`: on a copy of the
 * prepared file where it applies, with Payload's push skipped for that start (PAYLOAD_MIGRATING is
 * what Payload's own `migrate` command sets to skip it); otherwise on a new database Payload
 * pushes the schema to. The process's settings are Payload's to read while it starts, so starts
 * in one process take turns.
 */
export function startOnPreparedDatabase<T>(vars: Record<string, string>, dir: string, start: () => Promise<T>): Promise<T> {
  const turn = starting.then(async () => {
    if (!templateApplies(vars)) {
      // Payload skips the push when the schema equals the last one pushed in this process; a
      // second server in one test file has a new, empty database that needs it.
      process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
      return start()
    }
    fs.copyFileSync(await databaseTemplate(vars), path.join(dir, 'test.db'))
    process.env.PAYLOAD_MIGRATING = 'true'
    try {
      return await start()
    } finally {
      delete process.env.PAYLOAD_MIGRATING
    }
  })
  starting = turn.catch(() => undefined)
  return turn
}
