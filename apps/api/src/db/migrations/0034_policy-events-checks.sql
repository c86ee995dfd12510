-- policy_events (0029) keeps its statuses, actors and reasons to the domain's lists, as every other
-- status column does since 0030 (docs/business-rules.md, 'States').
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_from_status_check" CHECK ("policy_events"."from_status" in ('active', 'paused', 'cancelled', 'lapsed'));--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_to_status_check" CHECK ("policy_events"."to_status" in ('active', 'paused', 'cancelled', 'lapsed'));--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_actor_check" CHECK ("policy_events"."actor" in ('customer', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_reason_check" CHECK ("policy_events"."reason" in ('created', 'history_began', 'payment_overdue', 'chargeback', 'verification_overdue', 'unpaid_while_paused', 'paid', 'verified', 'reactivated', 'sponsor_cover', 'premium_waived', 'cancelled_by_customer', 'sponsorship_ended', 'policyholder_died'));
