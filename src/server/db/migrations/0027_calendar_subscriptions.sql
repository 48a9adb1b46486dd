CREATE TABLE "calendar_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_encrypted" text NOT NULL,
	"url_hash" text NOT NULL,
	"url_masked" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"copy_read_on" date,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetching_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_subscriptions_user_url_unique" ON "calendar_subscriptions" USING btree ("user_id","url_hash");--> statement-breakpoint
CREATE INDEX "calendar_subscriptions_next_fetch_idx" ON "calendar_subscriptions" USING btree ("next_fetch_at");--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD CONSTRAINT "calendar_busy_events_subscription_id_calendar_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."calendar_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_events_subscription_idx" ON "calendar_busy_events" USING btree ("subscription_id");