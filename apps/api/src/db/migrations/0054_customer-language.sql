ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_language_check" CHECK ("customers"."language" in ('en', 'pcm', 'yo', 'ha', 'ig'));