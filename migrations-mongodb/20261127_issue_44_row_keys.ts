import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

// Issue 44: events and attendees hold `rowKey` (collections/hooks/rowKey.ts). Documents made
// before it are marked 'legacy', so the entry codes and calendar UIDs already mailed for them
// keep working; MongoDB never hands an ObjectId out again, so nothing else changes.
const COLLECTIONS = ['events', 'attendees'] as const

export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  for (const slug of COLLECTIONS)
    await payload.db.collections[slug].updateMany({ rowKey: { $exists: false } }, { $set: { rowKey: 'legacy' } }, { session })
}

export async function down({ payload, session }: MigrateDownArgs): Promise<void> {
  for (const slug of COLLECTIONS)
    await payload.db.collections[slug].updateMany({ rowKey: 'legacy' }, { $unset: { rowKey: '' } }, { session })
}
