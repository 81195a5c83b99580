import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_team_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_team_log_order_idx\` ON \`events_team_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_team_log_parent_id_idx\` ON \`events_team_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_team_log_member_idx\` ON \`events_team_log\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`events_team_log_by_idx\` ON \`events_team_log\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_users_id_idx\` ON \`events_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`show_name_on_events\` integer DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_team_log\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`show_name_on_events\`;`)
}
