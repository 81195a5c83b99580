import { z } from './zod'
import { messages } from './messages'
import type { Id } from './types'

/**
 * The door without a network (docs/api.md): the list a phone keeps to check people in offline,
 * and the batches of scans it uploads when the network is back.
 */

/** One registered person as a door phone keeps them: never an email, phone or answer. */
export interface SnapshotAttendee {
  id: Id
  name: string
  company: string
  checkedInAt: string | null
  /** Lowercase hex SHA-256 of the entry code (the last segment of the QR code's URL). */
  codeHash: string
}

/** `GET /api/door/{doorToken}/snapshot` and `GET /api/events/{id}/check-ins/snapshot`. */
export interface DoorSnapshot {
  event: { id: Id; name: string; date: string; endDate: string; timezone: string }
  generatedAt: string
  attendees: SnapshotAttendee[]
}

/** The most scans one batch may carry. */
export const MAX_SCANS_PER_BATCH = 500
export const MAX_DEVICE_LENGTH = 40

const scanSchema = z.object({
  clientId: z.uuid(messages.scanClientId),
  // Each branch says the field's own words: a union reports its branch's error when one applies.
  attendeeId: z.union(
    [
      z.string(messages.scanAttendeeId).trim().min(1, messages.scanAttendeeId).max(64, messages.scanAttendeeId),
      z.number(messages.scanAttendeeId).int(messages.scanAttendeeId).nonnegative(messages.scanAttendeeId),
    ],
    messages.scanAttendeeId,
  ),
  at: z.iso.datetime({ offset: true, error: messages.scanTime }),
})

/** `POST …/check-ins/batch`. */
export const scanBatchSchema = z.object({
  device: z.string(messages.scanDevice).trim().min(1, messages.scanDevice).max(MAX_DEVICE_LENGTH, messages.scanDevice),
  scans: z
    .array(scanSchema, messages.scanBatchSize)
    .min(1, messages.scanBatchSize)
    .max(MAX_SCANS_PER_BATCH, messages.scanBatchSize),
})
export type ScanBatch = z.output<typeof scanBatchSchema>
export type Scan = ScanBatch['scans'][number]

export type ScanResultKind = 'checkedIn' | 'alreadyCheckedIn' | 'conflict' | 'refused'

export interface ScanResult {
  clientId: string
  attendeeId: Id
  result: ScanResultKind
  /** The person's check-in time as the server now has it; null when refused. */
  checkedInAt: string | null
}

export interface ScanBatchResult {
  results: ScanResult[]
}

/** A scan of a person another device had already checked in, listed for the team in `GET …/check-ins`. */
export interface DoorConflict {
  attendeeId: Id
  device: string
  at: string
}
