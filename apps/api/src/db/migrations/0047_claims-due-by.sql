-- Issue 29: the claims queue pages in SQL by a stored due time (claims.due_by, kept by the claims
-- module's refreshClaimDueBy; open claims filled after migrating by backfillClaimDueBy), in the
-- order of claims_open_due_idx: due first, none (null) last, then filing time and id.
ALTER TABLE "claims" ADD COLUMN "due_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claims_open_due_idx" ON "claims" USING btree (coalesce("due_by", 'infinity'::timestamptz),"created_at","id") WHERE "claims"."status" in ('submitted', 'in_review', 'info_requested', 'approved', 'paying');