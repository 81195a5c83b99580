import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`banner_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`events_banner_idx\` ON \`events\` (\`banner_id\`);`)
  await db.run(sql`ALTER TABLE \`sponsors\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sponsors_logo_idx\` ON \`sponsors\` (\`logo_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`timezone\` text DEFAULT 'America/New_York' NOT NULL,
  	\`venue\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`coordinates_lat\` numeric DEFAULT 0,
  	\`coordinates_lng\` numeric DEFAULT 0,
  	\`max_attendees\` numeric DEFAULT 0,
  	\`image_url\` text,
  	\`linkedin_post_url\` text,
  	\`host_id_id\` integer,
  	\`archived\` integer DEFAULT false,
  	\`registration_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`host_id_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "name", "description", "date", "end_date", "timezone", "venue", "street", "city", "state", "country", "coordinates_lat", "coordinates_lng", "max_attendees", "image_url", "linkedin_post_url", "host_id_id", "archived", "registration_count", "updated_at", "created_at") SELECT "id", "name", "description", "date", "end_date", "timezone", "venue", "street", "city", "state", "country", "coordinates_lat", "coordinates_lng", "max_attendees", "image_url", "linkedin_post_url", "host_id_id", "archived", "registration_count", "updated_at", "created_at" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`events_host_id_idx\` ON \`events\` (\`host_id_id\`);`)
  await db.run(sql`CREATE INDEX \`events_archived_idx\` ON \`events\` (\`archived\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sponsors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_url\` text NOT NULL,
  	\`website\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sponsors\`("id", "name", "logo_url", "website", "updated_at", "created_at") SELECT "id", "name", "logo_url", "website", "updated_at", "created_at" FROM \`sponsors\`;`)
  await db.run(sql`DROP TABLE \`sponsors\`;`)
  await db.run(sql`ALTER TABLE \`__new_sponsors\` RENAME TO \`sponsors\`;`)
  await db.run(sql`CREATE INDEX \`sponsors_updated_at_idx\` ON \`sponsors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sponsors_created_at_idx\` ON \`sponsors\` (\`created_at\`);`)
}
