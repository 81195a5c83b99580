import { addressOf } from '../../../contract/emailKey'
import { newRowKey } from '../../../collections/hooks/rowKey'
import { eventChangesOf } from '../../../collections/Events/eventChanges'
import { afterCommit } from '../atomic'
import { noteWrite } from '../writeVersion'
import type { Payload, PayloadRequest } from 'payload'
import type { NewAttendee } from './types'

/**
 * A new row as it is stored: the person, their address beside its key (contract/emailKey.ts,
 * the unique index on event + key), a row key of its own (collections/hooks/rowKey.ts, issued
 * once per row), the times. The attendees collection's hooks apply the same two rules to what
 * the CMS writes (collections/Attendees/hooks/normaliseEmail.ts, issueRowKey).
 */
export function newRow(person: NewAttendee) {
  const now = new Date().toISOString()
  return { ...person, ...addressOf(person.email), rowKey: newRowKey(), createdAt: now, updatedAt: now }
}

/** What every write of attendee rows tells this process: the door's list cache (cms/db/writeVersion.ts). */
export function attendeesWritten(payload: Payload, req?: PayloadRequest) {
  noteWrite(payload, 'attendees', req)
}

/** After a count is recorded: the public copy, which carries the counts, goes once the unit commits. */
export function countRecorded(payload: Payload, req?: PayloadRequest) {
  afterCommit(req, () => eventChangesOf(payload).emit('change'))
}
