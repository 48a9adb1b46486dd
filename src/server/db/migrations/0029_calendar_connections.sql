CREATE TABLE "calendar_connection_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"sync_token" text,
	"busy_read_on" date,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connection_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"time_block_id" uuid,
	"remote_id" text,
	"etag" text,
	"pending" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"account_email" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"access_token_encrypted" text,
	"access_token_expires_at" timestamp with time zone,
	"scopes" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'connected' NOT NULL,
	"state_reason" text,
	"last_sync_at" timestamp with time zone,
	"syncing_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_remote_events" (
	"calendar_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"series_id" text,
	"event" jsonb NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "calendar_remote_events_calendar_id_remote_id_pk" PRIMARY KEY("calendar_id","remote_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD COLUMN "connection_calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_connection_calendars" ADD CONSTRAINT "calendar_connection_calendars_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connection_calendars" ADD CONSTRAINT "calendar_connection_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connection_links" ADD CONSTRAINT "calendar_connection_links_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connection_links" ADD CONSTRAINT "calendar_connection_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_remote_events" ADD CONSTRAINT "calendar_remote_events_calendar_id_calendar_connection_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar_connection_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_remote_events" ADD CONSTRAINT "calendar_remote_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connection_calendars_remote_unique" ON "calendar_connection_calendars" USING btree ("connection_id","remote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connection_calendars_write_unique" ON "calendar_connection_calendars" USING btree ("connection_id") WHERE "calendar_connection_calendars"."role" = 'write';--> statement-breakpoint
CREATE INDEX "calendar_connection_calendars_user_idx" ON "calendar_connection_calendars" USING btree ("user_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connection_links_block_unique" ON "calendar_connection_links" USING btree ("connection_id","time_block_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connection_links_remote_unique" ON "calendar_connection_links" USING btree ("connection_id","remote_id");--> statement-breakpoint
CREATE INDEX "calendar_connection_links_user_idx" ON "calendar_connection_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_account_unique" ON "calendar_connections" USING btree ("user_id","provider","account_id");--> statement-breakpoint
CREATE INDEX "calendar_remote_events_user_idx" ON "calendar_remote_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD CONSTRAINT "calendar_busy_events_connection_calendar_id_calendar_connection_calendars_id_fk" FOREIGN KEY ("connection_calendar_id") REFERENCES "public"."calendar_connection_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_events_connection_calendar_idx" ON "calendar_busy_events" USING btree ("connection_calendar_id");