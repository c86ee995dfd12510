CREATE TABLE "capitation_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"month" text NOT NULL,
	"enrolees" integer NOT NULL,
	"rate_kobo" integer NOT NULL,
	"capitation_kobo" integer NOT NULL,
	"preauthorised_kobo" integer NOT NULL,
	"total_kobo" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"recorded_by" integer NOT NULL,
	"visit_date" date NOT NULL,
	"treatment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preauthorisation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"preauthorisation_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"staff_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preauthorisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"benefit" text NOT NULL,
	"treatment" text NOT NULL,
	"reason" text NOT NULL,
	"estimated_amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "preauthorisations_status_check" CHECK ("preauthorisations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "preauthorisations_benefit_check" CHECK ("preauthorisations"."benefit" in ('accidents_emergencies', 'antenatal_delivery', 'immunisation', 'other'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "hospital_id" integer;--> statement-breakpoint
ALTER TABLE "capitation_statements" ADD CONSTRAINT "capitation_statements_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_visits" ADD CONSTRAINT "hospital_visits_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_visits" ADD CONSTRAINT "hospital_visits_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_visits" ADD CONSTRAINT "hospital_visits_recorded_by_staff_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauthorisation_events" ADD CONSTRAINT "preauthorisation_events_preauthorisation_id_preauthorisations_id_fk" FOREIGN KEY ("preauthorisation_id") REFERENCES "public"."preauthorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauthorisation_events" ADD CONSTRAINT "preauthorisation_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD CONSTRAINT "preauthorisations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD CONSTRAINT "preauthorisations_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD CONSTRAINT "preauthorisations_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD CONSTRAINT "preauthorisations_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capitation_statements_hospital_month_key" ON "capitation_statements" USING btree ("hospital_id","month");--> statement-breakpoint
CREATE INDEX "hospital_visits_policy_idx" ON "hospital_visits" USING btree ("policy_id","visit_date");--> statement-breakpoint
CREATE INDEX "preauthorisation_events_idx" ON "preauthorisation_events" USING btree ("preauthorisation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "preauthorisations_code_key" ON "preauthorisations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "preauthorisations_status_idx" ON "preauthorisations" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "preauthorisations_policy_idx" ON "preauthorisations" USING btree ("policy_id","month");--> statement-breakpoint
CREATE INDEX "preauthorisations_hospital_idx" ON "preauthorisations" USING btree ("hospital_id","month");--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_hospital_roles_check" CHECK ("staff_members"."hospital_id" is null or cardinality("staff_members"."roles") = 0);