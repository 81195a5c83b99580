import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { ApiError } from '@site/lib/api'
import { notify, errorMessage } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { doorClock } from '../lib/clock'
import { checkIn, undoCheckIn, useCheckInList, withCheckIn, type CheckInEndpoints } from '../api/checkIns'
import { doorView } from '../offline/doorView'
import { failureOf } from '../offline/doorRequests'
import { sha256Hex } from '../offline/sha256'
import { useOfflineDoor } from '../offline/useOfflineDoor'
import type { CheckInList, CheckInResult, DoorAttendee } from '@contract/door'
import type { ScanResult } from '@contract/doorOffline'
import type { Id } from '@contract/types'

/** What a scan answered, worded for the person at the door. */
export interface ScanOutcome {
  tone: 'success' | 'info' | 'error'
  text: string
  attendee?: DoorAttendee
}

/** The code inside a scanned check-in URL (`…/check-in/<code>`), or the text as it is. */
export function tokenFromScan(text: string): string {
  const match = /\/check-in\/([^/?#\s]+)/.exec(text.trim())
  return match ? decodeURIComponent(match[1]) : text.trim()
}

const sameId = (a: Id, b: Id) => String(a) === String(b)

export const NO_LIST_OFFLINE = /*i18n*/ 'No network, and no list kept on this phone yet: open this page once while online.'

/** The list with the server's answers to uploaded scans written in. */
function withResults(list: CheckInList, results: ScanResult[]): CheckInList {
  return results.reduce((next, result) => {
    const person = next.attendees.find((candidate) => sameId(candidate.id, result.attendeeId))
    return person && result.checkedInAt ? withCheckIn(next, person, result.checkedInAt) : next
  }, list)
}

/**
 * The door list with its actions, online or without a network (site/src/features/door/offline/):
 * a tap or a scan checks the person in on this phone at once and the upload follows, now or when
 * the network returns; the server's answers are written into the list, and a scan another phone
 * had made first, or one the server refuses, is said in a toast. Undo is the server's, except
 * for a check-in still waiting on this phone.
 */
export function useCheckIns(endpoints: CheckInEndpoints) {
  // What the callbacks below read as it is when they run (updated after each render commits).
  const notes = useRef<{ answer: () => void; failure: (error: unknown) => unknown }>({
    answer: () => undefined,
    failure: () => undefined,
  })
  const people = useRef<DoorAttendee[] | undefined>(undefined)
  const zone = useRef<string | undefined>(undefined)
  const query = useCheckInList(endpoints, {
    onSuccess: () => notes.current.answer(),
    onError: (error) => notes.current.failure(error),
  })
  const { mutate } = query

  /** "Already checked in at 7:42 PM", in the event's zone. */
  const alreadyText = useCallback(
    (checkedInAt: string) => i18n._('Already checked in at {time}', { time: doorClock(new Date(checkedInAt), zone.current) }),
    [],
  )

  const onResults = useCallback(
    (results: ScanResult[]) => {
      void mutate((list) => (list ? withResults(list, results) : list), { revalidate: false })
      for (const result of results) {
        const name = people.current?.find((person) => sameId(person.id, result.attendeeId))?.name ?? i18n._('This person')
        const id = `check-in-${String(result.attendeeId)}`
        if (result.result === 'refused')
          notify.error(i18n._('Could not check in {name}', { name }), i18n._('They are not registered for this night.'), { id })
        else if (result.result !== 'checkedIn' && result.checkedInAt)
          // Another phone (or an earlier scan here) was first: the earliest time stands.
          notify.success(i18n._('{name}: {already}', { name, already: alreadyText(result.checkedInAt) }), undefined, { id })
      }
    },
    [mutate, alreadyText],
  )

  const door = useOfflineDoor(endpoints, onResults)
  const { list: kept, waiting, checkIn: queueCheckIn, takeBack, sync, noteAnswer, noteFailure } = door
  const list = useMemo(() => doorView(query.data, kept, waiting), [query.data, kept, waiting])
  useLayoutEffect(() => {
    notes.current = { answer: noteAnswer, failure: noteFailure }
    people.current = list?.attendees
    zone.current = list?.event.timezone
  })
  const timeZone = list?.event.timezone

  /** Writes a check-in the server answered into the list (a walk-in, or a code scanned online). */
  const record = useCallback(
    (result: Pick<CheckInResult, 'attendee' | 'checkedInAt'>) =>
      mutate((current) => (current ? withCheckIn(current, result.attendee, result.checkedInAt) : current), {
        revalidate: false,
      }),
    [mutate],
  )

  const undo = useCallback(
    async (person: DoorAttendee) => {
      if (await takeBack(person.id)) return
      try {
        await undoCheckIn(endpoints, person.id)
      } catch (error) {
        if (failureOf(error) === 'offline') throw new Error(i18n._('Undo needs the network: try again when it is back.'))
        throw error
      }
      await mutate((current) => (current ? withCheckIn(current, person, null) : current), { revalidate: false })
      void sync()
    },
    [takeBack, sync, endpoints, mutate],
  )

  /** Checks in (queued on this phone, uploaded at once or later) or undoes a check-in. */
  const setCheckedIn = useCallback(
    async (person: DoorAttendee, checkedIn: boolean): Promise<CheckInResult | undefined> => {
      if (checkedIn) await queueCheckIn(person.id)
      else await undo(person)
      return undefined
    },
    [queueCheckIn, undo],
  )

  const scan = useCallback(
    async (text: string): Promise<ScanOutcome> => {
      const code = tokenFromScan(text)
      const hash = await sha256Hex(code)
      const known = kept?.snapshot.attendees.find((person) => person.codeHash === hash)
      const person = known && (people.current?.find((candidate) => sameId(candidate.id, known.id)) ?? known)
      if (person) {
        if (person.checkedInAt) return { tone: 'info', text: alreadyText(person.checkedInAt), attendee: person }
        await queueCheckIn(person.id)
        return { tone: 'success', text: i18n._('Checked in: {name}', { name: person.name }), attendee: person }
      }
      // Not on the list this phone keeps (registered since, or of another night): the server decides.
      try {
        const result = await checkIn(endpoints, { token: code })
        await record(result)
        if (result.alreadyCheckedIn) return { tone: 'info', text: alreadyText(result.checkedInAt), attendee: result.attendee }
        return {
          tone: 'success',
          text: i18n._('Checked in: {name}', { name: result.attendee.name }),
          attendee: result.attendee,
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          return { tone: 'error', text: i18n._('This code is for another event') }
        if (failureOf(error) === 'offline')
          return {
            tone: 'error',
            text: i18n._('This code is not on the list kept on this phone. Search by name, or scan again online.'),
          }
        return { tone: 'error', text: errorMessage(error, i18n._('Check-in failed')) }
      }
    },
    [kept, queueCheckIn, endpoints, record, alreadyText],
  )

  // Without a network the list kept on this phone stands in; until it is read, nothing is wrong yet.
  const offlineError = query.error !== undefined && failureOf(query.error) === 'offline'
  const error = offlineError ? (kept === null && !list ? new Error(i18n._(NO_LIST_OFFLINE)) : undefined) : query.error

  return {
    list,
    error,
    closed: door.closed,
    ready: door.ready,
    status: { connection: door.connection, waiting: door.waiting.length, device: door.device },
    setCheckedIn,
    scan,
    record,
    alreadyText,
    timeZone,
  }
}

export type CheckIns = ReturnType<typeof useCheckIns>
