import {
  addDays,
  addWorkingDays,
  lagosDate,
  paystackLocalFeeKobo,
  paystackTransferFeeKobo,
  startOfLagosDay,
} from '@alaafia/domain';
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  sandboxRefunds,
  sandboxSettlements,
  sandboxTopUps,
  sandboxTransactions,
  sandboxTransfers,
} from '../../db/schema/index.js';
import { type ProviderSettlement, type ProviderSettlementTransaction } from './types.js';

/**
 * The sandbox's Paystack balance (docs/business-rules.md, "Paystack's balance"): what payments
 * brought in, less refunds, transfers and their fees, topped up by finance, settled each day net of
 * what was drawn (as Paystack settles: `deductions`). The base of the sandbox provider (sandbox.ts);
 * its transfers are sandbox-transfers.ts.
 */
/** What Paystack answers an Initiate Transfer the balance cannot pay (status false, nothing sent). */
export const INSUFFICIENT_BALANCE = 'Your balance is not enough to fulfil this request';

/**
 * The sandbox secret key: the sandbox signs its webhooks with it exactly as Paystack signs with a
 * secret key. It guards nothing real (the sandbox moves no money) and is never used with Paystack.
 */
export const SANDBOX_SECRET_KEY = 'sk_test_alaafia_sandbox_no_real_money';

