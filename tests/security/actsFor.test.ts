import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import ts from 'typescript'

/**
 * "A request path always says who it acts for": every Local API call in the server (cms/,
 * without the admin's generated Next app) passes asCaller(req), asAnonymous or
 * asSystem(reason) from cms/lib/asCaller.ts. Payload's Local API otherwise skips every access
 * rule by default, silently. Direct database calls (payload.db.*), below all rules, are kept
 * to the modules that own an atomic operation (DB_ALLOWED).
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
  'cms/modules/registrations/seats.ts',
  'cms/modules/registrations/registration.ts',
  'cms/modules/registrations/waitlist.ts',
  'cms/modules/registrations/checkIns.ts',
  'cms/modules/registrations/move.ts',
  'cms/mail/queue.ts',
  // Anonymising a row is one conditional write; an erasure gives up a seat inside a unit.
  'cms/modules/privacy/anonymise.ts',
  'cms/modules/privacy/erase.ts',
  // Marking nights announced inside the unit that records their key and writes the emails (no event hooks).
  'cms/modules/subscriptions/announcer.ts',
]
const HANDLES = /asCaller\(|asAnonymous|asSystem\(/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'admin' && dir.endsWith('cms') ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** Calls of the form `<something>payload.<op>(...)` and `<something>payload.db.<op>(...)`. */
function localApiCalls(file: string) {
  const text = fs.readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const calls: { op: string; db: boolean; line: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const op = node.expression.name.text
      const target = node.expression.expression
      const targetText = target.getText(source)
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      if (/(^|\.)payload$/.test(targetText) && LOCAL_API.has(op))
        calls.push({ op, db: false, line, text: node.arguments.map((arg) => arg.getText(source)).join(',') })
      if (/(^|\.)payload\.db$/.test(targetText)) calls.push({ op, db: true, line, text: '' })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
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

  it('names a reason for every use of the system handle', () => {
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/asSystem\(([^)]*)\)/g)) {
        if (file.endsWith(path.join('lib', 'asCaller.ts'))) continue
        expect([path.relative(rootDir, file), match[1].trim().length > 5]).toEqual([path.relative(rootDir, file), true])
      }
    }
  })
})
