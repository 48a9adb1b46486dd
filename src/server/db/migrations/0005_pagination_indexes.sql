DROP INDEX "interactions_relationship_idx";--> statement-breakpoint
DROP INDEX "chat_messages_user_created_idx";--> statement-breakpoint
DROP INDEX "insights_user_created_idx";--> statement-breakpoint
CREATE INDEX "interactions_relationship_idx" ON "interactions" USING btree ("relationship_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_idx" ON "chat_messages" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "insights_user_created_idx" ON "insights" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_changed" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
