import { loadEnv } from '../config/env'
import { createLogger } from '../cms/lib/logger'
import { initPayload } from '../cms/db/initPayload'
import { createAtomicUnits } from '../cms/db/atomic'
import { WriteLock } from '../cms/db/writeLock'
import { SoldOutMemo } from '../cms/modules/registrations/soldOut'
import { registerAttendee } from '../cms/modules/registrations/registration'
import { verifyMongoIndexes } from '../cms/db/mongoIndexes'
import { createMailQueue } from '../cms/mail/queue'
import { createMailer } from '../cms/mail/mailer'
import { asSystem } from '../cms/lib/asCaller'
import { adapterInternals } from '../cms/db/adapterInternals'

/**
 * `npm run mongo:invariants` against a real MongoDB replica set (DATABASE_URI=mongodb://...
 * ?replicaSet=...), once after setting one up: what the test suite can only check by
 * construction (tests/server/mongo.test.ts), exercised for real. It creates a throw-away
 * event, races registrations for it, checks the invariants, and deletes what it made.
 */
const env = loadEnv()
if (!env.DATABASE_URI.startsWith('mongodb')) {
  console.error('Set DATABASE_URI to the MongoDB replica set to check (mongodb://host:27017/db?replicaSet=rs0).')
  process.exit(1)
}
const logger = createLogger('warn')
const payload = await initPayload(env)
const failures: string[] = []
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

await verifyMongoIndexes(payload).then(
  () => check(true, 'unique index attendees (event, emailKey) exists'),
  (err: Error) => check(false, err.message),
)
check(
  adapterInternals<{ transactionOptions?: unknown }>(payload).transactionOptions !== false,
  'transactions are on (replica set)',
)

const queue = createMailQueue(payload, logger, { pollMs: 3_600_000 })
const mailer = createMailer(payload, env, logger, queue, () =>
  Promise.resolve({ productName: 'Invariant check', tagline: '', contactEmail: null, retentionDays: 365 }),
)
const atomic = createAtomicUnits(payload, new WriteLock())
const start = new Date(Date.now() + 30 * 86400_000)
const capacity = 20
const event = await payload.create({
  collection: 'events',
  data: {
    name: 'Invariant check (delete me)',
    date: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    timezone: 'America/Chicago',
    venue: 'V',
    street: 'S',
    city: 'Chicago',
    state: 'IL',
    country: 'USA',
    maxAttendees: capacity,
  },
  ...asSystem('operator invariant check'),
})
try {
  const people = Array.from({ length: 60 }, (_, i) => ({
    name: `Racer ${i}`,
    email: `racer${i % 50}@invariants.example`,
    company: 'Race Co',
  }))
  const results = await Promise.allSettled(
    people.map((person) =>
      registerAttendee(
        { payload, atomic, mailer, soldOut: new SoldOutMemo(payload), secret: env.PAYLOAD_SECRET },
        event,
        person,
        false,
      ),
    ),
  )
  const stored = await payload.find({
    collection: 'attendees',
    where: { event: { equals: event.id } },
    pagination: false,
    depth: 0,
    ...asSystem('operator invariant check'),
  })
  const fulfilled = results.filter((result) => result.status === 'fulfilled').length
  const unexpected = results.filter(
    (result) => result.status === 'rejected' && ![409].includes((result.reason as { status?: number }).status ?? 0),
  )
  check(stored.totalDocs === capacity, `exactly ${capacity} of 60 racing registrations stored (got ${stored.totalDocs})`)
  check(fulfilled === stored.totalDocs, `every acknowledged registration is stored (${fulfilled} acknowledged)`)
  check(
    unexpected.length === 0,
    `no answer but 201 or 409 (${unexpected.length} others: ${unexpected.map((result) => String((result as PromiseRejectedResult).reason)).join('; ')})`,
  )
  const emails = new Set(stored.docs.map((doc) => doc.emailKey))
  check(emails.size === stored.totalDocs, 'no address registered twice')
  const outbox = await payload.find({
    collection: 'email-outbox',
    where: { to: { like: '@invariants.example' } },
    pagination: false,
    depth: 0,
    ...asSystem('operator invariant check'),
  })
  check(outbox.totalDocs === stored.totalDocs, `one confirmation row per registration (${outbox.totalDocs})`)
  await payload.delete({
    collection: 'email-outbox',
    where: { to: { like: '@invariants.example' } },
    ...asSystem('operator invariant check'),
  })
} finally {
  await payload.delete({ collection: 'events', id: event.id, ...asSystem('operator invariant check') })
  await queue.stop()
  await payload.destroy()
}
console.log(failures.length ? `\n${failures.length} invariant(s) failed` : '\nall invariants hold')
process.exit(failures.length ? 1 : 0)
