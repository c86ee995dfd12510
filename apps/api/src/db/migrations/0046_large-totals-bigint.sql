ALTER TABLE "sandbox_settlements" ALTER COLUMN "total_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_settlements" ALTER COLUMN "total_fees_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sponsor_invoice_lines" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ALTER COLUMN "total_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ALTER COLUMN "transfer_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "total_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "total_fees_kobo" SET DATA TYPE bigint;