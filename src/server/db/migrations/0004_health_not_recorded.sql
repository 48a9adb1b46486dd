ALTER TABLE "health_metrics" ALTER COLUMN "sleep" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "sleep" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "water" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "water" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "exercise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "exercise" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "nutrition" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "nutrition" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "stress" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "stress" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "energy" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "energy" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "mood" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "mood" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "weight" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "weight" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "steps" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "steps" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "heart_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "heart_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "meditation" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "meditation" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "screen_time" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "health_metrics" ALTER COLUMN "screen_time" DROP NOT NULL;--> statement-breakpoint
-- Records saved before a metric could be left unrecorded hold 0 for every untouched metric; a weight or a resting heart rate of 0 can only mean that.
UPDATE "health_metrics" SET "weight" = NULL WHERE "weight" = 0;--> statement-breakpoint
UPDATE "health_metrics" SET "heart_rate" = NULL WHERE "heart_rate" = 0;
