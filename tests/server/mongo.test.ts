import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import mongoose from 'mongoose'
import { BasePayload, buildConfig, type Payload } from 'payload'
import { createPayloadConfig } from '../../payload.config'
import { loadEnv } from '../../config/env'
import { createAtomicUnits, isTransientTransactionError, withRetries } from '../../cms/db/atomic'
import { WriteLock } from '../../cms/db/writeLock'
import { SoldOutMemo } from '../../cms/modules/registrations/soldOut'
import { registerAttendee } from '../../cms/modules/registrations/registration'
import { createMailer } from '../../cms/mail/mailer'
import { createMailQueue } from '../../cms/mail/queue'
import { createLogger } from '../../cms/lib/logger'
import { StorageUnavailable } from '../../cms/db/storageHealth'
import { anonymiseAttendee } from '../../cms/modules/privacy/anonymise'
import { startChildServer } from '../support/childServer'

/**
 * MongoDB without a server (none can run here): Payload starts on the real config with a
 * mongodb:// address but without connecting, and the driver's network calls are replaced by
 * a recorder, so the test sees exactly which filters, updates and sessions the adapter would
 * send for one registration. docs/operations.md says what only a real replica set can prove.
 */
type Call = { op: string; model?: string; filter?: unknown; update?: unknown; session?: unknown; docs?: unknown }
const calls: Call[] = []
let failNextCreates = 0
let failNextCommits = 0
let payload: Payload
const eventId = new mongoose.Types.ObjectId()
const restore: (() => void)[] = []

function fakeResult(op: string, model: string) {
  if (op === 'countDocuments') return 0
  if (op === 'findOne' && model === 'events')
    return {
      _id: eventId,
      name: 'Dry Night',
      date: new Date(Date.now() + 86400_000),
      endDate: new Date(Date.now() + 90000_000),
      timezone: 'America/Chicago',
      venue: 'V',
      street: 'S',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      maxAttendees: 10,
      archived: false,
      registrationCount: 0,
    }
  if (op === 'find' || op === 'aggregate') return []
  return null
}

beforeAll(async () => {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URI: 'mongodb://127.0.0.1:9/dry?replicaSet=rs0',
    SERVER_URL: 'http://localhost:3000',
  })
  const config = await buildConfig(await createPayloadConfig(env))
  payload = new BasePayload()
  await payload.init({ config, disableDBConnect: true })
  // A client that is never connected: sessions are client-side objects until used.
  const connection = mongoose.createConnection('mongodb://127.0.0.1:9/dry?replicaSet=rs0', { serverSelectionTimeoutMS: 200 })
  connection.on('error', () => {})
  connection.asPromise().catch(() => {})
  ;(payload.db as unknown as { connection: mongoose.Connection }).connection = connection
  restore.push(() => void connection.close().catch(() => {}))

  // The stand-ins below answer as mongoose's async methods do: a failure is a rejected promise.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back below, never called
  const [exec, create] = [mongoose.Query.prototype.exec, mongoose.Model.create]
  mongoose.Query.prototype.exec = function (this: mongoose.Query<unknown, unknown> & { op: string }) {
    const model = this.model.collection.collectionName
    calls.push({ op: this.op, model, filter: this.getFilter(), update: this.getUpdate(), session: this.getOptions().session })
    return Promise.resolve(fakeResult(this.op, model))
  }
  mongoose.Model.create = function (this: mongoose.Model<unknown>, docs: unknown[], options?: { session?: unknown }) {
    calls.push({ op: 'create', model: this.collection.collectionName, docs, session: options?.session })
    if (failNextCreates > 0) {
      failNextCreates--
      return Promise.reject(Object.assign(new Error('WriteConflict'), { code: 112, errorLabels: ['TransientTransactionError'] }))
    }
    return Promise.resolve(docs.map((doc) => new this({ ...(doc as object), _id: new mongoose.Types.ObjectId() })))
  }
  const session = mongoose.mongo.ClientSession.prototype as unknown as Record<string, unknown>
  const commit = session.commitTransaction
  const abort = session.abortTransaction
  const end = session.endSession
  session.endSession = () => Promise.resolve()
  session.commitTransaction = function () {
    calls.push({ op: 'commitTransaction', session: this })
    if (failNextCommits > 0) {
      failNextCommits--
      return Promise.reject(
        Object.assign(new Error('connection lost during commit'), { errorLabels: ['UnknownTransactionCommitResult'] }),
      )
    }
    return Promise.resolve()
  }
  session.abortTransaction = function () {
    calls.push({ op: 'abortTransaction', session: this })
    return Promise.resolve()
  }
  restore.push(() => {
    mongoose.Query.prototype.exec = exec
    mongoose.Model.create = create
    session.commitTransaction = commit
    session.abortTransaction = abort
    session.endSession = end
  })
})
afterAll(() => restore.forEach((undo) => undo()))

