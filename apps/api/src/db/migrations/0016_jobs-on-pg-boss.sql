DROP INDEX "jobs_ready_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "max_attempts" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "max_attempts" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "relayed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "boss_job_id" uuid;--> statement-breakpoint
-- Hand-written: jobs the old queue finished (done or failed for good) count as handed on, so the
-- relay does not run them again; the rest go to pg-boss on the first relay.
UPDATE "jobs" SET "relayed_at" = coalesce("done_at", "failed_at") WHERE "done_at" IS NOT NULL OR "failed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_unrelayed_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."relayed_at" is null;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "locked_at";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "locked_by";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "done_at";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "failed_at";