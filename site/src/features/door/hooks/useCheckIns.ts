import { useCallback } from 'react'
import { useLatest } from '@site/hooks/useLatest'
import { ApiError } from '@site/lib/api'
import { clockTime } from '@contract/datetime'
import { checkIn, undoCheckIn, useCheckInList, withCheckIn, type CheckInEndpoints } from '../api/checkIns'
import type { CheckInList, CheckInResult, DoorAttendee } from '@contract/door'

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

/**
 * The door list with its three actions. Taps are optimistic and roll back on failure; every
 * answer from the server is written into the list, so the count follows at once.
 */
export function useCheckIns(endpoints: CheckInEndpoints) {
  const query = useCheckInList(endpoints)
  const { mutate } = query
  const timeZone = query.data?.event.timezone
  const zoneRef = useLatest(timeZone)

  const record = useCallback(
    (result: Pick<CheckInResult, 'attendee' | 'checkedInAt'>) =>
      mutate((list) => (list ? withCheckIn(list, result.attendee, result.checkedInAt) : list), { revalidate: false }),
    [mutate],
  )

  const setCheckedIn = useCallback(
    async (person: DoorAttendee, checkedIn: boolean): Promise<CheckInResult | undefined> => {
      const optimistic = (list?: CheckInList) =>
        list ? withCheckIn(list, person, checkedIn ? new Date().toISOString() : null) : list!
      let answer: CheckInResult | undefined
      await mutate(
        async (list) => {
          if (checkedIn) {
            const result = await checkIn(endpoints, { attendeeId: person.id })
            answer = result
            return list ? withCheckIn(list, result.attendee, result.checkedInAt) : list
          }
          await undoCheckIn(endpoints, person.id)
          return list ? withCheckIn(list, person, null) : list
        },
        { optimisticData: optimistic, rollbackOnError: true, populateCache: true, revalidate: false },
      )
      return answer
    },
    [endpoints, mutate],
  )

  /** "Already checked in at 7:42 PM", in the event's zone. */
  const alreadyText = useCallback(
    (checkedInAt: string) => `Already checked in at ${clockTime(new Date(checkedInAt), zoneRef.current)}`,
    [zoneRef],
  )

  const scan = useCallback(
    async (text: string): Promise<ScanOutcome> => {
      try {
        const result = await checkIn(endpoints, { token: tokenFromScan(text) })
        await record(result)
        if (result.alreadyCheckedIn) {
          return { tone: 'info', text: alreadyText(result.checkedInAt), attendee: result.attendee }
        }
        return { tone: 'success', text: `Checked in: ${result.attendee.name}`, attendee: result.attendee }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { tone: 'error', text: 'This code is for another event' }
        return { tone: 'error', text: error instanceof Error ? error.message : 'Check-in failed' }
      }
    },
    [endpoints, record, alreadyText],
  )

  return { query, setCheckedIn, scan, record, alreadyText, timeZone }
}
