import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issues 29-31: host applications' city and note, event teams (co-hosts, their log, the opt-in to
// be named), registration questions and answers, series, the start a reschedule replaced, and
// messages to attendees (one migration for work built side by side on separate branches).


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
  await db.run(sql`CREATE TABLE \`event_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`subject\` text NOT NULL,
  	\`audience\` text NOT NULL,
  	\`recipients\` numeric NOT NULL,
  	\`sent_by_id\` integer,
  	\`sent_by_name\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`slot_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sent_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_messages_event_idx\` ON \`event_messages\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_sent_by_idx\` ON \`event_messages\` (\`sent_by_id\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_day_idx\` ON \`event_messages\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_messages_slot_key_idx\` ON \`event_messages\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_updated_at_idx\` ON \`event_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_created_at_idx\` ON \`event_messages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`hosting_note\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`show_name_on_events\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`questions\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`series_id\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`previous_start_date\` text;`)
  await db.run(sql`CREATE INDEX \`events_series_id_idx\` ON \`events\` (\`series_id\`);`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`answers\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_messages_id\` integer REFERENCES event_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`event_messages_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_team_log\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`event_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`events_id\` integer,
  	\`attendees_id\` integer,
  	\`sponsors_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`invitations_id\` integer,
  	\`email_outbox_id\` integer,
  	\`health_probes_id\` integer,
  	\`sent_reminders_id\` integer,
  	\`door_links_id\` integer,
  	\`privacy_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attendees_id\`) REFERENCES \`attendees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sponsors_id\`) REFERENCES \`sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invitations_id\`) REFERENCES \`invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`health_probes_id\`) REFERENCES \`health_probes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sent_reminders_id\`) REFERENCES \`sent_reminders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`door_links_id\`) REFERENCES \`door_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_log_id\`) REFERENCES \`privacy_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "door_links_id", "privacy_log_id") SELECT "id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "door_links_id", "privacy_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attendees_id_idx\` ON \`payload_locked_documents_rels\` (\`attendees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sponsors_id_idx\` ON \`payload_locked_documents_rels\` (\`sponsors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_health_probes_id_idx\` ON \`payload_locked_documents_rels\` (\`health_probes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_reminders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_door_links_id_idx\` ON \`payload_locked_documents_rels\` (\`door_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_log_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_log_id\`);`)
  await db.run(sql`DROP INDEX \`events_series_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`questions\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`series_id\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`previous_start_date\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`hosting_note\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`show_name_on_events\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`answers\`;`)
}
