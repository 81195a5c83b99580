import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/** What the server answered for one scan of a batch (docs/api.md "The door without a network"). */
export const SCAN_RESULTS = ['checkedIn', 'alreadyCheckedIn', 'conflict', 'refused'] as const

/**
 * One scan a door phone uploaded in a batch (cms/modules/door/checkInBatch.ts), kept with the
 * answer it got: the unique (event, clientId) lets the database decide that a replayed scan is
 * the same scan, so a replay changes nothing and hears the same answer, whatever the number of
 * server processes. Conflicts (a person another device had already checked in) are listed for
 * the team from here. No personal data: an attendee id, the phone's label and times. Written by
 * the server only; the master admin may read them in the CMS.
 */
export const DoorScans: CollectionConfig = {
  slug: 'door-scans',
  labels: { singular: 'Door scan', plural: 'Door scans' },
  admin: {
    // Internal: kept out of the CMS's navigation and dashboard, still open by its address.
    group: false,
    useAsTitle: 'clientId',
    defaultColumns: ['event', 'attendee', 'device', 'at', 'result'],
  },
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['event', 'clientId'], unique: true }],
  fields: [
    // Ids as text, like sent-reminders: a scan may name a row of another night, or none at all.
    { name: 'event', type: 'text', required: true, index: true },
    { name: 'clientId', type: 'text', required: true },
    { name: 'attendee', type: 'text', required: true },
    { name: 'device', type: 'text', required: true },
    // When the phone scanned (a time ahead of the server's clock is taken as the upload's).
    { name: 'at', type: 'date', required: true },
    { name: 'result', type: 'select', required: true, options: [...SCAN_RESULTS], index: true },
    // The check-in time the answer named (none for a refused scan).
    { name: 'checkedInAt', type: 'date' },
  ],
}
