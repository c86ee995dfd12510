CREATE TABLE "sponsor_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"email" text NOT NULL,
	"product_uid" text NOT NULL,
	"plan_id" integer NOT NULL,
	"months" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer_id" integer,
	"policy_id" integer,
	"premium" integer,
	"unit" text,
	"starts_on" date,
	"ends_on" date,
	"amount_due" integer,
	"enrolled_at" timestamp with time zone NOT NULL,
	"enrolled_by" integer,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"rc_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ADD CONSTRAINT "sponsor_enrolments_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ADD CONSTRAINT "sponsor_enrolments_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ADD CONSTRAINT "sponsor_enrolments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ADD CONSTRAINT "sponsor_enrolments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ADD CONSTRAINT "sponsor_enrolments_enrolled_by_staff_members_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_enrolments_open_key" ON "sponsor_enrolments" USING btree ("sponsor_id","email","product_uid") WHERE "sponsor_enrolments"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "sponsor_enrolments_email_idx" ON "sponsor_enrolments" USING btree ("email") WHERE "sponsor_enrolments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sponsor_enrolments_policy_idx" ON "sponsor_enrolments" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "sponsor_enrolments_ends_idx" ON "sponsor_enrolments" USING btree ("ends_on") WHERE "sponsor_enrolments"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_name_key" ON "sponsors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "notifications_email_idx" ON "notifications" USING btree ("email") WHERE "notifications"."customer_id" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient" CHECK ("notifications"."customer_id" is not null or "notifications"."email" is not null);