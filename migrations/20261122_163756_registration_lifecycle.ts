import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`status\` text DEFAULT 'registered' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`waitlisted_at\` text;`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`cancelled_at\` text;`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`show_company\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`manage_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`manage_token_sealed\` text;`)
  await db.run(sql`CREATE INDEX \`attendees_status_idx\` ON \`attendees\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`attendees_manage_token_hash_idx\` ON \`attendees\` (\`manage_token_hash\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`attendees_status_idx\`;`)
  await db.run(sql`DROP INDEX \`attendees_manage_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`waitlisted_at\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`cancelled_at\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`show_company\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`manage_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`manage_token_sealed\`;`)
}
