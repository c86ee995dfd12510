CREATE TABLE "employment_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "change_hospital_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "change_hospital_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "employment_reviews" ADD CONSTRAINT "employment_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_reviews" ADD CONSTRAINT "employment_reviews_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_reviews" ADD CONSTRAINT "employment_reviews_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employment_reviews_pending_key" ON "employment_reviews" USING btree ("customer_id") WHERE "employment_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "employment_reviews_status_idx" ON "employment_reviews" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "change_hospital_requests" ADD CONSTRAINT "change_hospital_requests_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_hospital_requests_status_idx" ON "change_hospital_requests" USING btree ("status","created_at");