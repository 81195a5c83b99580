import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
// Issue 55: the language of emails to a host (collections/Users/index.ts `locale`) and to a city
// follower (collections/Subscriptions.ts `locale`).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "locale" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "locale" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "locale";
  ALTER TABLE "subscriptions" DROP COLUMN "locale";`)
}
