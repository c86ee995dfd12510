CREATE TABLE "policy_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"job" text,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_events_policy_idx" ON "policy_events" USING btree ("policy_id","at","id");--> statement-breakpoint
-- Every policy older than its history gets one first row: its status now, 'history_began', so a
-- claim for a day before it is put before a person (docs/business-rules.md, 'Policy history').
INSERT INTO "policy_events" ("policy_id", "from_status", "to_status", "actor", "job", "reason", "at")
SELECT "id", NULL, "status", 'system', 'migration 0029', 'history_began', now() FROM "policies";
