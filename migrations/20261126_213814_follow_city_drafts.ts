import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 31: city followers (subscriptions), draft and published events with the first
// publication's announcement, and announcements recorded once in sent-reminders.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`email_key\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`city_key\` text NOT NULL,
  	\`confirmed\` integer DEFAULT false,
  	\`confirmed_at\` text,
  	\`token_hash\` text,
  	\`token_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_email_key_idx\` ON \`subscriptions\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_city_key_idx\` ON \`subscriptions\` (\`city_key\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_confirmed_idx\` ON \`subscriptions\` (\`confirmed\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_token_hash_idx\` ON \`subscriptions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`emailKey_cityKey_idx\` ON \`subscriptions\` (\`email_key\`,\`city_key\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sent_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`attendee\` text,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sent_reminders\`("id", "key", "event", "attendee", "kind", "updated_at", "created_at") SELECT "id", "key", "event", "attendee", "kind", "updated_at", "created_at" FROM \`sent_reminders\`;`)
  await db.run(sql`DROP TABLE \`sent_reminders\`;`)
  await db.run(sql`ALTER TABLE \`__new_sent_reminders\` RENAME TO \`sent_reminders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sent_reminders_key_idx\` ON \`sent_reminders\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`sent_reminders_event_idx\` ON \`sent_reminders\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`sent_reminders_updated_at_idx\` ON \`sent_reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sent_reminders_created_at_idx\` ON \`sent_reminders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`status\` text DEFAULT 'published';`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`published_at\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`announcement\` text;`)
  await db.run(sql`CREATE INDEX \`events_status_idx\` ON \`events\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`events_announcement_idx\` ON \`events\` (\`announcement\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscriptions_id\` integer REFERENCES subscriptions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
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
  	FOREIGN KEY (\`privacy_log_id\`) REFERENCES \`privacy_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "event_messages_id", "door_links_id", "privacy_log_id") SELECT "id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "event_messages_id", "door_links_id", "privacy_log_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`events_status_idx\`;`)
  await db.run(sql`DROP INDEX \`events_announcement_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`published_at\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`announcement\`;`)
  await db.run(sql`CREATE TABLE \`__new_sent_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`attendee\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sent_reminders\`("id", "key", "event", "attendee", "kind", "updated_at", "created_at") SELECT "id", "key", "event", "attendee", "kind", "updated_at", "created_at" FROM \`sent_reminders\`;`)
  await db.run(sql`DROP TABLE \`sent_reminders\`;`)
  await db.run(sql`ALTER TABLE \`__new_sent_reminders\` RENAME TO \`sent_reminders\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sent_reminders_key_idx\` ON \`sent_reminders\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`sent_reminders_event_idx\` ON \`sent_reminders\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`sent_reminders_updated_at_idx\` ON \`sent_reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sent_reminders_created_at_idx\` ON \`sent_reminders\` (\`created_at\`);`)
}
