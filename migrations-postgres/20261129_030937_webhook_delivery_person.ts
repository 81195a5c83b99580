import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
// Issue 56: a webhook delivery records the registration it names, so an erasure or the purge finds it (collections/WebhookDeliveries.ts).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_deliveries" ADD COLUMN "attendee_id" varchar;
  CREATE INDEX "webhook_deliveries_attendee_id_idx" ON "webhook_deliveries" USING btree ("attendee_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "webhook_deliveries_attendee_id_idx";
  ALTER TABLE "webhook_deliveries" DROP COLUMN "attendee_id";`)
}
