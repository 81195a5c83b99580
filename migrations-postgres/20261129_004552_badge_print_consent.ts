import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
// Issue 52, finding 1: the consent to print a person's tags on their badge (collections/Networking/NetworkingProfiles.ts).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "networking_profiles" ADD COLUMN "print_on_badge" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "networking_profiles" DROP COLUMN "print_on_badge";`)
}
