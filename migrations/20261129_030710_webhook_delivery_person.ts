import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 56: a webhook delivery records the registration it names, so an erasure or the purge finds it (collections/WebhookDeliveries.ts).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`webhook_deliveries\` ADD \`attendee_id\` text;`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_attendee_id_idx\` ON \`webhook_deliveries\` (\`attendee_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`webhook_deliveries_attendee_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`webhook_deliveries\` DROP COLUMN \`attendee_id\`;`)
}
