-- Issue 29: the claims queue pages in SQL by a stored due time (claims.due_by, kept by the claims
-- module's refreshClaimDueBy), in the order of claims_open_due_idx: due first, none (null) last,
-- then filing time and id. Working days are TypeScript's, so the open claims are filled after
-- migrating (apps/api/src/backfills.ts), which notes in data_backfills the calendar it used.
CREATE TABLE "data_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "due_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claims_open_due_idx" ON "claims" USING btree (coalesce("due_by", 'infinity'::timestamptz),"created_at","id") WHERE "claims"."status" in ('submitted', 'in_review', 'info_requested', 'approved', 'paying');