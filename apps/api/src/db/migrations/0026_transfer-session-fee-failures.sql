ALTER TABLE "payout_transfers" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "fee_charged_kobo" integer;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "failures" jsonb;