describe('what the adapter builds', () => {
  it('the unique compound index, awaited at start, and its own migrations folder', () => {
    const db = payload.db as unknown as {
      ensureIndexes: boolean
      connectOptions: Record<string, unknown>
      migrationDir: string
      prodMigrations: { name: string }[]
      collections: Record<string, mongoose.Model<unknown>>
    }
    expect(db.collections.attendees.schema.indexes()).toContainEqual([
      { event: 1, emailKey: 1 },
      expect.objectContaining({ unique: true }),
    ])
    expect(db.ensureIndexes).toBe(true)
    expect(db.connectOptions).toMatchObject({ autoIndex: false, serverSelectionTimeoutMS: 10_000 })
    expect(db.migrationDir).toMatch(/migrations-mongodb$/)
    // Production applies them at start, as on SQLite (issue 44's marks the rows made before row keys,
    // decision 570's stamps the nights called off before the stamp existed).
    expect(db.prodMigrations.map((migration) => migration.name)).toEqual([
      '20261127_issue_44_row_keys',
      '20261205_called_off_backfill',
    ])
  })

  it('one registration: the capacity check, attendee row and email row in one session, then one commit', async () => {
    calls.length = 0
    const queue = createMailQueue(payload, createLogger('silent'), { pollMs: 3_600_000 })
    const mailer = createMailer(payload, loadEnv({ NODE_ENV: 'test' }), createLogger('silent'), queue, () =>
      Promise.resolve({
        productName: 'Makers Pub Night',
        tagline: '',
        contactEmail: null,
        retentionDays: 365,
      }),
    )
    const atomic = createAtomicUnits(payload, new WriteLock())
    const event = fakeResult('findOne', 'events') as Record<string, unknown>
    await registerAttendee(
      { payload, atomic, mailer, soldOut: new SoldOutMemo(payload), secret: 'a-test-secret-of-sufficient-length-0123456789' },
      { ...event, id: String(eventId) },
      { name: 'Dee Dry', email: 'Dee@Example.com', company: 'Dry Co' },
      false,
    )
    await queue.stop()

    const inUnit = calls.filter((call) => call.session)
    const session = inUnit[0].session
    expect(inUnit.every((call) => call.session === session)).toBe(true)
    // Nothing is read outside the unit while the event is not sold out.
    expect(calls.filter((call) => !call.session && call.model === 'attendees')).toHaveLength(0)
    expect(inUnit.map((call) => `${call.op} ${call.model ?? ''}`.trim())).toEqual([
      'findOne events',
      'findOne attendees',
      'countDocuments attendees',
      'updateOne events',
      'create attendees',
      'create email-outboxes',
      // The night's webhook endpoints, read in the unit so a delivery commits with the seat (issue 56).
      'find webhook-endpoints',
      'commitTransaction',
    ])
    const duplicate = inUnit[1]
    expect(JSON.stringify(duplicate.filter)).toContain('dee@example.com')
    const capacity = inUnit[2]
    expect(capacity.filter).toEqual({ $and: [{ event: { $eq: eventId } }, { status: { $eq: 'registered' } }] })
    const token = inUnit[3]
    expect(token.filter).toEqual({ _id: { $eq: eventId } })
    expect(token.update).toMatchObject({ registrationCount: 1 })
    expect((inUnit[4].docs as Record<string, unknown>[])[0]).toMatchObject({ emailKey: 'dee@example.com', event: eventId })
    expect((inUnit[5].docs as Record<string, unknown>[])[0]).toMatchObject({ to: 'Dee@Example.com', status: 'pending' })
  })

  it('a write conflict retries the whole unit in a new session; persistent conflicts answer 503', async () => {
    calls.length = 0
    failNextCreates = 1
    const atomic = createAtomicUnits(payload, new WriteLock())
    const work = async (req: Parameters<Parameters<typeof atomic.run>[0]>[0]) => {
      await payload.db.create({ collection: 'faqs', data: { question: 'Q?', answer: 'A.', order: 0 }, req })
      return 'done'
    }
    expect(await atomic.run(work)).toBe('done')
    const creates = calls.filter((call) => call.op === 'create')
    expect(creates).toHaveLength(2)
    expect(creates[0].session).not.toBe(creates[1].session)
    expect(calls.filter((call) => call.op === 'abortTransaction')).toHaveLength(1)
    expect(calls.filter((call) => call.op === 'commitTransaction')).toHaveLength(1)

    failNextCreates = 100
    await expect(atomic.run(work)).rejects.toBeInstanceOf(StorageUnavailable)
    failNextCreates = 0
  })
})

