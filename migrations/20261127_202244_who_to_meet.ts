import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Issue 41, "Who to meet": the night's networking switch and tags on events, opt-in profiles
// with their contact codes, contact swaps, and the morning-after email recorded once in
// sent-reminders (a new kind; SQLite stores select values as text, so no table change).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`networking_profiles\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`attendee_id\` integer NOT NULL,
  	\`offers\` text NOT NULL,
  	\`needs\` text NOT NULL,
  	\`line\` text,
  	\`share_email\` integer DEFAULT false,
  	\`share_phone\` text,
  	\`share_url\` text,
  	\`contact_code_key\` text NOT NULL,
  	\`contact_code_sealed\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`attendee_id\`) REFERENCES \`attendees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`networking_profiles_event_idx\` ON \`networking_profiles\` (\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`networking_profiles_attendee_idx\` ON \`networking_profiles\` (\`attendee_id\`);`)
  await db.run(sql`CREATE INDEX \`networking_profiles_updated_at_idx\` ON \`networking_profiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`networking_profiles_created_at_idx\` ON \`networking_profiles\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_contactCodeKey_idx\` ON \`networking_profiles\` (\`event_id\`,\`contact_code_key\`);`)
  await db.run(sql`CREATE TABLE \`contact_swaps\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`from_id\` integer NOT NULL,
  	\`to_id\` integer NOT NULL,
  	\`pair_key\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`requested_at\` text NOT NULL,
  	\`accepted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`from_id\`) REFERENCES \`attendees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`to_id\`) REFERENCES \`attendees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_swaps_event_idx\` ON \`contact_swaps\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_swaps_from_idx\` ON \`contact_swaps\` (\`from_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_swaps_to_idx\` ON \`contact_swaps\` (\`to_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_swaps_pair_key_idx\` ON \`contact_swaps\` (\`pair_key\`);`)
  await db.run(sql`CREATE INDEX \`contact_swaps_status_idx\` ON \`contact_swaps\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_swaps_updated_at_idx\` ON \`contact_swaps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_swaps_created_at_idx\` ON \`contact_swaps\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`networking_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`networking_tags\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`networking_profiles_id\` integer REFERENCES networking_profiles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_swaps_id\` integer REFERENCES contact_swaps(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_networking_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`networking_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_swaps_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_swaps_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`networking_profiles\`;`)
  await db.run(sql`DROP TABLE \`contact_swaps\`;`)
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
  	\`event_messages_id\` integer,
  	\`door_links_id\` integer,
  	\`privacy_log_id\` integer,
  	\`subscriptions_id\` integer,
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
  	FOREIGN KEY (\`event_messages_id\`) REFERENCES \`event_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`door_links_id\`) REFERENCES \`door_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_log_id\`) REFERENCES \`privacy_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "event_messages_id", "door_links_id", "privacy_log_id", "subscriptions_id") SELECT "id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "event_messages_id", "door_links_id", "privacy_log_id", "subscriptions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`event_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_door_links_id_idx\` ON \`payload_locked_documents_rels\` (\`door_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_log_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`networking_enabled\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`networking_tags\`;`)
}
