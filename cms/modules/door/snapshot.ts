import { entryCodeHashOf } from '../../lib/capabilities/entryCode'
import { prepareJson, type PreparedJson } from '../../http/preparedJson'
import { writeVersionOf } from '../../db/writeVersion'
import { doorRows } from './doorRows'
import { keptBriefly } from './keptBriefly'
import type { DoorSnapshot } from '../../../contract/doorOffline'
import type { Event } from '../../../payload-types'
import type { Payload } from 'payload'

/** One second, or until an attendee row changes in this process (another instance's check-ins are not seen). */
const keptSnapshots = keptBriefly<PreparedJson>(1000)

/**
 * The list a door phone keeps to work without a network (docs/api.md "The door without a
 * network"): registered people with their name, company, check-in time and the hash of their
 * entry code, never an email, phone or answer. Ten phones opening the door at once share one
 * answer, made once (5,000 people are 760 KB of JSON), until an attendee row changes in this
 * process or a second passes, as the door's list does (cms/modules/door/checkIns.ts
 * `doorListAnswer`; docs/benchmarks.md).
 */
export function doorSnapshot(payload: Payload, secret: string, event: Event): Promise<PreparedJson> {
  const key = `${String(event.id)}:${event.name}:${String(event.date)}:${String(event.endDate)}:${event.timezone}`
  return keptSnapshots(payload, key, String(writeVersionOf(payload, 'attendees')()), () =>
    readSnapshot(payload, secret, event).then(prepareJson),
  )
}

/** Rows' code hashes kept by server; past this many, the kept ones are dropped and made again. */
const HASHES_KEPT = 50_000
const keptHashes = new WeakMap<Payload, Map<string, string>>()

/**
 * A row's code hash, made once: each phone takes the snapshot again every 30 s
 * (site/src/features/door/offline/useOfflineDoor.ts) and a row's code never changes, while its
 * HMAC and SHA-256 were a third of a 5,000-person snapshot's read.
 */
function codeHashOf(payload: Payload, secret: string, row: { id: string | number; rowKey?: string | null }) {
  let hashes = keptHashes.get(payload)
  if (!hashes || hashes.size > HASHES_KEPT) keptHashes.set(payload, (hashes = new Map<string, string>()))
  const key = `${row.id}:${row.rowKey ?? ''}`
  let hash = hashes.get(key)
  if (hash === undefined) hashes.set(key, (hash = entryCodeHashOf(secret, row)))
  return hash
}

async function readSnapshot(payload: Payload, secret: string, event: Event): Promise<DoorSnapshot> {
  const generatedAt = new Date().toISOString()
  // The door's rows, with the row's key (which makes the code and never leaves this function);
  // someone erased is not on a phone's list.
  const people = (await doorRows(payload, event)).filter((row) => !row.anonymisedAt)
  return {
    event: {
      id: event.id,
      name: event.name,
      date: new Date(String(event.date)).toISOString(),
      endDate: new Date(String(event.endDate)).toISOString(),
      timezone: event.timezone,
    },
    generatedAt,
    attendees: people.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      checkedInAt: row.checkedInAt ?? null,
      codeHash: codeHashOf(payload, secret, row),
    })),
  }
}
