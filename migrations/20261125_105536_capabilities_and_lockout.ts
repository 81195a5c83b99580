import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`seat_offered_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`ALTER TABLE \`door_links\` DROP COLUMN \`expires_at\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`door_links\` ADD \`expires_at\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`seat_offered_at\`;`)
}