export class SandboxBalance {
  constructor(
    protected readonly db: Db,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * What was drawn from the balance and not yet kept back from a settlement (kobo): refunds
   * processed, transfers sent with their fees (a reversed transfer gives its amount back, not its
   * fee), less the deductions of the settlements made so far. Paystack keeps it back from the next
   * settlements (`deductions`).
   */
  protected async drawnNotDeducted(db: DbOrTx): Promise<number> {
    const [refunded] = await db
      .select({ kobo: sql<string>`coalesce(sum(${sandboxRefunds.amountKobo}), 0)::text` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.status, 'processed'));
    const transfers = await db
      .select({ amount: sandboxTransfers.amountKobo, status: sandboxTransfers.status })
      .from(sandboxTransfers)
      .where(inArray(sandboxTransfers.status, ['success', 'reversed']));
    const sent = transfers.reduce(
      (sum, t) =>
        sum + paystackTransferFeeKobo(t.amount) + (t.status === 'reversed' ? 0 : t.amount),
      0,
    );
    const [deducted] = await db
      .select({ kobo: sql<string>`coalesce(sum(${sandboxSettlements.deductionsKobo}), 0)::text` })
      .from(sandboxSettlements);
    return Number(refunded!.kobo) + sent - Number(deducted!.kobo);
  }

  /**
   * The balance as Paystack's Check Balance would give it: the successful charges not yet settled,
   * less their fees, less what was drawn and not yet kept back, plus the top-ups (never settled to
   * the bank: they stay for transfers), less transfers Paystack holds until their outcome (pending).
   */
  async checkBalance(): Promise<number> {
    const unsettled = await this.db
      .select({ amount: sandboxTransactions.amountKobo })
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.status, 'success'), isNull(sandboxTransactions.settlementId)),
      );
    const net = unsettled.reduce((sum, c) => sum + c.amount - paystackLocalFeeKobo(c.amount), 0);
    const held = await this.db
      .select({ amount: sandboxTransfers.amountKobo })
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.status, 'pending'));
    const holding = held.reduce((sum, t) => sum + t.amount + paystackTransferFeeKobo(t.amount), 0);
    const [toppedUp] = await this.db
      .select({ kobo: sql<string>`coalesce(sum(${sandboxTopUps.amountKobo}), 0)::text` })
      .from(sandboxTopUps);
    return net - (await this.drawnNotDeducted(this.db)) + Number(toppedUp!.kobo) - holding;
  }

  /** A top-up of the balance, as finance makes one on Paystack's dashboard (sandbox route). */
  async topUp(amountKobo: number) {
    const [row] = await this.db
      .insert(sandboxTopUps)
      .values({ amountKobo, createdAt: this.now() })
      .returning();
    return row!;
  }

  /**
   * Settles one Lagos day of successful charges at once (POST /api/sandbox/paystack/settle, and the
   * day's turn in listSettlements): one settlement per day of charges, its transactions each with
   * Paystack's local fee (paystackLocalFeeKobo), paid out on `settlementDate`, net of what was drawn
   * from the balance since (drawnNotDeducted: kept back as its `deductions`, at most the charges less
   * the fees; the rest waits for the next settlement), as Paystack settles. Charges of that day
   * already settled stay in their settlement; a day with no charge makes none. Answers the
   * settlement (new or the day's existing one), or null.
   */
  async settleDay(chargesDate: string, settlementDate: string) {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(sandboxSettlements)
        .where(eq(sandboxSettlements.chargesDate, chargesDate))
        .limit(1);
      if (existing) return existing;
      const from = startOfLagosDay(chargesDate);
      const to = startOfLagosDay(addDays(chargesDate, 1));
      const charges = await tx
        .select()
        .from(sandboxTransactions)
        .where(
          and(
            eq(sandboxTransactions.status, 'success'),
            isNull(sandboxTransactions.settlementId),
            gte(sandboxTransactions.paidAt, from),
            lt(sandboxTransactions.paidAt, to),
          ),
        )
        .for('update');
      if (charges.length === 0) return null;
      const totalAmountKobo = charges.reduce((s, c) => s + c.amountKobo, 0);
      const totalFeesKobo = charges.reduce((s, c) => s + paystackLocalFeeKobo(c.amountKobo), 0);
      const drawn = await this.drawnNotDeducted(tx);
      const [settlement] = await tx
        .insert(sandboxSettlements)
        .values({
          chargesDate,
          settlementDate,
          totalAmountKobo,
          totalFeesKobo,
          deductionsKobo: Math.min(Math.max(drawn, 0), totalAmountKobo - totalFeesKobo),
          createdAt: this.now(),
        })
        .returning();
      await tx
        .update(sandboxTransactions)
        .set({ settlementId: settlement!.id })
        .where(
          inArray(
            sandboxTransactions.id,
            charges.map((c) => c.id),
          ),
        );
      return settlement!;
    });
  }

  /**
   * Paystack settles each day's successful charges on the next working day (Lagos): every day with
   * unsettled charges whose next working day has come is settled first, then the settlements paid
   * out from `from` to `to` are listed.
   */
  async listSettlements(input: { from: string; to: string }): Promise<ProviderSettlement[]> {
    const today = lagosDate(this.now());
    // Lagos is UTC+1 all year (no daylight saving): the day of a charge is its UTC time plus an hour.
    const days = await this.db
      .selectDistinct({
        day: sql<string>`to_char((${sandboxTransactions.paidAt} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`,
      })
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.status, 'success'), isNull(sandboxTransactions.settlementId)),
      );
    for (const { day } of days.sort((a, b) => a.day.localeCompare(b.day))) {
      const payday = addWorkingDays(day, 1);
      if (payday <= today) await this.settleDay(day, payday);
    }
    const rows = await this.db
      .select()
      .from(sandboxSettlements)
      .where(
        and(
          gte(sandboxSettlements.settlementDate, input.from),
          lte(sandboxSettlements.settlementDate, input.to),
        ),
      )
      .orderBy(asc(sandboxSettlements.id));
    return rows.map((r) => ({
      id: `SBX-STL-${r.id}`,
      status: 'success',
      settlementDate: r.settlementDate,
      totalProcessedKobo: r.totalAmountKobo,
      totalFeesKobo: r.totalFeesKobo,
      totalAmountKobo: r.totalAmountKobo - r.totalFeesKobo,
      deductionsKobo: r.deductionsKobo,
      effectiveAmountKobo: r.totalAmountKobo - r.totalFeesKobo - r.deductionsKobo,
    }));
  }

  async settlementTransactions(settlementId: string): Promise<ProviderSettlementTransaction[]> {
    const id = Number(/^SBX-STL-(\d+)$/.exec(settlementId)?.[1] ?? NaN);
    if (!Number.isSafeInteger(id)) return [];
    const rows = await this.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.settlementId, id))
      .orderBy(asc(sandboxTransactions.id));
    return rows.map((r) => ({
      reference: r.reference,
      amountKobo: r.amountKobo,
      feesKobo: paystackLocalFeeKobo(r.amountKobo),
    }));
  }
}
