import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`hosting_note\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`hosting_note\`;`)
}
