import type { CheckInList, DoorAttendee } from '@contract/door'
import type { DoorConflict, DoorSnapshot } from '@contract/doorOffline'
import type { StoredList, WaitingScan } from './doorStore'

/** The door list as the check-in screen shows it, online or off. */
export interface DoorView {
  event: Pick<CheckInList['event'], 'id' | 'name' | 'timezone'>
  registered: number
  checkedIn: number
  attendees: DoorAttendee[]
  conflicts: DoorConflict[]
}

function fromSnapshot({ event, attendees }: DoorSnapshot): DoorView {
  return {
    event,
    registered: attendees.length,
    checkedIn: attendees.filter((person) => person.checkedInAt).length,
    attendees: attendees.map(({ id, name, company, checkedInAt }) => ({ id, name, company, checkedInAt })),
    conflicts: [],
  }
}

/**
 * The server's list while it answers (with the door's answers and the conflicts), else the list
 * kept on the phone; either with the scans still waiting to be uploaded shown as checked in at
 * their own time.
 */
export function doorView(
  serverList: CheckInList | undefined,
  kept: StoredList | null | undefined,
  waiting: WaitingScan[],
): DoorView | undefined {
  const base: DoorView | undefined = serverList
    ? { ...serverList, conflicts: serverList.conflicts ?? [] }
    : kept
      ? fromSnapshot(kept.snapshot)
      : undefined
  if (!base || !waiting.length) return base
  const scannedAt = new Map<string, string>()
  for (const scan of waiting) if (!scannedAt.has(String(scan.attendeeId))) scannedAt.set(String(scan.attendeeId), scan.at)
  const attendees = base.attendees.map((person) =>
    !person.checkedInAt && scannedAt.has(String(person.id))
      ? { ...person, checkedInAt: scannedAt.get(String(person.id))! }
      : person,
  )
  return { ...base, attendees, checkedIn: attendees.filter((person) => person.checkedInAt).length }
}
