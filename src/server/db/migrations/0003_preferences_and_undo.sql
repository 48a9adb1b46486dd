CREATE TABLE "deleted_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_format" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_unit" text DEFAULT 'lbs' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "health_targets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_items" ADD CONSTRAINT "deleted_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deleted_items_user_item_unique" ON "deleted_items" USING btree ("user_id","kind","item_id");