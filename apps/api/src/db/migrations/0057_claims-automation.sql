CREATE TABLE "claim_automation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"max_claim_kobo" bigint NOT NULL,
	"daily_budget_kobo" bigint NOT NULL,
	"sample_percent" integer NOT NULL,
	"status" text NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "claim_automation_changes_status_check" CHECK ("claim_automation_changes"."status" in ('awaiting_approval', 'applied', 'rejected')),
	CONSTRAINT "claim_automation_changes_percent_check" CHECK ("claim_automation_changes"."sample_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "claim_automation_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_kobo" bigint DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "automation" jsonb;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "automated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "look_back_due_on" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "looked_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "looked_back_by" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "look_back_finding" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "look_back_note" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "follow_up_of" integer;--> statement-breakpoint
ALTER TABLE "claim_automation_changes" ADD CONSTRAINT "claim_automation_changes_proposed_by_staff_members_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_automation_changes" ADD CONSTRAINT "claim_automation_changes_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_automation_changes_one_waiting" ON "claim_automation_changes" USING btree ("status") WHERE "claim_automation_changes"."status" = 'awaiting_approval';--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_looked_back_by_staff_members_id_fk" FOREIGN KEY ("looked_back_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_look_back_idx" ON "claims" USING btree ("look_back_due_on","id") WHERE "claims"."look_back_due_on" is not null and "claims"."looked_back_at" is null;--> statement-breakpoint
CREATE INDEX "claims_automated_at_idx" ON "claims" USING btree ("automated_at");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_look_back_finding_check" CHECK ("claims"."look_back_finding" in ('fine', 'problem'));