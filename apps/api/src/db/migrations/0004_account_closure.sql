ALTER TABLE "customers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "retained_record_enc" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "retained_until" date;