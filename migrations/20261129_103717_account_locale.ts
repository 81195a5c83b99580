import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 55: the language of emails to a host (collections/Users/index.ts `locale`) and to a city
// follower (collections/Subscriptions.ts `locale`).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`locale\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`locale\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`locale\`;`)
}
