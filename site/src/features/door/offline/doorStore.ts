import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { DoorSnapshot } from '@contract/doorOffline'
import type { Id } from '@contract/types'

/**
 * What a door phone keeps in IndexedDB (docs/product.md "The door without a network"), per door
 * (`scope`: a volunteer's door link or the host's event): the night's list as the snapshot gave
 * it (names, companies, check-in times, entry code hashes; never an email) and the scans waiting
 * to be uploaded. A door the server closes (404/410) is forgotten whole; a list with nothing
 * waiting is forgotten a day after its night ends.
 */
export interface WaitingScan {
  clientId: string
  scope: string
  attendeeId: Id
  at: string
  /** When the phone kept it, to keep scans of one moment in the order they were made. */
  keptOrder?: number
}

export interface StoredList {
  scope: string
  snapshot: DoorSnapshot
}

interface DoorDb extends DBSchema {
  lists: { key: string; value: StoredList }
  scans: { key: string; value: WaitingScan; indexes: { scope: string } }
}

const DB_NAME = 'mpn-door'
const FORGET_AFTER_END_MS = 24 * 3600_000

let opened: Promise<IDBPDatabase<DoorDb>> | null = null

function database() {
  opened ??= openDB<DoorDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'scope' })
      db.createObjectStore('scans', { keyPath: 'clientId' }).createIndex('scope', 'scope')
    },
    // Another tab (or a test) deletes or upgrades the database: let it, and open again next time.
    blocking() {
      void opened?.then((db) => db.close())
      opened = null
    },
  })
  return opened
}

/** Only the fields a door may keep, whatever else an answer carried. */
function keptFields({ event, generatedAt, attendees }: DoorSnapshot): DoorSnapshot {
  return {
    event: { id: event.id, name: event.name, date: event.date, endDate: event.endDate, timezone: event.timezone },
    generatedAt,
    attendees: attendees.map(({ id, name, company, checkedInAt, codeHash }) => ({
      id,
      name,
      company,
      checkedInAt: checkedInAt ?? null,
      codeHash,
    })),
  }
}

export async function storedList(scope: string): Promise<StoredList | null> {
  return (await (await database()).get('lists', scope)) ?? null
}

export async function saveList(scope: string, snapshot: DoorSnapshot): Promise<StoredList> {
  const list = { scope, snapshot: keptFields(snapshot) }
  await (await database()).put('lists', list)
  return list
}

/** The scans of this door still to upload, oldest first. */
export async function waitingScans(scope: string): Promise<WaitingScan[]> {
  const scans = await (await database()).getAllFromIndex('scans', 'scope', scope)
  return scans.sort((a, b) => a.at.localeCompare(b.at) || (a.keptOrder ?? 0) - (b.keptOrder ?? 0))
}

// Scans made within one millisecond (a code and a tap, or a clock that stands still) share `at`;
// the store's own order is by client id, which is random.
let keptCount = 0

export async function keepScan(scan: WaitingScan): Promise<void> {
  keptCount += 1
  await (await database()).put('scans', { ...scan, keptOrder: Date.now() * 1000 + (keptCount % 1000) })
}

export async function dropScans(clientIds: string[]): Promise<void> {
  const tx = (await database()).transaction('scans', 'readwrite')
  await Promise.all([...clientIds.map((clientId) => tx.store.delete(clientId)), tx.done])
}

/** Everything kept for one door: its list and its waiting scans. */
export async function forgetDoor(scope: string): Promise<void> {
  const tx = (await database()).transaction(['lists', 'scans'], 'readwrite')
  const scans = tx.objectStore('scans')
  const keys = await scans.index('scope').getAllKeys(scope)
  await Promise.all([tx.objectStore('lists').delete(scope), ...keys.map((key) => scans.delete(key)), tx.done])
}

/** Lists of nights that ended over a day ago with nothing waiting to upload. */
export async function forgetEndedNights(now = Date.now()): Promise<void> {
  const db = await database()
  for (const list of await db.getAll('lists')) {
    const ended = Date.parse(list.snapshot.event.endDate) + FORGET_AFTER_END_MS < now
    if (ended && (await db.countFromIndex('scans', 'scope', list.scope)) === 0) await db.delete('lists', list.scope)
  }
}

/** The scope of a host's own door (site/src/features/door/api/checkIns.ts), as opposed to a volunteer's link. */
const HOST_SCOPE = 'event:'

/**
 * Sign-out on a shared phone (issue 52, finding 3): every list and queued scan the signed-in team
 * kept is deleted, so the next person cannot read the names offline. A volunteer's door link
 * (`door:` scopes) is a link, not the account's, and stays until it closes.
 */
export async function forgetHostDoors(): Promise<void> {
  const db = await database()
  const tx = db.transaction(['lists', 'scans'], 'readwrite')
  const lists = tx.objectStore('lists')
  const scans = tx.objectStore('scans')
  const range = IDBKeyRange.bound(HOST_SCOPE, `${HOST_SCOPE}\uffff`)
  const scanKeys = await scans.index('scope').getAllKeys(range)
  await Promise.all([lists.delete(range), ...scanKeys.map((key) => scans.delete(key)), tx.done])
}
