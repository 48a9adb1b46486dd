ALTER TABLE "users" ADD COLUMN "workday_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "workday_end" text DEFAULT '17:00' NOT NULL;