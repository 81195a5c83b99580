import { MigrateUpArgs, sql } from '@payloadcms/db-postgres'
// Decision 570: nights called off before `called_off_at` existed are stamped, so they stay called
// off once their date passes (contract/calledOff.ts). Until now such a night read as called off
// while archived before its start, the rows picked here; the last write of an archived night is
// the nearest record of when it was called off.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "events" SET "called_off_at" = "updated_at"
   WHERE "archived" = true AND "called_off_at" IS NULL AND "date" > now();`)
}

// Stamps made here cannot be told from stamps made by archiving, so going down leaves them.
export async function down(): Promise<void> {}
