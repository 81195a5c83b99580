import { randomBytes } from 'node:crypto'
import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * A random value issued once, when a row is created, and never read by any API. What a person
 * holds that names a row (an entry code, a calendar UID) is bound to it as well as to the id
 * (cms/lib/capabilities/entryCode.ts, cms/mail/calendar.ts), so a row that ever got a deleted
 * row's id back validates nothing issued for the old one.
 */
export const newRowKey = () => randomBytes(16).toString('base64url')

/**
 * The value the issue-44 migration gave rows made before keys were issued: their entry codes
 * and UIDs keep the id-only form they were mailed with, and no new row ever gets it.
 */
export const LEGACY_ROW_KEY = 'legacy'

export const rowKeyField: Field = {
  name: 'rowKey',
  type: 'text',
  hidden: true,
  access: { create: () => false, update: () => false },
}

/** Every create, whatever surface makes the row (the CMS's duplicate too), issues a new key. */
export const issueRowKey: CollectionBeforeChangeHook = ({ operation, data }) =>
  operation === 'create' ? { ...data, rowKey: newRowKey() } : data
