import {
  addMonths,
  enrolmentBodySchema,
  formatCalendarDate,
  formatNaira,
  incomeRateTable,
  lagosDate,
  parseIncomePlanCode,
  PRODUCT_TITLES,
  SPONSOR_CSV_COLUMNS,
  SPONSOR_CSV_MAX_ROWS,
  sponsorAmountDue,
  sponsorCopy,
  sponsoredMonthsProblem,
  sponsorshipNoticeDue,
  type createSponsorBodySchema,
  type CsvRowError,
  type CsvUploadAnswer,
  type ProductUid,
} from '@alaafia/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  paymentReferences,
  policies,
  pricingPlans,
  sponsorEnrolments,
  sponsors,
} from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../lib/http-errors.js';
import { findCustomerByEmail } from '../customers/customers.repo.js';
import { syncIncomeRateTable } from '../income/income.repo.js';
import { notify, notifyAddress } from '../notifications/notifications.service.js';
import { findReusableAuthorization } from '../payments/payments.repo.js';
import {
  endWithSponsorship,
  extendPolicy,
  issuePolicy,
  setPolicySponsor,
} from '../policies/policies.repo.js';
import { hasContinuationConsent } from '../consents/consents.repo.js';
import { audit, type AuditActor } from '../staff/audit.js';

type SponsorRow = typeof sponsors.$inferSelect;
type EnrolmentRow = typeof sponsorEnrolments.$inferSelect;
type PlanRow = typeof pricingPlans.$inferSelect;
type EnrolmentInput = z.output<typeof enrolmentBodySchema>;
type EnrolOutcome = 'enrolled' | 'pending' | 'already_enrolled';

const productName = (uid: string) => PRODUCT_TITLES[uid as ProductUid] ?? uid;

/** Is the unique index of open enrolments (or of sponsor names) what refused an insert? */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function sponsorAnswer(
  s: SponsorRow,
  totals?: { enrolled: number; pending: number; amountDue: number },
) {
  return {
    id: s.id,
    name: s.name,
    contact_name: s.contactName,
    contact_email: s.contactEmail,
    contact_phone: s.contactPhone,
    rc_number: s.rcNumber,
    created_at: s.createdAt.toISOString(),
    enrolled: totals?.enrolled ?? 0,
    pending: totals?.pending ?? 0,
    amount_due: totals?.amountDue ?? 0,
  };
}

/**
 * Starts sponsored cover for an enrolment whose e-mail has an account, in the caller's transaction:
 * - the customer holds the product (an active or paused policy): the sponsored months extend it
 *   (from its due date when active, from today when paused, as a payment would), at its own premium;
 * - otherwise a new policy of the enrolment's plan starts today for the sponsored months.
 * Either way the policy carries the sponsor's name (`company`), its next payment date is the end of
 * the sponsored months (so nothing is charged before), and the sponsor owes premium x months.
 */
