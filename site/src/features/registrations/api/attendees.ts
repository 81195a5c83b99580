import { useMemo } from 'react'
import useSWR from 'swr'
import { apiDownload, apiRequest } from '@site/lib/api'
import { withNameShown } from '../lib/removedName'
import { attendeeKey, attendeesKey } from './keys'
import type { AttendeeWithCheckIn } from '@contract/door'
import type { Answers } from '@contract/questions'
import type { AttendeeDto, Id, MessageDto } from '@contract/types'

/** `GET /api/events/:id/attendees` (owner, MASTER_ADMIN): who registered, with their check-in time. */
export function useAttendees(eventId: Id) {
  const answer = useSWR<AttendeeWithCheckIn[], Error>(attendeesKey(eventId))
  const data = useMemo(() => answer.data?.map(withNameShown), [answer.data])
  return { ...answer, data }
}

export interface NewAttendee {
  name: string
  email: string
  company: string
  /** Answers to the night's questions; a host may leave any out. */
  answers?: Answers
}

export const addAttendee = (eventId: Id, attendee: NewAttendee) =>
  apiRequest<AttendeeDto>('POST', attendeesKey(eventId), { ...attendee, eventId })

export const deleteAttendee = (eventId: Id, attendeeId: Id) => apiRequest<MessageDto>('DELETE', attendeeKey(eventId, attendeeId))

export const downloadAttendeesCsv = (eventId: Id, { withAnswers = false }: { withAnswers?: boolean } = {}) =>
  apiDownload(`${attendeesKey(eventId)}/download${withAnswers ? '?answers=1' : ''}`, 'text/csv')
