/**
 * Whether a door link still opens its event, decided from live state at every use (never
 * from a date copied when the link was made): the link is not revoked, its event exists, is
 * not archived and is not over by its current end, its host is still an active account, and its
 * maker still manages the event (on its team or the master admin, an active account).
 * Deactivating a host, or taking a co-host off the team, therefore ends their door links at once.
 */
export interface DoorLinkState {
  revokedAt?: string | null
}
export interface DoorEventState {
  archived?: boolean | null
  endDate: string
}

export type DoorLinkVerdict = 'open' | 'revoked' | 'over'

export function judgeDoorLink(
  link: DoorLinkState | null | undefined,
  event: DoorEventState | null | undefined,
  peopleActive: boolean,
  now = Date.now(),
): DoorLinkVerdict {
  if (!link || link.revokedAt || !event || !peopleActive) return 'revoked'
  if (event.archived || Date.parse(event.endDate) <= now) return 'over'
  return 'open'
}
