DROP TABLE "free_month_promises" CASCADE;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD COLUMN "transfer_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD COLUMN "link_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD COLUMN "received_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Invoices paid before part-payments (issue 38): each was paid once, in full, by one way.
UPDATE "sponsor_invoices" SET "received_kobo" = "total_kobo" WHERE "status" = 'paid';--> statement-breakpoint
UPDATE "sponsor_invoices" SET "transfer_approved_at" = "paid_at" WHERE "status" = 'paid' AND "paid_via" = 'transfer';--> statement-breakpoint
UPDATE "sponsor_invoices" SET "link_paid_at" = "paid_at" WHERE "status" = 'paid' AND "paid_via" = 'paystack';