async function startCover(
  ctx: AppContext,
  tx: DbOrTx,
  enrolment: EnrolmentRow,
  sponsor: SponsorRow,
  customerId: number,
): Promise<EnrolmentRow> {
  const now = ctx.now();
  const today = lagosDate(now);
  const [plan] = await tx
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.id, enrolment.planId))
    .limit(1);
  if (!plan) throw new Error(`plan ${enrolment.planId} of enrolment ${enrolment.id} is missing`);
  const [held] = await tx
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.customerId, customerId),
        eq(policies.productUid, enrolment.productUid),
        inArray(policies.status, ['active', 'paused']),
      ),
    )
    // The active one first (there is at most one), else the newest paused one.
    .orderBy(sql`${policies.status} = 'active' desc`, sql`${policies.id} desc`)
    .limit(1)
    .for('update');
  let policyId: number;
  let premium: number;
  let unit: string;
  let startsOn: string;
  let endsOn: string;
  if (held) {
    const extended = await extendPolicy(tx, held, enrolment.months, today, now, {
      sponsorId: sponsor.id,
    });
    policyId = held.id;
    premium = held.premium;
    unit = held.unit;
    startsOn = held.status === 'active' ? (held.nextPaymentDate ?? today) : today;
    endsOn = extended.nextPaymentDate;
  } else {
    endsOn = addMonths(today, enrolment.months);
    policyId = await issuePolicy(
      tx,
      {
        customerId,
        productUid: enrolment.productUid,
        planId: plan.id,
        paymentReferenceId: null,
        sumAssured: plan.coverage,
        premium: plan.price,
        unit: plan.unit,
        policyDuration: enrolment.months,
        sponsorId: sponsor.id,
        nextPaymentDate: endsOn,
      },
      today,
      now,
    );
    premium = plan.price;
    unit = plan.unit;
    startsOn = today;
  }
  const [active] = await tx
    .update(sponsorEnrolments)
    .set({
      status: 'active',
      customerId,
      policyId,
      premium,
      unit,
      startsOn,
      endsOn,
      amountDue: sponsorAmountDue(premium, unit, enrolment.months),
      activatedAt: now,
    })
    .where(eq(sponsorEnrolments.id, enrolment.id))
    .returning();
  await notify(tx, {
    customerId,
    at: now,
    event: 'sponsorship.started',
    key: `enrolment:${enrolment.id}`,
    params: {
      product: productName(enrolment.productUid),
      company: sponsor.name,
      endDate: formatCalendarDate(endsOn),
    },
  });
  return active!;
}

/**
 * A new customer's sign-up, in its transaction: every enrolment waiting for their e-mail starts
 * (the sponsor paid before they had an account), and the e-mails sent to the address become theirs.
 */
export async function attachPendingEnrolments(
  ctx: AppContext,
  tx: DbOrTx,
  customer: { id: number; email: string },
) {
  const waiting = await tx
    .select({ enrolment: sponsorEnrolments, sponsor: sponsors })
    .from(sponsorEnrolments)
    .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
    .where(
      and(
        eq(sponsorEnrolments.email, customer.email.toLowerCase()),
        eq(sponsorEnrolments.status, 'pending'),
      ),
    )
    .orderBy(asc(sponsorEnrolments.id))
    .for('update');
  for (const { enrolment, sponsor } of waiting)
    await startCover(ctx, tx, enrolment, sponsor, customer.id);
  return waiting.length;
}

/** Rows of a sponsor's CSV applied between two turns of the event loop. */
export const CSV_ROWS_PER_BATCH = 20;

/** The plan an enrolment names: on sale, of that product. Income plans are made from the rate table. */
async function findPlan(ctx: AppContext, productUid: string, code: string): Promise<PlanRow> {
  const { db } = ctx.database;
  const lookup = async () =>
    (
      await db
        .select()
        .from(pricingPlans)
        .where(and(eq(pricingPlans.code, code), eq(pricingPlans.active, true)))
        .limit(1)
    )[0];
  let plan = await lookup();
  if (!plan && productUid === 'EI' && parseIncomePlanCode(code)) {
    await syncIncomeRateTable(db, incomeRateTable());
    plan = await lookup();
  }
  if (!plan || plan.productUid !== productUid)
    throw fieldError('plan_code', sponsorCopy.planUnknown);
  return plan;
}

function enrolmentAudit(e: EnrolmentRow, plan: PlanRow | null) {
  return {
    sponsor_id: e.sponsorId,
    email: e.email,
    product: e.productUid,
    plan_code: plan?.code ?? null,
    months: e.months,
    status: e.status,
    customer_id: e.customerId,
    policy_id: e.policyId,
    ends_on: e.endsOn,
    amount_due: e.amountDue,
  };
}

interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits the CSV into records with their line numbers (blank lines dropped); never throws on bad input. */
function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (fields: string[], { lines }) => {
        const blank = fields.every((f) => f === '');
        if (!blank) records.push({ line: lastLine + 1, fields });
        lastLine = lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw fieldError('csv', `${sponsorCopy.csvUnreadable} (line ${lastLine + 1})`);
  }
  return records;
}