describe('write conflicts and unknown commits on MongoDB (Payload retries neither: its issue 16766)', () => {
  const probe = (req: Parameters<Parameters<ReturnType<typeof createAtomicUnits>['run']>[0]>[0]) =>
    payload.create({
      collection: 'health-probes',
      data: { instance: 'dry', checkedAt: new Date().toISOString() },
      req,
      overrideAccess: true,
    })

  it('a WriteConflict raised inside a Local API operation retries the whole unit in a new session', async () => {
    calls.length = 0
    failNextCreates = 1
    let runs = 0
    const atomic = createAtomicUnits(payload, new WriteLock())
    await atomic.run(async (req) => {
      runs++
      await probe(req)
    })
    expect(runs).toBe(2)
    const creates = calls.filter((call) => call.op === 'create')
    expect(creates.map((call) => call.model)).toEqual(['health-probes', 'health-probes'])
    expect(creates[0].session).toBeTruthy()
    expect(creates[0].session).not.toBe(creates[1].session)
    expect(calls.filter((call) => call.op === 'commitTransaction')).toHaveLength(1)
  })

  it('an unknown commit result commits again on the same session, never runs the unit twice', async () => {
    calls.length = 0
    failNextCommits = 2
    let runs = 0
    const atomic = createAtomicUnits(payload, new WriteLock())
    await atomic.run(async (req) => {
      runs++
      await probe(req)
    })
    expect(runs).toBe(1)
    const commits = calls.filter((call) => call.op === 'commitTransaction')
    expect(commits).toHaveLength(3)
    expect(new Set(commits.map((call) => call.session)).size).toBe(1)
    expect(calls.filter((call) => call.op === 'abortTransaction')).toHaveLength(0)

    // Still unknown after every attempt: 503, and the unit is not run again.
    calls.length = 0
    failNextCommits = 100
    runs = 0
    await expect(
      atomic.run(async (req) => {
        runs++
        await probe(req)
      }),
    ).rejects.toBeInstanceOf(StorageUnavailable)
    expect(runs).toBe(1)
    expect(calls.filter((call) => call.op === 'commitTransaction')).toHaveLength(5)
    failNextCommits = 0
  })
})

