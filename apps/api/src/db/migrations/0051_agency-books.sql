CREATE TABLE "ledger_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capitation_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"entry_id" integer,
	CONSTRAINT "capitation_payments_status_check" CHECK ("capitation_payments"."status" in ('awaiting_approval', 'posted', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "manual_journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"policy_id" integer,
	"status" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"entry_id" integer,
	CONSTRAINT "manual_journals_status_check" CHECK ("manual_journals"."status" in ('awaiting_approval', 'posted', 'withdrawn')),
	CONSTRAINT "manual_journals_reason_check" CHECK (length("manual_journals"."reason") between 5 and 500)
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"entry_id" integer,
	CONSTRAINT "remittances_status_check" CHECK ("remittances"."status" in ('awaiting_approval', 'posted', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_type_check";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "held_for_premium_due" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payment_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "holds" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "premium_entry_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transaction_type" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "product_uid" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "late_for_month" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "written_in_tx" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "capitation_payments" ADD CONSTRAINT "capitation_payments_statement_id_capitation_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."capitation_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capitation_payments" ADD CONSTRAINT "capitation_payments_proposed_by_staff_members_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capitation_payments" ADD CONSTRAINT "capitation_payments_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_journals" ADD CONSTRAINT "manual_journals_proposed_by_staff_members_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_journals" ADD CONSTRAINT "manual_journals_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_proposed_by_staff_members_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capitation_payments_statement_key" ON "capitation_payments" USING btree ("statement_id") WHERE "capitation_payments"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "manual_journals_status_idx" ON "manual_journals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_month_waiting_key" ON "remittances" USING btree ("month") WHERE "remittances"."status" = 'awaiting_approval';--> statement-breakpoint
CREATE INDEX "remittances_month_idx" ON "remittances" USING btree ("month");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_premium_entry_id_ledger_entries_id_fk" FOREIGN KEY ("premium_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_premium_entry_idx" ON "ledger_entries" USING btree ("premium_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_policy_idx" ON "ledger_entries" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_period_idx" ON "ledger_entries" USING btree ("kind","period_to");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_type_check" CHECK ("ledger_accounts"."type" in ('asset', 'liability', 'income', 'expense', 'equity', 'memorandum'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_type_check" CHECK ("ledger_entries"."transaction_type" in ('new', 'renewal', 'cancellation', 'endorsement', 'promotion'));--> statement-breakpoint
-- Hand-written (issue 36; docs/business-rules.md, 'The books'): each entry balances within each set
-- of books (Alaafia's accounts among themselves, the underwriter's memorandum accounts among
-- themselves), checked at commit.
CREATE OR REPLACE FUNCTION "ledger_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ours bigint;
  theirs bigint;
BEGIN
  SELECT coalesce(sum(l."debit_kobo" - l."credit_kobo") FILTER (WHERE a."type" <> 'memorandum'), 0),
         coalesce(sum(l."debit_kobo" - l."credit_kobo") FILTER (WHERE a."type" = 'memorandum'), 0)
    INTO ours, theirs
    FROM "ledger_lines" l JOIN "ledger_accounts" a ON a."code" = l."account_code"
    WHERE l."entry_id" = NEW."entry_id";
  IF ours <> 0 OR theirs <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance: debits less credits is % kobo in Alaafia''s accounts and % in the underwriter''s', NEW."entry_id", ours, theirs;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An entry is written whole by one transaction: the transaction is recorded (whatever the insert
-- says), and no entry is dated in a closed month.
CREATE FUNCTION "ledger_entry_is_new"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed text;
BEGIN
  NEW."written_in_tx" := txid_current();
  SELECT "month" INTO closed FROM "ledger_periods"
    WHERE NEW."at" >= "starts_at" AND NEW."at" < "ends_at";
  IF closed IS NOT NULL THEN
    RAISE EXCEPTION 'the month % is closed: nothing is dated in it (post in the open month, naming it)', closed;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_new" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entry_is_new"();--> statement-breakpoint
-- A line joins only an entry its own transaction wrote: an entry written by an earlier transaction
-- is whole and cannot be added to.
CREATE FUNCTION "ledger_line_joins_new_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "ledger_entries" WHERE "id" = NEW."entry_id" AND "written_in_tx" = txid_current()) THEN
    RAISE EXCEPTION 'ledger entry % was written by an earlier transaction: a line cannot be added to it; post a new entry', NEW."entry_id";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_same_transaction" BEFORE INSERT ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_line_joins_new_entry"();--> statement-breakpoint
-- A closed month stays closed.
CREATE TRIGGER "ledger_periods_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_periods" FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_periods_no_truncate" BEFORE TRUNCATE ON "ledger_periods" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_is_append_only"();
