import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
// Issue 55: the language of emails to a registrant (collections/Attendees/index.ts `locale`).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attendees" ADD COLUMN "locale" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attendees" DROP COLUMN "locale";`)
}
