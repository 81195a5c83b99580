import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`questions\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`answers\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`questions\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`answers\`;`)
}
