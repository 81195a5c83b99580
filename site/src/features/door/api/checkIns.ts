import useSWR, { type SWRConfiguration } from 'swr'
import { apiRequest, pathSegment } from '@site/lib/api'
import { CHECK_IN_REFRESH_MS } from '../refresh'
import { checkInsKey, doorKey, walkInsKey } from './keys'
import type { CheckInList, CheckInRequest, CheckInResult, DoorAttendee } from '@contract/door'
import type { Id } from '@contract/types'

/**
 * Where one check-in screen talks to: the host's event (session) or a volunteer's door link
 * (no session). Everything else about the screen is the same.
 */
/** Where one door keeps and sends its offline work (site/src/features/door/offline/). */
export interface OfflineEndpoints {
  /** The key of this door's stored list and queue on the phone. */
  scope: string
  snapshot: string
  batch: string
}

export interface CheckInEndpoints extends OfflineEndpoints {
  list: string
  checkIns: string
  walkIns: string
}

export function hostCheckInEndpoints(eventId: Id): CheckInEndpoints {
  const checkIns = checkInsKey(eventId)
  return {
    list: checkIns,
    checkIns,
    walkIns: walkInsKey(eventId),
    // `event:` marks a host's own door: sign-out deletes what it kept (offline/doorStore.ts, forgetHostDoors).
    scope: `event:${String(eventId)}`,
    snapshot: `${checkIns}/snapshot`,
    batch: `${checkIns}/batch`,
  }
}

export function doorCheckInEndpoints(doorToken: string): CheckInEndpoints {
  const base = doorKey(doorToken)
  return {
    list: base,
    checkIns: `${base}/check-ins`,
    walkIns: `${base}/walk-ins`,
    scope: `door:${doorToken}`,
    snapshot: `${base}/snapshot`,
    batch: `${base}/check-ins/batch`,
  }
}

/**
 * Keeps only what the door may show: a stray email in an answer never reaches the screen. The
 * "shown at the door" answers stay (the server sends only those: docs/api.md "Registration questions").
 */
export function toDoorAttendee({ id, name, company, checkedInAt, doorAnswers }: DoorAttendee): DoorAttendee {
  return {
    id,
    name,
    company,
    checkedInAt: checkedInAt ?? null,
    ...(doorAnswers?.length ? { doorAnswers: doorAnswers.map(({ label, answer }) => ({ label, answer })) } : {}),
  }
}

async function fetchCheckInList(path: string): Promise<CheckInList> {
  const list = await apiRequest<CheckInList>('GET', path)
  return { ...list, attendees: list.attendees.map(toDoorAttendee) }
}

export function useCheckInList(
  endpoints: CheckInEndpoints,
  options: Pick<SWRConfiguration<CheckInList, Error>, 'onSuccess' | 'onError'> = {},
) {
  return useSWR<CheckInList, Error>(endpoints.list, fetchCheckInList, { refreshInterval: CHECK_IN_REFRESH_MS, ...options })
}

export const checkIn = (endpoints: CheckInEndpoints, request: CheckInRequest) =>
  apiRequest<CheckInResult>('POST', endpoints.checkIns, request)

export const undoCheckIn = (endpoints: CheckInEndpoints, attendeeId: Id) =>
  apiRequest<{ attendee: DoorAttendee }>('DELETE', `${endpoints.checkIns}/${pathSegment(attendeeId)}`)

export interface WalkIn {
  name: string
  email: string
  company: string
}

export const addWalkIn = (endpoints: CheckInEndpoints, walkIn: WalkIn) =>
  apiRequest<CheckInResult>('POST', endpoints.walkIns, walkIn)

/** The list with one person's check-in time changed, counts kept in step (optimistic updates). */
export function withCheckIn(list: CheckInList, attendee: DoorAttendee, checkedInAt: string | null): CheckInList {
  let delta = 0
  let found = false
  const attendees = list.attendees.map((person) => {
    if (person.id !== attendee.id) return person
    found = true
    delta = Number(Boolean(checkedInAt)) - Number(Boolean(person.checkedInAt))
    return { ...person, checkedInAt }
  })
  if (!found) {
    // A walk-in: a new registered person, already checked in.
    attendees.push(toDoorAttendee({ ...attendee, checkedInAt }))
    attendees.sort((a, b) => a.name.localeCompare(b.name))
    return { ...list, attendees, registered: list.registered + 1, checkedIn: list.checkedIn + (checkedInAt ? 1 : 0) }
  }
  return { ...list, attendees, checkedIn: list.checkedIn + delta }
}
