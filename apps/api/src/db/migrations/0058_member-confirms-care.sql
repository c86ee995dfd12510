CREATE TABLE "asked_to_pay_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"amount_asked_kobo" bigint NOT NULL,
	"paid" boolean NOT NULL,
	"receipt_upload_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"answer_due_by" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "care_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"preauthorisation_id" integer,
	"visit_id" integer,
	"care_date" date NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "care_confirmations_answer_check" CHECK ("care_confirmations"."answer" in ('yes', 'no'))
);
--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_receipt_upload_id_uploads_id_fk" FOREIGN KEY ("receipt_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_answered_by_staff_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_confirmations" ADD CONSTRAINT "care_confirmations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_confirmations" ADD CONSTRAINT "care_confirmations_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_confirmations" ADD CONSTRAINT "care_confirmations_preauthorisation_id_preauthorisations_id_fk" FOREIGN KEY ("preauthorisation_id") REFERENCES "public"."preauthorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_confirmations" ADD CONSTRAINT "care_confirmations_visit_id_hospital_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."hospital_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asked_to_pay_cases_customer_idx" ON "asked_to_pay_cases" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "asked_to_pay_cases_open_idx" ON "asked_to_pay_cases" USING btree ("answer_due_by") WHERE "asked_to_pay_cases"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "care_confirmations_preauthorisation_key" ON "care_confirmations" USING btree ("preauthorisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_confirmations_visit_key" ON "care_confirmations" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "care_confirmations_customer_idx" ON "care_confirmations" USING btree ("customer_id","id");