import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 56: the webhook sender's read of what is due (collections/WebhookDeliveries.ts `indexes`).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`status_nextAttemptAt_idx\` ON \`webhook_deliveries\` (\`status\`,\`next_attempt_at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_nextAttemptAt_idx\`;`)
}
