CREATE TABLE "health_samples" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"sample_id" text NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_samples_user_id_source_sample_id_pk" PRIMARY KEY("user_id","source","sample_id")
);
--> statement-breakpoint
ALTER TABLE "health_samples" ADD CONSTRAINT "health_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_samples_user_start_idx" ON "health_samples" USING btree ("user_id","start_at");