import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import ts from 'typescript'

/**
 * Attendee rows have one write path, the seat store (cms/db/seatStore/), checked over the whole
 * tree and not only the server: every file that writes an attendee row, by Payload's Local API or
 * adapter, by SQL text or by a MongoDB collection handle, is either the store or one of the named
 * exceptions below, each with its reason (README.md "Layout" and docs/security.md "One write path
 * for attendee rows" say the same). Surfaces that write through the attendees collection itself
 * (Payload's REST at /cms/api and the CMS admin) are no file here: they run the collection's hooks
 * (collections/Attendees/). tests/ is not scanned: its fixtures make the rows the tests read.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const SCANNED = [
  'cms',
  'collections',
  'access',
  'config',
  'contract',
  'seed',
  'scripts',
  'bench',
  'migrations',
  'migrations-postgres',
  'migrations-mongodb',
  'site',
  'payload.config.ts',
]
const NOT_SOURCE = new Set(['node_modules', '.next', 'dist'])

const STORE = ['cms/db/seatStore/adapterStore.ts', 'cms/db/seatStore/sqlStore.ts']

/** Every file outside the store that writes attendee rows, and why it may. */
const EXCEPTIONS: Record<string, string> = {
  'collections/Events/hooks/deleteAttendees.ts':
    "deleting a night (the master admin's) deletes its rows first, through the attendees collection, whose hooks run",
  'seed/index.ts': 'the demo data on an empty database, through the attendees collection and its hooks (npm run seed)',
  'migrations/20261127_173826_issue_44_ids_never_reused.ts':
    "a one-off schema change before the server starts: the table is rebuilt with its rows kept, and rows made before row keys are marked 'legacy'",
  'migrations-mongodb/20261127_issue_44_row_keys.ts': 'the same one-off marking of rows made before row keys, on MongoDB',
  'bench/seed.ts': "bulk volume for the CSV benchmark, inserted into the bench's own throw-away database (npm run bench)",
  'bench/bareServer.ts':
    'the bare comparison server of the benchmark: a table of its own named attendees in its own SQLite file, not this project’s',
  'bench/barePostgresServer.ts': 'the same bare comparison server on PostgreSQL, in its own database',
}

const WRITES = new Set([
  'create',
  'update',
  'delete',
  'duplicate',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'upsert',
  'createMany',
])
/** SQL text that writes the attendees table (quoted or not, in a template or a string). */
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+[\\`"']*attendees\b/i
/** A MongoDB collection handle written to directly (`payload.db.collections[slug].updateMany`). */
const MONGO_WRITE = /\.collections(\.attendees|\[[^\]]+\])\.(insert|update|delete|replace|bulkWrite)\w*\(/
/** A drizzle builder writing the attendees table (`db.update(attendees)`). */
const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*attendees\b/

function sourceFiles(entry: string): string[] {
  const full = path.join(rootDir, entry)
  if (!fs.statSync(full).isDirectory()) return [entry]
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    if (child.isDirectory()) return NOT_SOURCE.has(child.name) ? [] : sourceFiles(path.join(entry, child.name))
    return /\.(ts|tsx|mts|js|mjs)$/.test(child.name) && !child.name.endsWith('.d.ts') ? [path.join(entry, child.name)] : []
  })
}

/** `<…>payload.<write>({ collection: 'attendees' … })` and `<…>payload.db.<write>(…)` on attendees. */
function payloadWrites(file: string, text: string): boolean {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  let found = false
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITES.has(node.expression.name.text)) {
      const target = node.expression.expression.getText(source)
      const onAttendees = node.arguments.some((arg) => /collection:\s*['"]attendees['"]/.test(arg.getText(source)))
      if (/(^|\.)payload(\.db)?$/.test(target) && onAttendees) found = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function writesAttendees(file: string): boolean {
  const text = fs.readFileSync(path.join(rootDir, file), 'utf8')
  const mongo = MONGO_WRITE.test(text) && /['"]attendees['"]/.test(text)
  return SQL_WRITE.test(text) || DRIZZLE_WRITE.test(text) || mongo || payloadWrites(file, text)
}

describe('attendee rows have one write path, and every other writer is named', () => {
  const files = SCANNED.flatMap(sourceFiles)
  const writers = files.filter(writesAttendees)

  it('reads the whole tree', () => {
    for (const folder of ['cms', 'collections', 'seed', 'scripts', 'bench', 'migrations', 'migrations-mongodb', 'site'])
      expect([folder, files.some((file) => file.startsWith(`${folder}/`))]).toEqual([folder, true])
  })

  it('finds no writer but the seat store and the named exceptions', () => {
    expect(writers.filter((file) => !STORE.includes(file) && !(file in EXCEPTIONS))).toEqual([])
  })

  it('names only exceptions that still write (a stale entry would say more than is true)', () => {
    expect(Object.keys(EXCEPTIONS).filter((file) => !writers.includes(file))).toEqual([])
    expect(Object.values(EXCEPTIONS).every((reason) => reason.length > 20)).toBe(true)
  })

  it("sees the store's own writes", () => {
    expect(STORE.filter((file) => !writers.includes(file))).toEqual([])
  })
})
