import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Decision 557: the API token that made a webhook endpoint, so revoking it turns the endpoint off.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`webhook_endpoints\` ADD \`made_with_token\` text;`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_made_with_token_idx\` ON \`webhook_endpoints\` (\`made_with_token\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`webhook_endpoints_made_with_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`made_with_token\`;`)
}
