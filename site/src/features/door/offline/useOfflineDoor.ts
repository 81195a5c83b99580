import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from '@site/hooks/useLatest'
import { i18n } from '@site/i18n/i18n'
import { SNAPSHOT_REFRESH_MS } from '../refresh'
import { thisDeviceName } from './deviceName'
import { dropScans, forgetDoor, forgetEndedNights, keepScan, saveList, storedList, waitingScans } from './doorStore'
import { failureOf, fetchSnapshot, uploadScans, type DoorFailure } from './doorRequests'
import { registerDoorWorker } from './registerDoorWorker'
import { retryDelay } from './retryDelay'
import type { ScanResult } from '@contract/doorOffline'
import type { Id } from '@contract/types'
import type { StoredList, WaitingScan } from './doorStore'
import type { OfflineEndpoints } from '../api/checkIns'

export type Connection = 'online' | 'offline'

/** Scans sent per request: each upload stays well within the offline deadline on a slow network. */
const SCANS_PER_UPLOAD = 100

const sameId = (a: Id, b: Id) => String(a) === String(b)

/** The kept list with the server's answers written in. */
function withResults(list: StoredList, results: ScanResult[]): StoredList {
  const times = new Map(
    results.filter((result) => result.checkedInAt).map((result) => [String(result.attendeeId), result.checkedInAt]),
  )
  if (!times.size) return list
  const attendees = list.snapshot.attendees.map((person) =>
    times.has(String(person.id)) ? { ...person, checkedInAt: times.get(String(person.id)) ?? person.checkedInAt } : person,
  )
  return { ...list, snapshot: { ...list.snapshot, attendees } }
}

/**
 * A door that works without a network (docs/product.md "The door without a network"): the night's
 * list kept in IndexedDB and refreshed while online, check-ins queued with their own time and a
 * client id and uploaded in batches at once, or with retries and back-off until the network
 * returns (a request that fails or takes over 3 s counts as offline). A door the server closes
 * (404/410, or 403 for the team) is forgotten on this phone and `closed` says why.
 * `onResults` hears every answer the server gave to an upload.
 */
