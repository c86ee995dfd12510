ALTER TABLE "notifications" DROP CONSTRAINT "notifications_recipient";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_staff_idx" ON "notifications" USING btree ("staff_id","created_at") WHERE "notifications"."staff_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient" CHECK ("notifications"."customer_id" is not null or "notifications"."staff_id" is not null or "notifications"."email" is not null or "notifications"."phone" is not null);