import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useLatest } from '@site/hooks/useLatest'
import { Button } from '@site/components/Button'
import { notify } from '@site/lib/notify'
import type { CheckIns, ScanOutcome } from './useCheckIns'
import type { DoorAttendee } from '@contract/door'
import type { Id } from '@contract/types'

/**
 * What a tap, an Undo and a scan do at the door, with the toasts that say so (each check-in's
 * toast offers Undo); an entry code the page was opened with is scanned once the list is there.
 */
export function useCheckInActions(checkIns: CheckIns, initialCode?: string | null) {
  const { list, ready, setCheckedIn, scan, alreadyText } = checkIns
  const [scanOutcome, setScanOutcome] = useState<ScanOutcome | null>(null)

  // Row callbacks stay the same function across renders; they look the person up when called.
  const peopleRef = useLatest(list?.attendees)
  const find = useCallback((id: Id) => peopleRef.current?.find((person) => person.id === id), [peopleRef])

  const undo = useCallback(
    async (person: DoorAttendee) => {
      toast.dismiss(`check-in-${person.id}`)
      try {
        await setCheckedIn(person, false)
        notify.success(`Check-in undone: ${person.name}`, undefined, { id: `undo-${person.id}`, duration: 3000 })
      } catch (error) {
        notify.error('Undo failed', error instanceof Error ? error.message : undefined)
      }
    },
    [setCheckedIn],
  )

  const announceCheckIn = useCallback(
    (person: DoorAttendee) => {
      notify.success(
        `Checked in: ${person.name}`,
        <Button $size="sm" $variant="secondary" onClick={() => void undo(person)}>
          Undo
        </Button>,
        { id: `check-in-${person.id}` },
      )
    },
    [undo],
  )

  const onCheckIn = useCallback(
    async (id: Id) => {
      const person = find(id)
      if (!person || person.checkedInAt) return
      try {
        const result = await setCheckedIn(person, true)
        // Another phone at the door may have been quicker.
        if (result?.alreadyCheckedIn)
          notify.success(`${person.name}: ${alreadyText(result.checkedInAt)}`, undefined, { id: `check-in-${person.id}` })
        else announceCheckIn(person)
      } catch (error) {
        notify.error(`Could not check in ${person.name}`, error instanceof Error ? error.message : undefined)
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

  return { onCheckIn, onUndo, onScan, scanOutcome, announceCheckIn }
}
