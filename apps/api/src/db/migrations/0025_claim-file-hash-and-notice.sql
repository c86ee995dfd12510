ALTER TABLE "uploads" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "notice_before_purchase" boolean;--> statement-breakpoint
CREATE INDEX "uploads_content_sha256_idx" ON "uploads" USING btree ("content_sha256");