describe('privacy on MongoDB', () => {
  it("the privacy log's unique key, which lets one instance claim a day's purge", () => {
    const db = payload.db as unknown as { collections: Record<string, mongoose.Model<unknown>> }
    expect(db.collections['privacy-log'].schema.indexes()).toContainEqual([{ key: 1 }, expect.objectContaining({ unique: true })])
  })

  it('anonymising a row is one conditional update on its id and the address read, inside the unit', async () => {
    calls.length = 0
    const atomic = createAtomicUnits(payload, new WriteLock())
    const rowId = new mongoose.Types.ObjectId()
    const secret = 'a-test-secret-of-sufficient-length-0123456789'
    await atomic.run((req) =>
      anonymiseAttendee(
        payload,
        { id: String(rowId), emailKey: 'dee@example.com', company: 'Dry Co' },
        { secret, linkable: true },
        req,
      ),
    )
    const writes = calls.filter((call) => call.model === 'attendees')
    expect(writes).toHaveLength(1)
    const [write] = writes
    expect(write.session).toBeTruthy()
    expect(write.filter).toEqual({ $and: [{ _id: { $eq: rowId } }, { emailKey: { $eq: 'dee@example.com' } }] })
    const update = JSON.stringify(write.update)
    expect(update).toContain('"name":"Removed"')
    expect(update).toContain('"email":""')
    expect(update).toMatch(/"emailKey":"removed:[A-Za-z0-9_-]{32}"/)
    expect(update).toMatch(/"companyKey":"removed:[A-Za-z0-9_-]{32}"/)
    expect(update).not.toContain('dee@example.com')
    expect(update).not.toContain('Dry Co')
    expect(calls.map((call) => call.op)).toContain('commitTransaction')
  })
})

describe('the retry policy', () => {
  it('recognises the labels and codes MongoDB uses, and nothing else', () => {
    expect(isTransientTransactionError({ errorLabels: ['TransientTransactionError'] })).toBe(true)
    expect(isTransientTransactionError({ errorLabelSet: new Set(['UnknownTransactionCommitResult']) })).toBe(true)
    expect(isTransientTransactionError({ code: 112, codeName: 'WriteConflict' })).toBe(true)
    expect(isTransientTransactionError({ hasErrorLabel: (label: string) => label === 'TransientTransactionError' })).toBe(true)
    expect(isTransientTransactionError({ cause: { errorLabels: ['TransientTransactionError'] } })).toBe(true)
    expect(isTransientTransactionError({ code: 11000 })).toBe(false)
    // PostgreSQL's serialization failure and deadlock (cms/db/atomic.ts), not its unique violation.
    expect(isTransientTransactionError({ code: '40001' })).toBe(true)
    expect(isTransientTransactionError({ cause: { code: '40P01' } })).toBe(true)
    expect(isTransientTransactionError({ code: '23505' })).toBe(false)
    expect(isTransientTransactionError(new Error('E11000 duplicate key'))).toBe(false)
  })

  it("passes the unit's own answers through untouched", async () => {
    let attempts = 0
    await expect(
      withRetries(() => {
        attempts++
        return Promise.reject(Object.assign(new Error('This event is full'), { status: 409 }))
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect(attempts).toBe(1)
  })
})

describe('start-up', () => {
  it('production refuses a MongoDB address without a replica set', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'f3a9c1e7b2d8406a9e5c7b1d3f2a8e6c4b0d9f7a',
        SERVER_URL: 'https://events.example.com',
        DATABASE_URI: 'mongodb://mongo:27017/mpn',
      }),
    ).toThrow(/replica set/)
    expect(
      loadEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'f3a9c1e7b2d8406a9e5c7b1d3f2a8e6c4b0d9f7a',
        SERVER_URL: 'https://events.example.com',
        DATABASE_URI: 'mongodb://mongo:27017/mpn?replicaSet=rs0',
      }).DATABASE_URI,
    ).toContain('replicaSet=rs0')
  })

  it.each([
    [
      'a MongoDB address that does not answer',
      { DATABASE_URI: 'mongodb://127.0.0.1:9/mpn?replicaSet=rs0' },
      /MongoDB|did not answer/,
    ],
    ['a SQLite path that cannot be written', { DATABASE_URI: 'file:/proc/mpn-cannot-write/events.db' }, /SQLite|database/i],
  ])(
    '%s fails within 30 s with a clear message and a non-zero exit',
    async (_name, overrides, message) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-unreachable-'))
      const started = Date.now()
      const outcome = await startChildServer(dir, overrides).then(
        (server) => server.stop().then(() => 'started'),
        (err: Error) => err.message,
      )
      expect(Date.now() - started).toBeLessThan(30_000)
      expect(outcome).toContain('server exited early')
      expect(outcome).toContain('Failed to start')
      expect(outcome).toMatch(message)
    },
    45_000,
  )
})
