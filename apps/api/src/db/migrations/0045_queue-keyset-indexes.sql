-- Issue 29: the back office's queues page by keyset (lib/paging.ts): each index ends with the
-- list's order (time or due date, then id), so a page after a cursor starts in the index.
DROP INDEX "kyc_reviews_status_idx";--> statement-breakpoint
DROP INDEX "change_hospital_requests_status_idx";--> statement-breakpoint
DROP INDEX "employment_reviews_status_idx";--> statement-breakpoint
DROP INDEX "payouts_status_idx";--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "kyc_reviews_status_idx" ON "kyc_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "change_hospital_requests_status_idx" ON "change_hospital_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "employment_reviews_status_idx" ON "employment_reviews" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","due_date","id");