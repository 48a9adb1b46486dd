CREATE TABLE "time_block_exceptions" (
	"block_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"date" date,
	"hour" integer,
	"title" text,
	"category" text,
	"duration" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_block_exceptions_block_id_occurrence_date_pk" PRIMARY KEY("block_id","occurrence_date"),
	CONSTRAINT "time_block_exceptions_hour_range" CHECK ("time_block_exceptions"."hour" between 0 and 23),
	CONSTRAINT "time_block_exceptions_duration_range" CHECK ("time_block_exceptions"."duration" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "rrule" text;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "series_end" date;--> statement-breakpoint
ALTER TABLE "time_block_exceptions" ADD CONSTRAINT "time_block_exceptions_block_id_time_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."time_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_block_exceptions" ADD CONSTRAINT "time_block_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_block_exceptions_user_idx" ON "time_block_exceptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "time_blocks_user_series_idx" ON "time_blocks" USING btree ("user_id","date") WHERE "time_blocks"."rrule" is not null;