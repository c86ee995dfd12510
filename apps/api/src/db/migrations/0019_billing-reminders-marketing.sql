ALTER TABLE "customers" ADD COLUMN "marketing_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "pause_reason" text;--> statement-breakpoint
-- Policies paused before this change were paused for an unpaid premium.
UPDATE "policies" SET "pause_reason" = 'payment' WHERE "status" = 'paused';