export function useOfflineDoor(endpoints: OfflineEndpoints, onResults: (results: ScanResult[]) => void) {
  const { scope } = endpoints
  const [list, setList] = useState<StoredList | null | undefined>(undefined)
  const [waiting, setWaiting] = useState<WaitingScan[]>([])
  const [connection, setConnection] = useState<Connection>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
  )
  const [closed, setClosed] = useState<Error | null>(null)
  // The kept list was read and the network asked once: a scanned code is then judged the same way every time.
  const [ready, setReady] = useState(false)
  const device = useRef(thisDeviceName()).current
  const endpointsRef = useLatest(endpoints)
  const onResultsRef = useLatest(onResults)
  const listRef = useRef<StoredList | null>(null)
  const syncing = useRef<Promise<void> | null>(null)
  const syncAgain = useRef(false)
  // The scans of the upload under way: the server may already have taken them.
  const uploading = useRef<ReadonlySet<string>>(new Set())
  // The upload as it is now, for a retry scheduled by an earlier one.
  const syncRef = useRef<() => Promise<void>>(() => Promise.resolve())
  const failures = useRef(0)
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // An upload that ends after the page has gone still clears its queue, but tells no one.
  const mounted = useRef(false)

  const keepList = useCallback(async (next: StoredList) => {
    listRef.current = next
    setList(next)
    await saveList(next.scope, next.snapshot)
  }, [])

  /** A failed request: closed doors are forgotten; otherwise the phone is offline until an answer. */
  const failed = useCallback(
    async (error: unknown): Promise<DoorFailure> => {
      const failure = failureOf(error)
      if (failure === 'closed') {
        await forgetDoor(scope)
        listRef.current = null
        setList(null)
        setWaiting([])
        setClosed(error instanceof Error && error.message ? error : new Error(i18n._('This door is closed')))
      } else if (failure === 'offline') setConnection('offline')
      return failure
    },
    [scope],
  )

  const refresh = useCallback(async () => {
    try {
      const snapshot = await fetchSnapshot(endpointsRef.current.snapshot)
      setConnection('online')
      // Scans still waiting keep their people checked in on this phone (the view overlays them).
      await keepList({ scope, snapshot })
    } catch (error) {
      // A door link closes with its night's end but takes that night's scans a while longer
      // (cms/modules/door/doorLinks.ts): what waits is uploaded before the list is forgotten, and
      // kept if the upload could not reach the server.
      if (failureOf(error) === 'closed' && (await waitingScans(scope)).length) {
        await syncRef.current()
        if ((await waitingScans(scope)).length) return
      }
      await failed(error)
    }
  }, [scope, endpointsRef, keepList, failed])

  /** Uploads what waits, oldest first, until nothing does or the network fails (then retries later). */
  const uploadAll = useCallback(async () => {
    for (;;) {
      const batch = (await waitingScans(scope)).slice(0, SCANS_PER_UPLOAD)
      if (!batch.length) return
      let answer
      uploading.current = new Set(batch.map((scan) => scan.clientId))
      try {
        answer = await uploadScans(endpointsRef.current.batch, device, batch)
      } catch (error) {
        uploading.current = new Set()
        const failure = await failed(error)
        if (failure === 'offline') {
          failures.current += 1
          retryTimer.current = setTimeout(() => void syncRef.current(), retryDelay(failures.current))
          return
        }
        // A batch the server will never take would block the queue: it is dropped, and said.
        if (failure === 'refused') {
          await dropScans(batch.map((scan) => scan.clientId))
          if (mounted.current)
            onResultsRef.current(
              batch.map(({ clientId, attendeeId }) => ({ clientId, attendeeId, result: 'refused', checkedInAt: null })),
            )
        }
        continue
      }
      failures.current = 0
      setConnection('online')
      await dropScans(batch.map((scan) => scan.clientId))
      uploading.current = new Set()
      if (listRef.current) await keepList(withResults(listRef.current, answer.results))
      if (mounted.current) onResultsRef.current(answer.results)
    }
  }, [scope, device, endpointsRef, failed, keepList, onResultsRef])

  /** One upload at a time; a scan queued while one runs is taken by another right after it. */
  const sync = useCallback((): Promise<void> => {
    if (syncing.current) {
      syncAgain.current = true
      return syncing.current
    }
    clearTimeout(retryTimer.current)
    retryTimer.current = undefined
    syncing.current = uploadAll().finally(async () => {
      setWaiting(await waitingScans(scope).catch(() => []))
      syncing.current = null
      const again = syncAgain.current && retryTimer.current === undefined
      syncAgain.current = false
      if (again) void syncRef.current()
    })
    return syncing.current
  }, [scope, uploadAll])
  useEffect(() => {
    syncRef.current = sync
  }, [sync])

  /** Checks a person in on this phone at once and uploads it as soon as the network lets it. */
  const checkIn = useCallback(
    async (attendeeId: Id) => {
      const scan = { clientId: crypto.randomUUID(), scope, attendeeId, at: new Date().toISOString() }
      await keepScan(scan)
      setWaiting((scans) => [...scans, scan])
      void sync()
      return scan
    },
    [scope, sync],
  )

  /**
   * Takes back a check-in that has not been uploaded yet; false when there is none waiting. A
   * check-in on its way to the server is let arrive first (then it is the server's to undo): taken
   * back from under the upload, it would be undone on this phone and kept by the server.
   */
  const takeBack = useCallback(
    async (attendeeId: Id) => {
      const waitingFor = async () => (await waitingScans(scope)).filter((scan) => sameId(scan.attendeeId, attendeeId))
      let mine = await waitingFor()
      while (syncing.current && mine.some((scan) => uploading.current.has(scan.clientId))) {
        await syncing.current.catch(() => undefined)
        mine = await waitingFor()
      }
      if (!mine.length) return false
      await dropScans(mine.map((scan) => scan.clientId))
      setWaiting((scans) => scans.filter((scan) => !sameId(scan.attendeeId, attendeeId)))
      return true
    },
    [scope],
  )

  /** Another request of the page answered (or did not): the phone's connection as it just was. */
  const noteAnswer = useCallback(() => {
    setConnection('online')
    failures.current = 0
    void sync()
  }, [sync])

  useEffect(() => {
    let live = true
    mounted.current = true
    registerDoorWorker(i18n.locale)
    void (async () => {
      await forgetEndedNights().catch(() => undefined)
      const [kept, scans] = await Promise.all([storedList(scope), waitingScans(scope)])
      if (!live) return
      listRef.current = kept
      setList(kept)
      setWaiting(scans)
      await refresh()
      if (!live) return
      setReady(true)
      void sync()
    })()
    const refreshing = setInterval(() => void refresh(), SNAPSHOT_REFRESH_MS)
    const online = () => {
      failures.current = 0
      void refresh().then(() => sync())
    }
    const offline = () => setConnection('offline')
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      live = false
      mounted.current = false
      clearInterval(refreshing)
      clearTimeout(retryTimer.current)
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [scope, refresh, sync])

  return { list, waiting, connection, closed, ready, device, checkIn, takeBack, noteAnswer, noteFailure: failed, sync }
}
