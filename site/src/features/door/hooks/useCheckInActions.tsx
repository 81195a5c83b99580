import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from '@site/hooks/useLatest'
import { i18n } from '@site/i18n/i18n'
import { errorDetail } from '@site/lib/notify'
import type { CheckIns, ScanOutcome } from './useCheckIns'
import type { DoorNotice } from '../components/DoorMessage'
import type { DoorAttendee } from '@contract/door'
import type { Id } from '@contract/types'

/**
 * What a tap, an Undo and a scan do at the door, with the line that says so in the page's flow
 * (components/DoorMessage.tsx; a check-in's line offers Undo); an entry code the page was opened
 * with is scanned once the list is there.
 */
export function useCheckInActions(checkIns: CheckIns, initialCode?: string | null) {
  const { list, ready, setCheckedIn, scan, alreadyText } = checkIns
  const [scanOutcome, setScanOutcome] = useState<ScanOutcome | null>(null)
  const [notice, setNotice] = useState<DoorNotice | null>(null)
  const detail = (error: unknown) => errorDetail(error)

  // Row callbacks stay the same function across renders; they look the person up when called.
  const peopleRef = useLatest(list?.attendees)
  const find = useCallback((id: Id) => peopleRef.current?.find((person) => person.id === id), [peopleRef])

  const undo = useCallback(
    async (person: DoorAttendee) => {
      try {
        await setCheckedIn(person, false)
        setNotice({ tone: 'success', title: i18n._('Check-in undone: {name}', { name: person.name }) })
      } catch (error) {
        setNotice({ tone: 'error', title: i18n._('Undo failed'), detail: detail(error) })
      }
    },
    [setCheckedIn],
  )

  const announceCheckIn = useCallback((person: DoorAttendee) => {
    setNotice({ tone: 'success', title: i18n._('Checked in: {name}', { name: person.name }), undo: person })
  }, [])

  const onCheckIn = useCallback(
    async (id: Id) => {
      const person = find(id)
      if (!person || person.checkedInAt) return
      try {
        const result = await setCheckedIn(person, true)
        // Another phone at the door may have been quicker.
        if (result?.alreadyCheckedIn)
          setNotice({
            tone: 'success',
            title: i18n._('{name}: {already}', { name: person.name, already: alreadyText(result.checkedInAt) }),
          })
        else announceCheckIn(person)
      } catch (error) {
        setNotice({ tone: 'error', title: i18n._('Could not check in {name}', { name: person.name }), detail: detail(error) })
      }
    },
    [find, setCheckedIn, announceCheckIn, alreadyText],
  )

  const onUndo = useCallback(
    (id: Id) => {
      const person = find(id)
      if (person) void undo(person)
    },
    [find, undo],
  )

  const onScan = useCallback(
    async (text: string) => {
      const outcome = await scan(text)
      setScanOutcome(outcome)
      if (outcome.tone === 'success' && outcome.attendee) announceCheckIn(outcome.attendee)
    },
    [scan, announceCheckIn],
  )

  // An entry code opened with the phone's camera app (`/check-in/{code}` → here with `?code=`):
  // checked in as if scanned here, once.
  const codeTaken = useRef(false)
  const listLoaded = list !== undefined && ready
  useEffect(() => {
    if (!initialCode || !listLoaded || codeTaken.current) return
    codeTaken.current = true
    void onScan(initialCode)
  }, [initialCode, listLoaded, onScan])

  return { onCheckIn, onUndo, undo, onScan, scanOutcome, announceCheckIn, notice }
}
