-- claims.decided_by and payouts.approved_by name staff members, like every other staff column
-- (issue 26). The code only ever wrote a signed-in staff member's id there (the deciding officer,
-- the approving finance member), and staff are never deleted, so existing rows hold valid ids or null.
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;