import useSWR from 'swr'
import { apiDownload, apiRequest } from '../../../lib/api'
import type { AttendeeDto, Id } from '../../../../../contract/types'
import { eventPath } from './events'

export const attendeesKey = (eventId: Id) => `${eventPath(eventId)}/attendees`

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
