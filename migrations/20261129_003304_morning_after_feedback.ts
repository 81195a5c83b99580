import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 57: the morning-after pulse's answers (collections/Feedback), one per registration.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feedback\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`attendee_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`editable_until\` text NOT NULL,
  	\`rating\` numeric,
  	\`met_someone_useful\` text,
  	\`comment\` text,
  	\`anonymous\` integer DEFAULT false,
  	\`answered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`attendee_id\`) REFERENCES \`attendees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_event_idx\` ON \`feedback\` (\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`feedback_attendee_idx\` ON \`feedback\` (\`attendee_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`feedback_token_hash_idx\` ON \`feedback\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feedback_id\` integer REFERENCES feedback(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feedback\`;`)
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
  	\`networking_profiles_id\` integer,
  	\`contact_swaps_id\` integer,
  	\`door_scans_id\` integer,
  	\`api_tokens_id\` integer,
  	\`webhook_endpoints_id\` integer,
  	\`webhook_deliveries_id\` integer,
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
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`networking_profiles_id\`) REFERENCES \`networking_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_swaps_id\`) REFERENCES \`contact_swaps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`door_scans_id\`) REFERENCES \`door_scans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`api_tokens_id\`) REFERENCES \`api_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_endpoints_id\`) REFERENCES \`webhook_endpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_deliveries_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "event_messages_id", "door_links_id", "privacy_log_id", "subscriptions_id", "networking_profiles_id", "contact_swaps_id", "door_scans_id", "api_tokens_id", "webhook_endpoints_id", "webhook_deliveries_id") SELECT "id", "order", "parent_id", "path", "users_id", "events_id", "attendees_id", "sponsors_id", "faqs_id", "media_id", "contact_messages_id", "invitations_id", "email_outbox_id", "health_probes_id", "sent_reminders_id", "event_messages_id", "door_links_id", "privacy_log_id", "subscriptions_id", "networking_profiles_id", "contact_swaps_id", "door_scans_id", "api_tokens_id", "webhook_endpoints_id", "webhook_deliveries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_networking_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`networking_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_swaps_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_swaps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_door_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`door_scans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_api_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`api_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_endpoints_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_endpoints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_deliveries_id\`);`)
}
