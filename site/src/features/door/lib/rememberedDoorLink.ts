import type { Id } from '@contract/types'

/**
 * The door link a volunteer opened on this phone, per event, so that an entry code opened with
 * the phone's own camera app (a new tab on `/check-in/{code}`) can lead to the check-in for that
 * person (docs/decisions.md, "An entry code opened at the door checks the person in"). The link
 * is already in this browser's history; it stays on this device, and the server judges it at
 * every use, so a revoked or expired one leads nowhere.
 */
const key = (eventId: Id) => `mpn:door:${String(eventId)}`

export function rememberDoorLink(eventId: Id, doorToken: string) {
  try {
    localStorage.setItem(key(eventId), doorToken)
  } catch {
    // Storage off: the volunteer scans inside the door page instead.
  }
}

export function rememberedDoorLink(eventId: Id): string | null {
  try {
    return localStorage.getItem(key(eventId))
  } catch {
    return null
  }
}
