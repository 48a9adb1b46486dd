-- Blocks, occurrence edits and busy events keep minutes: a start minute beside the hour and the length in minutes.
-- Every existing row keeps its time: minute 0, and its whole hours as minutes.
ALTER TABLE "time_block_exceptions" DROP CONSTRAINT "time_block_exceptions_duration_range";--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_duration_range";--> statement-breakpoint
ALTER TABLE "time_block_exceptions" ADD COLUMN "minute" integer;--> statement-breakpoint
ALTER TABLE "time_block_exceptions" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
UPDATE "time_block_exceptions" SET "duration_minutes" = "duration" * 60 WHERE "duration" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
UPDATE "time_blocks" SET "duration_minutes" = "duration" * 60;--> statement-breakpoint
ALTER TABLE "time_blocks" ALTER COLUMN "duration_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD COLUMN "minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
UPDATE "calendar_busy_events" SET "duration_minutes" = "duration" * 60;--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ALTER COLUMN "duration_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_events" ADD COLUMN "source" text DEFAULT 'caldav' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_block_exceptions" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "time_blocks" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "calendar_busy_events" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "time_block_exceptions" ADD CONSTRAINT "time_block_exceptions_minute_range" CHECK ("time_block_exceptions"."minute" between 0 and 55 and "time_block_exceptions"."minute" % 5 = 0);--> statement-breakpoint
ALTER TABLE "time_block_exceptions" ADD CONSTRAINT "time_block_exceptions_duration_minutes_range" CHECK ("time_block_exceptions"."duration_minutes" between 5 and 720 and "time_block_exceptions"."duration_minutes" % 5 = 0);--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_minute_range" CHECK ("time_blocks"."minute" between 0 and 55 and "time_blocks"."minute" % 5 = 0);--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_duration_minutes_range" CHECK ("time_blocks"."duration_minutes" between 5 and 720 and "time_blocks"."duration_minutes" % 5 = 0);--> statement-breakpoint
-- The planner's range read takes an exception as [occurrence_date, removed, date, hour, title, category,
-- duration_minutes, minute].
CREATE OR REPLACE FUNCTION "time_block_exceptions_in_range"(owner uuid, block uuid, from_date date, to_date date) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT json_agg(json_build_array(e.occurrence_date, e.removed, e.date, e.hour, e.title, e.category, e.duration_minutes, e.minute))
  FROM time_block_exceptions e
  WHERE e.block_id = block AND e.user_id = owner
    AND (e.occurrence_date BETWEEN from_date AND to_date OR e.date BETWEEN from_date AND to_date)
$$;
