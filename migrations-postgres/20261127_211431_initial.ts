import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('MASTER_ADMIN', 'ADMIN', 'HOST');
  CREATE TYPE "public"."enum_events_team_log_action" AS ENUM('added', 'removed');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_announcement" AS ENUM('pending', 'sent', 'skipped');
  CREATE TYPE "public"."enum_attendees_status" AS ENUM('registered', 'waitlisted', 'cancelled');
  CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_sent_reminders_kind" AS ENUM('24h', '2h', 'announcement', 'morningAfter');
  CREATE TYPE "public"."enum_event_messages_audience" AS ENUM('registered', 'waitlisted', 'checkedIn', 'noShow');
  CREATE TYPE "public"."enum_privacy_log_kind" AS ENUM('erasure', 'purge');
  CREATE TYPE "public"."enum_contact_swaps_status" AS ENUM('requested', 'mutual');
  CREATE TYPE "public"."enum_door_scans_result" AS ENUM('checkedIn', 'alreadyCheckedIn', 'conflict', 'refused');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'HOST' NOT NULL,
  	"phone" varchar,
  	"linkedin_url" varchar,
  	"city" varchar,
  	"hosting_note" varchar,
  	"show_name_on_events" boolean DEFAULT false,
  	"approved" boolean DEFAULT false,
  	"rejected" boolean DEFAULT false,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "events_team_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_events_team_log_action" NOT NULL,
  	"member_id" integer NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"timezone" varchar DEFAULT 'America/New_York' NOT NULL,
  	"venue" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"coordinates_lat" numeric DEFAULT 0,
  	"coordinates_lng" numeric DEFAULT 0,
  	"max_attendees" numeric DEFAULT 0,
  	"banner_id" integer,
  	"image_url" varchar,
  	"linkedin_post_url" varchar,
  	"questions" jsonb DEFAULT '[]'::jsonb,
  	"networking_enabled" boolean DEFAULT false,
  	"networking_tags" jsonb DEFAULT '[]'::jsonb,
  	"host_id_id" integer,
  	"series_id" varchar,
  	"status" "enum_events_status" DEFAULT 'published',
  	"published_at" timestamp(3) with time zone,
  	"announcement" "enum_events_announcement",
  	"archived" boolean DEFAULT false,
  	"reminders_enabled" boolean DEFAULT true,
  	"row_key" varchar,
  	"calendar_sequence" numeric DEFAULT 0,
  	"previous_start_date" timestamp(3) with time zone,
  	"registration_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "attendees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"email_key" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"answers" jsonb,
  	"status" "enum_attendees_status" DEFAULT 'registered' NOT NULL,
  	"waitlisted_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"checked_in_at" timestamp(3) with time zone,
  	"seat_offered_at" timestamp(3) with time zone,
  	"show_company" boolean DEFAULT false,
  	"anonymised_at" timestamp(3) with time zone,
  	"company_key" varchar,
  	"manage_token_hash" varchar,
  	"manage_token_sealed" varchar,
  	"row_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sponsors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar NOT NULL,
  	"website" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_logo_url" varchar,
  	"sizes_logo_width" numeric,
  	"sizes_logo_height" numeric,
  	"sizes_logo_mime_type" varchar,
  	"sizes_logo_filesize" numeric,
  	"sizes_logo_filename" varchar
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"inviter_email" varchar NOT NULL,
  	"invitee_email" varchar NOT NULL,
  	"accepted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"template" varchar,
  	"data" jsonb,
  	"text" varchar,
  	"html" varchar,
  	"attachments" jsonb,
  	"status" "enum_email_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "health_probes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"instance" varchar NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sent_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"event" varchar NOT NULL,
  	"attendee" varchar,
  	"kind" "enum_sent_reminders_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"subject" varchar NOT NULL,
  	"audience" "enum_event_messages_audience" NOT NULL,
  	"recipients" numeric NOT NULL,
  	"sent_by_id" integer,
  	"sent_by_name" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"slot_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "door_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_log_kind" NOT NULL,
  	"key" varchar NOT NULL,
  	"by_id" integer,
  	"rows" numeric DEFAULT 0 NOT NULL,
  	"counts" jsonb,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"email_key" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"city_key" varchar NOT NULL,
  	"confirmed" boolean DEFAULT false,
  	"confirmed_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"token_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "networking_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"attendee_id" integer NOT NULL,
  	"offers" jsonb NOT NULL,
  	"needs" jsonb NOT NULL,
  	"line" varchar,
  	"share_email" boolean DEFAULT false,
  	"share_phone" varchar,
  	"share_url" varchar,
  	"contact_code_key" varchar NOT NULL,
  	"contact_code_sealed" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_swaps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"from_id" integer NOT NULL,
  	"to_id" integer NOT NULL,
  	"pair_key" varchar NOT NULL,
  	"status" "enum_contact_swaps_status" NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "door_scans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" varchar NOT NULL,
  	"client_id" varchar NOT NULL,
  	"attendee" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"result" "enum_door_scans_result" NOT NULL,
  	"checked_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"events_id" integer,
  	"attendees_id" integer,
  	"sponsors_id" integer,
  	"faqs_id" integer,
  	"media_id" integer,
  	"contact_messages_id" integer,
  	"invitations_id" integer,
  	"email_outbox_id" integer,
  	"health_probes_id" integer,
  	"sent_reminders_id" integer,
  	"event_messages_id" integer,
  	"door_links_id" integer,
  	"privacy_log_id" integer,
  	"subscriptions_id" integer,
  	"networking_profiles_id" integer,
  	"contact_swaps_id" integer,
  	"door_scans_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_name" varchar DEFAULT 'Makers Pub Night' NOT NULL,
  	"tagline" varchar DEFAULT 'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.',
  	"contact_email" varchar,
  	"retention_days" numeric DEFAULT 365 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_team_log" ADD CONSTRAINT "events_team_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_team_log" ADD CONSTRAINT "events_team_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_team_log" ADD CONSTRAINT "events_team_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_host_id_id_users_id_fk" FOREIGN KEY ("host_id_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attendees" ADD CONSTRAINT "attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "door_links" ADD CONSTRAINT "door_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "door_links" ADD CONSTRAINT "door_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "networking_profiles" ADD CONSTRAINT "networking_profiles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "networking_profiles" ADD CONSTRAINT "networking_profiles_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_swaps" ADD CONSTRAINT "contact_swaps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_swaps" ADD CONSTRAINT "contact_swaps_from_id_attendees_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_swaps" ADD CONSTRAINT "contact_swaps_to_id_attendees_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attendees_fk" FOREIGN KEY ("attendees_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsors_fk" FOREIGN KEY ("sponsors_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitations_fk" FOREIGN KEY ("invitations_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_health_probes_fk" FOREIGN KEY ("health_probes_id") REFERENCES "public"."health_probes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sent_reminders_fk" FOREIGN KEY ("sent_reminders_id") REFERENCES "public"."sent_reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_messages_fk" FOREIGN KEY ("event_messages_id") REFERENCES "public"."event_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_door_links_fk" FOREIGN KEY ("door_links_id") REFERENCES "public"."door_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_log_fk" FOREIGN KEY ("privacy_log_id") REFERENCES "public"."privacy_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_networking_profiles_fk" FOREIGN KEY ("networking_profiles_id") REFERENCES "public"."networking_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_swaps_fk" FOREIGN KEY ("contact_swaps_id") REFERENCES "public"."contact_swaps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_door_scans_fk" FOREIGN KEY ("door_scans_id") REFERENCES "public"."door_scans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_approved_idx" ON "users" USING btree ("approved");
  CREATE INDEX "users_rejected_idx" ON "users" USING btree ("rejected");
  CREATE INDEX "users_created_by_idx" ON "users" USING btree ("created_by_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "events_team_log_order_idx" ON "events_team_log" USING btree ("_order");
  CREATE INDEX "events_team_log_parent_id_idx" ON "events_team_log" USING btree ("_parent_id");
  CREATE INDEX "events_team_log_member_idx" ON "events_team_log" USING btree ("member_id");
  CREATE INDEX "events_team_log_by_idx" ON "events_team_log" USING btree ("by_id");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_banner_idx" ON "events" USING btree ("banner_id");
  CREATE INDEX "events_host_id_idx" ON "events" USING btree ("host_id_id");
  CREATE INDEX "events_series_id_idx" ON "events" USING btree ("series_id");
  CREATE INDEX "events_status_idx" ON "events" USING btree ("status");
  CREATE INDEX "events_announcement_idx" ON "events" USING btree ("announcement");
  CREATE INDEX "events_archived_idx" ON "events" USING btree ("archived");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_users_id_idx" ON "events_rels" USING btree ("users_id");
  CREATE INDEX "attendees_event_idx" ON "attendees" USING btree ("event_id");
  CREATE INDEX "attendees_status_idx" ON "attendees" USING btree ("status");
  CREATE INDEX "attendees_checked_in_at_idx" ON "attendees" USING btree ("checked_in_at");
  CREATE INDEX "attendees_manage_token_hash_idx" ON "attendees" USING btree ("manage_token_hash");
  CREATE INDEX "attendees_updated_at_idx" ON "attendees" USING btree ("updated_at");
  CREATE INDEX "attendees_created_at_idx" ON "attendees" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_emailKey_idx" ON "attendees" USING btree ("event_id","email_key");
  CREATE INDEX "sponsors_logo_idx" ON "sponsors" USING btree ("logo_id");
  CREATE INDEX "sponsors_updated_at_idx" ON "sponsors" USING btree ("updated_at");
  CREATE INDEX "sponsors_created_at_idx" ON "sponsors" USING btree ("created_at");
  CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_logo_sizes_logo_filename_idx" ON "media" USING btree ("sizes_logo_filename");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "invitations_event_idx" ON "invitations" USING btree ("event_id");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");
  CREATE INDEX "email_outbox_next_attempt_at_idx" ON "email_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "health_probes_instance_idx" ON "health_probes" USING btree ("instance");
  CREATE INDEX "health_probes_updated_at_idx" ON "health_probes" USING btree ("updated_at");
  CREATE INDEX "health_probes_created_at_idx" ON "health_probes" USING btree ("created_at");
  CREATE UNIQUE INDEX "sent_reminders_key_idx" ON "sent_reminders" USING btree ("key");
  CREATE INDEX "sent_reminders_event_idx" ON "sent_reminders" USING btree ("event");
  CREATE INDEX "sent_reminders_updated_at_idx" ON "sent_reminders" USING btree ("updated_at");
  CREATE INDEX "sent_reminders_created_at_idx" ON "sent_reminders" USING btree ("created_at");
  CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id");
  CREATE INDEX "event_messages_sent_by_idx" ON "event_messages" USING btree ("sent_by_id");
  CREATE INDEX "event_messages_day_idx" ON "event_messages" USING btree ("day");
  CREATE UNIQUE INDEX "event_messages_slot_key_idx" ON "event_messages" USING btree ("slot_key");
  CREATE INDEX "event_messages_updated_at_idx" ON "event_messages" USING btree ("updated_at");
  CREATE INDEX "event_messages_created_at_idx" ON "event_messages" USING btree ("created_at");
  CREATE INDEX "door_links_event_idx" ON "door_links" USING btree ("event_id");
  CREATE UNIQUE INDEX "door_links_token_hash_idx" ON "door_links" USING btree ("token_hash");
  CREATE INDEX "door_links_created_by_idx" ON "door_links" USING btree ("created_by_id");
  CREATE INDEX "door_links_updated_at_idx" ON "door_links" USING btree ("updated_at");
  CREATE INDEX "door_links_created_at_idx" ON "door_links" USING btree ("created_at");
  CREATE INDEX "privacy_log_kind_idx" ON "privacy_log" USING btree ("kind");
  CREATE UNIQUE INDEX "privacy_log_key_idx" ON "privacy_log" USING btree ("key");
  CREATE INDEX "privacy_log_by_idx" ON "privacy_log" USING btree ("by_id");
  CREATE INDEX "privacy_log_updated_at_idx" ON "privacy_log" USING btree ("updated_at");
  CREATE INDEX "privacy_log_created_at_idx" ON "privacy_log" USING btree ("created_at");
  CREATE INDEX "subscriptions_email_key_idx" ON "subscriptions" USING btree ("email_key");
  CREATE INDEX "subscriptions_city_key_idx" ON "subscriptions" USING btree ("city_key");
  CREATE INDEX "subscriptions_confirmed_idx" ON "subscriptions" USING btree ("confirmed");
  CREATE UNIQUE INDEX "subscriptions_token_hash_idx" ON "subscriptions" USING btree ("token_hash");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "emailKey_cityKey_idx" ON "subscriptions" USING btree ("email_key","city_key");
  CREATE INDEX "networking_profiles_event_idx" ON "networking_profiles" USING btree ("event_id");
  CREATE UNIQUE INDEX "networking_profiles_attendee_idx" ON "networking_profiles" USING btree ("attendee_id");
  CREATE INDEX "networking_profiles_updated_at_idx" ON "networking_profiles" USING btree ("updated_at");
  CREATE INDEX "networking_profiles_created_at_idx" ON "networking_profiles" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_contactCodeKey_idx" ON "networking_profiles" USING btree ("event_id","contact_code_key");
  CREATE INDEX "contact_swaps_event_idx" ON "contact_swaps" USING btree ("event_id");
  CREATE INDEX "contact_swaps_from_idx" ON "contact_swaps" USING btree ("from_id");
  CREATE INDEX "contact_swaps_to_idx" ON "contact_swaps" USING btree ("to_id");
  CREATE UNIQUE INDEX "contact_swaps_pair_key_idx" ON "contact_swaps" USING btree ("pair_key");
  CREATE INDEX "contact_swaps_status_idx" ON "contact_swaps" USING btree ("status");
  CREATE INDEX "contact_swaps_updated_at_idx" ON "contact_swaps" USING btree ("updated_at");
  CREATE INDEX "contact_swaps_created_at_idx" ON "contact_swaps" USING btree ("created_at");
  CREATE INDEX "door_scans_event_idx" ON "door_scans" USING btree ("event");
  CREATE INDEX "door_scans_result_idx" ON "door_scans" USING btree ("result");
  CREATE INDEX "door_scans_updated_at_idx" ON "door_scans" USING btree ("updated_at");
  CREATE INDEX "door_scans_created_at_idx" ON "door_scans" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_clientId_idx" ON "door_scans" USING btree ("event","client_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_attendees_id_idx" ON "payload_locked_documents_rels" USING btree ("attendees_id");
  CREATE INDEX "payload_locked_documents_rels_sponsors_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsors_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("invitations_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_health_probes_id_idx" ON "payload_locked_documents_rels" USING btree ("health_probes_id");
  CREATE INDEX "payload_locked_documents_rels_sent_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("sent_reminders_id");
  CREATE INDEX "payload_locked_documents_rels_event_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("event_messages_id");
  CREATE INDEX "payload_locked_documents_rels_door_links_id_idx" ON "payload_locked_documents_rels" USING btree ("door_links_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_log_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_log_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_networking_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("networking_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_contact_swaps_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_swaps_id");
  CREATE INDEX "payload_locked_documents_rels_door_scans_id_idx" ON "payload_locked_documents_rels" USING btree ("door_scans_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "events_team_log" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "attendees" CASCADE;
  DROP TABLE "sponsors" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "invitations" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "health_probes" CASCADE;
  DROP TABLE "sent_reminders" CASCADE;
  DROP TABLE "event_messages" CASCADE;
  DROP TABLE "door_links" CASCADE;
  DROP TABLE "privacy_log" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "networking_profiles" CASCADE;
  DROP TABLE "contact_swaps" CASCADE;
  DROP TABLE "door_scans" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_events_team_log_action";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum_events_announcement";
  DROP TYPE "public"."enum_attendees_status";
  DROP TYPE "public"."enum_email_outbox_status";
  DROP TYPE "public"."enum_sent_reminders_kind";
  DROP TYPE "public"."enum_event_messages_audience";
  DROP TYPE "public"."enum_privacy_log_kind";
  DROP TYPE "public"."enum_contact_swaps_status";
  DROP TYPE "public"."enum_door_scans_result";`)
}
