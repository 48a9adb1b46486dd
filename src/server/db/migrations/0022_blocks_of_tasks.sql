-- A block can be planned for a task; deleting the task keeps the block, no longer linked.
ALTER TABLE "time_blocks" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_blocks_task_idx" ON "time_blocks" USING btree ("task_id") WHERE "time_blocks"."task_id" is not null;