CREATE TABLE "sandbox_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"charges_date" date NOT NULL,
	"settlement_date" date NOT NULL,
	"total_amount_kobo" integer NOT NULL,
	"total_fees_kobo" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_settlement_id" text NOT NULL,
	"settlement_date" date NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"fee_kobo" integer NOT NULL,
	"expected_fee_kobo" integer NOT NULL,
	"ledger_kobo" integer NOT NULL,
	"break_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settlement_transactions_break_reason_check" CHECK ("settlement_transactions"."break_reason" in ('not_in_ledger', 'amount_differs', 'fee_differs')),
	CONSTRAINT "settlement_transactions_amounts_check" CHECK ("settlement_transactions"."amount_kobo" >= 0 and "settlement_transactions"."fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_settlement_id" text NOT NULL,
	"settlement_date" date NOT NULL,
	"total_amount_kobo" integer NOT NULL,
	"total_fees_kobo" integer NOT NULL,
	"transactions" integer NOT NULL,
	"reconciled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_settlements_charges_date_key" ON "sandbox_settlements" USING btree ("charges_date");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_transactions_key" ON "settlement_transactions" USING btree ("provider_settlement_id","reference");--> statement-breakpoint
CREATE INDEX "settlement_transactions_date_idx" ON "settlement_transactions" USING btree ("settlement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_provider_key" ON "settlements" USING btree ("provider_settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_date_idx" ON "settlements" USING btree ("settlement_date");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_settlement_idx" ON "sandbox_transactions" USING btree ("settlement_id");