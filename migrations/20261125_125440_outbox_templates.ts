import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Rows stored before templates keep their body and get no template (cms/mail/queue.ts sends them as they are).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_email_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`template\` text,
  	\`data\` text,
  	\`text\` text,
  	\`html\` text,
  	\`attachments\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_email_outbox\`("id", "to", "reply_to", "subject", "template", "data", "text", "html", "attachments", "status", "attempts", "next_attempt_at", "claimed_at", "sent_at", "last_error", "updated_at", "created_at") SELECT "id", "to", "reply_to", "subject", NULL, NULL, "text", "html", "attachments", "status", "attempts", "next_attempt_at", "claimed_at", "sent_at", "last_error", "updated_at", "created_at" FROM \`email_outbox\`;`)
  await db.run(sql`DROP TABLE \`email_outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_email_outbox\` RENAME TO \`email_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`email_outbox_status_idx\` ON \`email_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_next_attempt_at_idx\` ON \`email_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_email_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`attachments\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_email_outbox\`("id", "to", "reply_to", "subject", "text", "html", "attachments", "status", "attempts", "next_attempt_at", "claimed_at", "sent_at", "last_error", "updated_at", "created_at") SELECT "id", "to", "reply_to", "subject", COALESCE("text", ''), "html", "attachments", "status", "attempts", "next_attempt_at", "claimed_at", "sent_at", "last_error", "updated_at", "created_at" FROM \`email_outbox\`;`)
  await db.run(sql`DROP TABLE \`email_outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_email_outbox\` RENAME TO \`email_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`email_outbox_status_idx\` ON \`email_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_next_attempt_at_idx\` ON \`email_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
}
