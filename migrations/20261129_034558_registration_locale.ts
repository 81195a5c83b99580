import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 55: the language of emails to a registrant (collections/Attendees/index.ts `locale`).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`locale\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`locale\`;`)
}
