import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import ts from 'typescript'

/**
 * "A request path always says who it acts for": every Local API call in the server (cms/,
 * without the admin's generated Next app) passes asCaller(req), asAnonymous or
 * asSystem(reason) from cms/lib/asCaller.ts. Payload's Local API otherwise skips every access
 * rule by default, silently. Direct database calls (payload.db.*), below all rules, are kept
 * to the modules that own an atomic operation (DB_ALLOWED). Attendee rows have one write path,
 * the seat store (cms/db/seatStore): its raw writes go through Payload's adapter calls
 * (adapterStore.ts) or its handle on the SQL adapter's own drizzle instance and tables
 * (`SqlHandle`, sqlStore.ts); tests/security/attendeeWrites.test.ts holds the whole tree to that,
 * with its named exceptions.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const LOCAL_API = new Set([
  'find',
  'findByID',
  'findDistinct',
  'count',
  'create',
  'update',
  'delete',
  'duplicate',
  'findGlobal',
  'updateGlobal',
  'login',
  'forgotPassword',
  'resetPassword',
  'unlock',
  'verifyEmail',
  'findVersions',
  'restoreVersion',
])
const DB_ALLOWED = [
  // The seat store through Payload's adapter (MongoDB's way, and any adapter's where its statements cannot serve).
  'cms/db/seatStore/adapterStore.ts',
  'cms/mail/queue.ts',
  // Marking nights announced inside the unit that records their key and writes the emails (no event hooks).
  'cms/modules/subscriptions/announcer.ts',
  // The door's batch of offline scans: one unit stores each scan under its unique (event, client id)
  // and answers a replay from the stored rows; its check-ins themselves go through the seat store.
  'cms/modules/door/checkInBatch.ts',
  // The conflicts the door's scans recorded, read for the team's list beside the unit that stores them.
  'cms/modules/door/conflicts.ts',
  // Webhook deliveries (issue 56): written inside the unit of the change they announce, with the
  // reads that decide who listens; the sender's claims, leases and outcomes, as the mail queue's;
  // a redelivery's conditional reset; an undone check-in's deliveries withdrawn in the undo's unit.
  'cms/modules/webhooks/emit.ts',
  'cms/modules/webhooks/sender.ts',
  'cms/modules/webhooks/service.ts',
  'cms/modules/webhooks/undoneCheckIn.ts',
  // A person's deliveries redacted inside the unit that anonymises their row (an erasure, the
  // purge), and the delivery log's rows past 30 days deleted by the daily purge.
  'cms/modules/webhooks/personalData.ts',
  // A deleted night's waiting deliveries to those who had left its team, failed by a conditional
  // write inside the deletion's operation, as the sender would fail them.
  'cms/modules/webhooks/deletedNight.ts',
  // An API token's "last used", written at most once a minute, off the request's path.
  'cms/http/middleware/bearer.ts',
]
/**
 * Where the SQL adapter's own drizzle instance and generated tables are used (property `drizzle`
 * or `tables` of the adapter): the seat store's handle, the units' transactions and the row locks.
 */
const DRIZZLE_ALLOWED = ['cms/db/seatStore/sqlStore.ts', 'cms/db/atomic.ts', 'cms/db/rowLocks.ts']
const HANDLES = /asCaller\(|asAnonymous|asSystem\(/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'admin' && dir.endsWith('cms') ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

const sourceOf = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1

/** Calls of the form `<something>payload.<op>(...)` and `<something>payload.db.<op>(...)`. */
function localApiCalls(file: string) {
  const source = sourceOf(file)
  const calls: { op: string; db: boolean; line: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const op = node.expression.name.text
      const target = node.expression.expression
      const targetText = target.getText(source)
      const line = lineOf(source, node)
      if (/(^|\.)payload$/.test(targetText) && LOCAL_API.has(op))
        calls.push({ op, db: false, line, text: node.arguments.map((arg) => arg.getText(source)).join(',') })
      if (/(^|\.)payload\.db$/.test(targetText))
        calls.push({ op, db: true, line, text: node.arguments.map((arg) => arg.getText(source)).join(',') })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
}

/** Property reads named `drizzle` or `tables` (the SQL adapter's own instance and generated tables). */
function drizzleUses(file: string) {
  const source = sourceOf(file)
  const uses: number[] = []
  const visit = (node: ts.Node) => {
    // (A row of a query's result, `rows[0].tables`, is not the adapter.)
    if (
      ts.isPropertyAccessExpression(node) &&
      ['drizzle', 'tables'].includes(node.name.text) &&
      !ts.isElementAccessExpression(node.expression)
    )
      uses.push(lineOf(source, node))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

describe('every Local API call in the server says who it acts for', () => {
  const files = sourceFiles(path.join(rootDir, 'cms'))
  const calls = files.flatMap((file) => localApiCalls(file).map((call) => ({ ...call, file: path.relative(rootDir, file) })))

  it('finds the calls it checks', () => {
    expect(calls.filter((call) => !call.db).length).toBeGreaterThan(30)
  })

  it('passes asCaller(req), asAnonymous or asSystem(reason)', () => {
    const silent = calls
      .filter((call) => !call.db && !HANDLES.test(call.text))
      .map((call) => `${call.file}:${call.line} payload.${call.op}`)
    expect(silent).toEqual([])
  })

  it('calls the database directly only where an atomic operation lives', () => {
    const direct = calls
      .filter((call) => call.db && !DB_ALLOWED.includes(call.file))
      .map((call) => `${call.file}:${call.line} payload.db.${call.op}`)
    expect(direct).toEqual([])
  })

  it("uses the SQL adapter's drizzle instance and tables only in the seat store's handle, the units and the row locks", () => {
    const uses = files.flatMap((file) =>
      DRIZZLE_ALLOWED.includes(path.relative(rootDir, file))
        ? []
        : drizzleUses(file).map((line) => `${path.relative(rootDir, file)}:${line}`),
    )
    expect(uses).toEqual([])
    expect(drizzleUses(path.join(rootDir, 'cms/db/seatStore/sqlStore.ts')).length).toBeGreaterThan(0)
  })

  it('names a reason for every use of the system handle', () => {
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/asSystem\(([^)]*)\)/g)) {
        if (file.endsWith(path.join('lib', 'asCaller.ts'))) continue
        expect([path.relative(rootDir, file), match[1].trim().length > 5]).toEqual([path.relative(rootDir, file), true])
      }
    }
  })
})