export function createSponsorsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function sponsorOr404(tx: DbOrTx, id: number) {
    const [s] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).limit(1);
    if (!s) throw notFound(sponsorCopy.unknownSponsor);
    return s;
  }

  /**
   * One enrolment in its own transaction with its audit row. Enrolling the same e-mail for the same
   * sponsor and product again (while the first is pending or running) changes nothing.
   */
  async function enrolOne(
    actor: AuditActor,
    sponsor: SponsorRow,
    input: EnrolmentInput,
    plan: PlanRow,
    via: 'form' | 'csv',
  ): Promise<{ outcome: EnrolOutcome; enrolment: EnrolmentRow }> {
    const monthsProblem = sponsoredMonthsProblem(plan.unit, input.months);
    if (monthsProblem) throw fieldError('months', monthsProblem);
    return db.transaction(async (tx) => {
      const now = ctx.now();
      const [inserted] = await tx
        .insert(sponsorEnrolments)
        .values({
          sponsorId: sponsor.id,
          email: input.email,
          productUid: input.product,
          planId: plan.id,
          months: input.months,
          status: 'pending',
          enrolledAt: now,
          enrolledBy: actor.staffId,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(sponsorEnrolments)
          .where(
            and(
              eq(sponsorEnrolments.sponsorId, sponsor.id),
              eq(sponsorEnrolments.email, input.email),
              eq(sponsorEnrolments.productUid, input.product),
              inArray(sponsorEnrolments.status, ['pending', 'active']),
            ),
          )
          .limit(1);
        await audit(
          tx,
          actor,
          {
            action: 'sponsor.enrolment_repeated',
            recordType: 'sponsor_enrolment',
            recordId: existing!.id,
            after: { via, months_asked: input.months, plan_code: plan.code },
          },
          now,
        );
        return { outcome: 'already_enrolled' as const, enrolment: existing! };
      }
      const customer = await findCustomerByEmail(tx, input.email);
      let enrolment = inserted;
      // Only an account that proved this e-mail is its owner's (issue 24): an unproven one waits,
      // and the cover starts when the code is entered (attachPendingEnrolments).
      if (customer && !customer.closedAt && customer.emailVerifiedAt) {
        enrolment = await startCover(ctx, tx, inserted, sponsor, customer.id);
      } else {
        await notifyAddress(tx, {
          email: input.email,
          at: now,
          event: 'sponsorship.waiting',
          key: `enrolment:${inserted.id}`,
          params: {
            product: productName(input.product),
            company: sponsor.name,
            months: input.months,
            signupUrl: `${ctx.config.appUrl.replace(/\/$/, '')}/auth/signup`,
          },
        });
      }
      await audit(
        tx,
        actor,
        {
          action: 'sponsor.enrolled',
          recordType: 'sponsor_enrolment',
          recordId: enrolment.id,
          after: { ...enrolmentAudit(enrolment, plan), via },
        },
        now,
      );
      return {
        outcome: enrolment.status === 'active' ? ('enrolled' as const) : ('pending' as const),
        enrolment,
      };
    });
  }

  async function enrolmentRows(sponsorId: number, ids?: number[]) {
    const rows = await db
      .select({
        e: sponsorEnrolments,
        planCode: pricingPlans.code,
        planPrice: pricingPlans.price,
        planUnit: pricingPlans.unit,
        firstName: customers.firstName,
        lastName: customers.lastName,
        policyNumber: policies.policyNumber,
      })
      .from(sponsorEnrolments)
      .innerJoin(pricingPlans, eq(pricingPlans.id, sponsorEnrolments.planId))
      .leftJoin(customers, eq(customers.id, sponsorEnrolments.customerId))
      .leftJoin(policies, eq(policies.id, sponsorEnrolments.policyId))
      .where(
        and(
          eq(sponsorEnrolments.sponsorId, sponsorId),
          ids ? inArray(sponsorEnrolments.id, ids) : undefined,
        ),
      )
      .orderBy(asc(sponsorEnrolments.id));
    return rows.map((r) => ({
      id: r.e.id,
      sponsor_id: r.e.sponsorId,
      email: r.e.email,
      customer_id: r.e.customerId,
      customer_name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
      product: r.e.productUid,
      plan_code: r.planCode,
      months: r.e.months,
      status: r.e.status,
      policy_number: r.policyNumber,
      premium: r.e.premium ?? r.planPrice,
      unit: r.e.unit ?? r.planUnit,
      starts_on: r.e.startsOn,
      ends_on: r.e.endsOn,
      amount_due: r.e.amountDue,
      enrolled_at: r.e.enrolledAt.toISOString(),
    }));
  }

  return {
    async create(actor: AuditActor, body: z.output<typeof createSponsorBodySchema>) {
      try {
        return await db.transaction(async (tx) => {
          const now = ctx.now();
          const [row] = await tx
            .insert(sponsors)
            .values({
              name: body.name,
              contactName: body.contact_name,
              contactEmail: body.contact_email,
              contactPhone: body.contact_phone ?? null,
              rcNumber: body.rc_number ?? null,
              createdAt: now,
              createdBy: actor.staffId,
            })
            .returning();
          await audit(
            tx,
            actor,
            {
              action: 'sponsor.created',
              recordType: 'sponsor',
              recordId: row!.id,
              after: {
                name: row!.name,
                contact_name: row!.contactName,
                contact_email: row!.contactEmail,
                contact_phone: row!.contactPhone,
                rc_number: row!.rcNumber,
              },
            },
            now,
          );
          return sponsorAnswer(row!);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new HttpError(409, sponsorCopy.nameTaken, { name: [sponsorCopy.nameTaken] });
        throw err;
      }
    },

    /** Every sponsor with its enrolled and pending counts and what it owes, by name. */
    async list() {
      const rows = await db
        .select()
        .from(sponsors)
        .orderBy(asc(sql`lower(${sponsors.name})`));
      const totals = await db
        .select({
          sponsorId: sponsorEnrolments.sponsorId,
          enrolled: sql<number>`count(*) filter (where ${sponsorEnrolments.status} <> 'pending')::int`,
          pending: sql<number>`count(*) filter (where ${sponsorEnrolments.status} = 'pending')::int`,
          amountDue: sql<number>`coalesce(sum(${sponsorEnrolments.amountDue}), 0)::int`,
        })
        .from(sponsorEnrolments)
        .groupBy(sponsorEnrolments.sponsorId);
      const bySponsor = new Map(totals.map((t) => [t.sponsorId, t]));
      return rows.map((s) => sponsorAnswer(s, bySponsor.get(s.id)));
    },

    async get(id: number) {
      await sponsorOr404(db, id);
      return (await this.list()).find((s) => s.id === id)!;
    },

    async enrolments(sponsorId: number) {
      await sponsorOr404(db, sponsorId);
      return enrolmentRows(sponsorId);
    },

    async enrol(actor: AuditActor, sponsorId: number, input: EnrolmentInput) {
      const sponsor = await sponsorOr404(db, sponsorId);
      const plan = await findPlan(ctx, input.product, input.plan_code);
      const { outcome, enrolment } = await enrolOne(actor, sponsor, input, plan, 'form');
      const [answer] = await enrolmentRows(sponsorId, [enrolment.id]);
      return { outcome, enrolment: answer! };
    },

    /**
     * A CSV of enrolments (columns email, product, plan_code, months, in any order, named on the
     * first line). Each row is checked and applied on its own, in its own transaction with its audit
     * row: a row in error changes nothing and is reported with its line and fields; the others apply.
     */
    async enrolCsv(actor: AuditActor, sponsorId: number, csv: string): Promise<CsvUploadAnswer> {
      const sponsor = await sponsorOr404(db, sponsorId);
      const records = readCsv(csv);
      const header = records.shift();
      const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
      const index = Object.fromEntries(SPONSOR_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
      if (!header || SPONSOR_CSV_COLUMNS.some((c) => index[c] === -1))
        throw fieldError('csv', sponsorCopy.csvHeader);
      if (records.length === 0) throw fieldError('csv', sponsorCopy.csvRequired);
      if (records.length > SPONSOR_CSV_MAX_ROWS) throw fieldError('csv', sponsorCopy.csvTooLong);

      const answer: CsvUploadAnswer = {
        rows: records.length,
        enrolled: 0,
        pending: 0,
        already_enrolled: 0,
        errors: [],
      };
      const plans = new Map<string, PlanRow | HttpError>();
      for (const [i, record] of records.entries()) {
        // Batches that yield: on PGlite every query runs in this thread and answers without giving
        // the event loop a turn, so 2,000 rows in one go froze every other request (issue 24;
        // docs/operations.md, 'Sponsors'). After each batch, waiting requests are served.
        if (i > 0 && i % CSV_ROWS_PER_BATCH === 0) await yieldToEventLoop();
        const raw = Object.fromEntries(
          SPONSOR_CSV_COLUMNS.map((c) => [c, record.fields[index[c]!] ?? '']),
        );
        const rowError = (errors: Record<string, string[]>): CsvRowError => ({
          row: record.line,
          email: raw.email || null,
          errors,
        });
        const parsed = enrolmentBodySchema.safeParse(raw);
        if (!parsed.success) {
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues)
            (errors[String(issue.path[0] ?? 'row')] ??= []).push(issue.message);
          answer.errors.push(rowError(errors));
          continue;
        }
        const input = parsed.data;
        const planKey = `${input.product}|${input.plan_code}`;
        if (!plans.has(planKey))
          plans.set(
            planKey,
            await findPlan(ctx, input.product, input.plan_code).catch((e: unknown) => {
              if (e instanceof HttpError) return e;
              throw e;
            }),
          );
        const plan = plans.get(planKey)!;
        try {
          if (plan instanceof HttpError) throw plan;
          const { outcome } = await enrolOne(actor, sponsor, input, plan, 'csv');
          answer[outcome] += 1;
        } catch (e) {
          if (!(e instanceof HttpError) || !e.errors) throw e;
          answer.errors.push(rowError(e.errors));
        }
      }
      await db.transaction(async (tx) =>
        audit(
          tx,
          actor,
          {
            action: 'sponsor.csv_uploaded',
            recordType: 'sponsor',
            recordId: sponsor.id,
            after: {
              rows: answer.rows,
              enrolled: answer.enrolled,
              pending: answer.pending,
              already_enrolled: answer.already_enrolled,
              rows_in_error: answer.errors.map((e) => e.row),
            },
          },
          ctx.now(),
        ),
      );
      return answer;
    },
  };
}

/**
 * The end of sponsored cover (the hourly `sponsors.lifecycle` job; docs/business-rules.md,
 * 'Sponsors'):
 * - a pending enrolment whose e-mail has an account by now (enrolled at the moment of sign-up) starts;
 * - 14 and 3 days before the sponsored months end the customer is told what happens next: a monthly
 *   policy continues at its premium on their saved card (or, with no card, they are asked to add one:
 *   unpaid, it follows the normal grace, pause and lapse); a yearly one is renewed from the dashboard;
 * - on the day they end the enrolment ends, the policy stops carrying the sponsor's name and the
 *   customer is told it continues at their own cost (the premium collection charges it as any policy).
 * Every message is keyed on the enrolment, so a second run tells nobody twice.
 */
export async function runSponsorshipLifecycle(ctx: AppContext) {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);

  // An enrolment made while its e-mail was being proven (neither saw the other) waits no longer.
  const missed = await db
    .select({ id: customers.id, email: customers.email })
    .from(sponsorEnrolments)
    .innerJoin(customers, eq(customers.email, sponsorEnrolments.email))
    .where(
      and(
        eq(sponsorEnrolments.status, 'pending'),
        isNull(customers.closedAt),
        isNotNull(customers.emailVerifiedAt),
      ),
    )
    .limit(500);
  for (const customer of new Map(missed.map((m) => [m.id, m])).values())
    await db.transaction((tx) => attachPendingEnrolments(ctx, tx, customer));

  const running = await db
    .select({
      enrolment: sponsorEnrolments,
      sponsorName: sponsors.name,
      policy: policies,
      paymentType: paymentReferences.paymentType,
    })
    .from(sponsorEnrolments)
    .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
    .innerJoin(policies, eq(policies.id, sponsorEnrolments.policyId))
    .leftJoin(paymentReferences, eq(paymentReferences.id, policies.paymentReferenceId))
    .where(
      and(
        eq(sponsorEnrolments.status, 'active'),
        lte(sponsorEnrolments.endsOn, addMonths(today, 1)),
      ),
    )
    .orderBy(asc(sponsorEnrolments.endsOn), asc(sponsorEnrolments.id))
    .limit(2000);

  let told = 0;
  let ended = 0;
  for (const { enrolment, sponsorName, policy, paymentType } of running) {
    const endsOn = enrolment.endsOn!;
    const product = productName(policy.productUid);
    const amount = formatNaira(policy.premium);
    const unit = policy.unit;
    if (endsOn > today) {
      const notice = sponsorshipNoticeDue(endsOn, today);
      // Only when the sponsored months are still the last ones paid for (the customer has not paid
      // ahead) and the policy is on.
      if (!notice || policy.status !== 'active' || policy.nextPaymentDate !== endsOn) continue;
      // A product the customer never bought continues only if they agree to it (the notice asks).
      const mustAgree =
        policy.paymentReferenceId === null && !(await hasContinuationConsent(db, policy.id));
      const charged = unit === 'Month' && (paymentType === null || paymentType === 'card');
      const card =
        charged && !mustAgree
          ? await findReusableAuthorization(db, policy.customerId, ctx.payments.name)
          : null;
      const sent = await notify(db, {
        customerId: policy.customerId,
        at: now,
        event: 'sponsorship.ending',
        key: `enrolment:${enrolment.id}:${notice}`,
        params: {
          product,
          company: sponsorName,
          endDate: formatCalendarDate(endsOn),
          amount,
          unit,
          card: card?.last4 ?? '',
          continueBy: mustAgree ? 'agree' : !charged ? 'renew' : card ? 'card' : 'add-card',
        },
      });
      if (sent) told += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(sponsorEnrolments)
        .set({ status: 'ended', endedAt: now })
        .where(and(eq(sponsorEnrolments.id, enrolment.id), eq(sponsorEnrolments.status, 'active')))
        .returning();
      if (!done) return;
      ended += 1;
      // Another sponsor still paying for this policy keeps its name on it; otherwise none.
      const [other] = await tx
        .select({ id: sponsors.id })
        .from(sponsorEnrolments)
        .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
        .where(
          and(
            eq(sponsorEnrolments.policyId, policy.id),
            eq(sponsorEnrolments.status, 'active'),
            gt(sponsorEnrolments.endsOn, today),
          ),
        )
        .orderBy(sql`${sponsorEnrolments.endsOn} desc`)
        .limit(1);
      await setPolicySponsor(tx, policy.id, other?.id ?? null, now);
      if (policy.status !== 'active' || other) return;
      // Never bought and not agreed to keep: the cover ends with the sponsorship, and the customer
      // is invited to continue (Renew Now on the dashboard starts it again at their own cost).
      const ends =
        policy.paymentReferenceId === null &&
        policy.nextPaymentDate !== null &&
        policy.nextPaymentDate <= today &&
        !(await hasContinuationConsent(tx, policy.id)) &&
        (await endWithSponsorship(tx, policy.id, now));
      await notify(tx, {
        customerId: policy.customerId,
        at: now,
        event: 'sponsorship.ended',
        key: `enrolment:${enrolment.id}:ended`,
        params: { product, company: sponsorName, amount, unit, continued: !ends },
      });
    });
  }
  return { told, ended };
}
