ALTER TABLE "users" ADD COLUMN "has_series" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Set once a user has a repeating block, by whatever path it comes (the planner, the assistant, an import, a
-- calendar pull); the change to the users row also tells every instance's session cache to read the row again.
CREATE OR REPLACE FUNCTION "mark_user_has_series"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET has_series = true WHERE id = NEW.user_id AND NOT has_series;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "time_blocks_mark_user_has_series" AFTER INSERT OR UPDATE OF "rrule" ON "time_blocks" FOR EACH ROW WHEN (NEW.rrule IS NOT NULL) EXECUTE FUNCTION "mark_user_has_series"();--> statement-breakpoint
UPDATE "users" SET "has_series" = true WHERE "id" IN (SELECT "user_id" FROM "time_blocks" WHERE "rrule" IS NOT NULL);
