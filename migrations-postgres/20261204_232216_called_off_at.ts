import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
// Decision 568: the moment a night was called off, so it stays called off after its date.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "called_off_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "called_off_at";`)
}
