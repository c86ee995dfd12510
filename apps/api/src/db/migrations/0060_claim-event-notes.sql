ALTER TABLE "claim_events" ADD COLUMN "note_copy" text;--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "note_values" jsonb;