import useSWR from 'swr'
import { apiDownload, apiRequest } from '@site/lib/api'
import { attendeesKey } from '@site/features/events/api/keys'
import type { AttendeeDto, Id } from '@contract/types'

export function useAttendees(eventId: Id) {
  return useSWR<AttendeeDto[]>(attendeesKey(eventId))
}

export interface NewAttendee {
  name: string
  email: string
  company: string
}

export const addAttendee = (eventId: Id, attendee: NewAttendee) =>
  apiRequest<AttendeeDto>('POST', attendeesKey(eventId), { ...attendee, eventId })

export const deleteAttendee = (eventId: Id, attendeeId: Id) =>
  apiRequest<unknown>('DELETE', `${attendeesKey(eventId)}/${encodeURIComponent(String(attendeeId))}`)

export const downloadAttendeesCsv = (eventId: Id) => apiDownload(`${attendeesKey(eventId)}/download`, 'text/csv')
