import type { MigrateUpArgs } from '@payloadcms/db-mongodb'

// Decision 570: nights called off before `calledOffAt` existed are stamped, so they stay called
// off once their date passes (contract/calledOff.ts). Until now such a night read as called off
// while archived before its start, the documents picked here; the last write of an archived night
// is the nearest record of when it was called off.
export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  await payload.db.collections.events.updateMany(
    { archived: true, calledOffAt: null, date: { $gt: new Date() } },
    [{ $set: { calledOffAt: '$updatedAt' } }],
    { session },
  )
}

// Stamps made here cannot be told from stamps made by archiving, so going down leaves them.
export async function down(): Promise<void> {}
