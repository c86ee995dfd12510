CREATE SEQUENCE "public"."sponsor_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sponsor_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_kobo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"sponsor_id" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total_kobo" integer NOT NULL,
	"paystack_reference" text,
	"payment_url" text,
	"transfer_amount_kobo" integer,
	"transfer_bank_reference" text,
	"transfer_received_on" date,
	"transfer_recorded_by" integer,
	"transfer_recorded_at" timestamp with time zone,
	"approved_by" integer,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	CONSTRAINT "sponsor_invoices_status_check" CHECK ("sponsor_invoices"."status" in ('unpaid', 'transfer_recorded', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" DROP CONSTRAINT "sponsor_enrolments_status_check";--> statement-breakpoint
DROP INDEX "sponsor_enrolments_open_key";--> statement-breakpoint
ALTER TABLE "sponsor_invoice_lines" ADD CONSTRAINT "sponsor_invoice_lines_invoice_id_sponsor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sponsor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoice_lines" ADD CONSTRAINT "sponsor_invoice_lines_enrolment_id_sponsor_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."sponsor_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD CONSTRAINT "sponsor_invoices_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD CONSTRAINT "sponsor_invoices_transfer_recorded_by_staff_members_id_fk" FOREIGN KEY ("transfer_recorded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD CONSTRAINT "sponsor_invoices_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD CONSTRAINT "sponsor_invoices_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_invoice_lines_enrolment_key" ON "sponsor_invoice_lines" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "sponsor_invoice_lines_invoice_idx" ON "sponsor_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_invoices_number_key" ON "sponsor_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_invoices_paystack_reference_key" ON "sponsor_invoices" USING btree ("paystack_reference");--> statement-breakpoint
CREATE INDEX "sponsor_invoices_sponsor_idx" ON "sponsor_invoices" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsor_invoices_unpaid_idx" ON "sponsor_invoices" USING btree ("issued_on") WHERE "sponsor_invoices"."status" <> 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_enrolments_open_key" ON "sponsor_enrolments" USING btree ("sponsor_id","email","product_uid") WHERE "sponsor_enrolments"."status" in ('awaiting_payment', 'pending', 'active');--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ADD CONSTRAINT "sponsor_enrolments_status_check" CHECK ("sponsor_enrolments"."status" in ('awaiting_payment', 'pending', 'active', 'ended'));