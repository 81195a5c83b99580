import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`series_id\` text;`)
  await db.run(sql`CREATE INDEX \`events_series_id_idx\` ON \`events\` (\`series_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`events_series_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`series_id\`;`)
}
