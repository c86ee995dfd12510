import {
  sponsorCopy,
  sponsoredMonthsProblem,
  type createSponsorBodySchema,
  type CsvUploadAnswer,
  kobo,
  koboToNaira,
  koboToNairaOrNull,
  type Kobo,
} from '@alaafia/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  customers,
  policies,
  pricingPlans,
  sponsorEnrolments,
  sponsorInvoiceLines,
  sponsorInvoices,
  sponsors,
} from '../../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../../lib/http-errors.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import {
  type EnrolmentInput,
  type EnrolmentRow,
  type EnrolOutcome,
  type PlanRow,
  type SponsorRow,
} from './sponsor-cover.js';
import { billEnrolment, type InvoiceHolder } from './sponsor-invoices.js';
import { findPlan } from './sponsor-plans.js';
import { importEnrolmentsCsv } from './sponsors-csv.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';

function sponsorAnswer(
  s: SponsorRow,
  totals?: { enrolled: number; pending: number; amountDueKobo: Kobo },
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
    amount_due: koboToNaira(totals?.amountDueKobo ?? 0),
  };
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
    amount_due: koboToNairaOrNull(e.amountDueKobo),
  };
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
    invoice: InvoiceHolder,
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
          status: 'awaiting_payment',
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
              inArray(sponsorEnrolments.status, ['awaiting_payment', 'pending', 'active']),
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
      // The sponsor pays before cover (issue 27): the enrolment waits on the call's invoice, and
      // starts (or, with no account yet, becomes pending) when the invoice is paid.
      const enrolment = inserted;
      await billEnrolment(ctx, tx, actor, invoice, enrolment, plan);
      await audit(
        tx,
        actor,
        {
          action: 'sponsor.enrolled',
          recordType: 'sponsor_enrolment',
          recordId: enrolment.id,
          after: { ...enrolmentAudit(enrolment, plan), via, invoice: invoice.number },
        },
        now,
      );
      return { outcome: 'invoiced' as const, enrolment };
    });
  }

  async function enrolmentRows(sponsorId: number, ids?: number[]) {
    const rows = await db
      .select({
        e: sponsorEnrolments,
        planCode: pricingPlans.code,
        planPrice: pricingPlans.priceKobo,
        planUnit: pricingPlans.unit,
        firstName: customers.firstName,
        lastName: customers.lastName,
        policyNumber: policies.policyNumber,
        invoiceNumber: sponsorInvoices.number,
      })
      .from(sponsorEnrolments)
      .innerJoin(pricingPlans, eq(pricingPlans.id, sponsorEnrolments.planId))
      .leftJoin(customers, eq(customers.id, sponsorEnrolments.customerId))
      .leftJoin(policies, eq(policies.id, sponsorEnrolments.policyId))
      .leftJoin(sponsorInvoiceLines, eq(sponsorInvoiceLines.enrolmentId, sponsorEnrolments.id))
      .leftJoin(sponsorInvoices, eq(sponsorInvoices.id, sponsorInvoiceLines.invoiceId))
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
      invoice_number: r.invoiceNumber,
      policy_number: r.policyNumber,
      premium: koboToNaira(r.e.premiumKobo ?? r.planPrice),
      unit: r.e.unit ?? r.planUnit,
      starts_on: r.e.startsOn,
      ends_on: r.e.endsOn,
      amount_due: koboToNairaOrNull(r.e.amountDueKobo),
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
          enrolled: sql<number>`count(*) filter (where ${sponsorEnrolments.status} in ('active', 'ended'))::int`,
          pending: sql<number>`count(*) filter (where ${sponsorEnrolments.status} = 'pending')::int`,
          amountDueKobo: sql`coalesce(sum(${sponsorEnrolments.amountDueKobo}), 0)::bigint`.mapWith(
            (v: string | number | bigint) => kobo(Number(v)),
          ),
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
      const { outcome, enrolment } = await enrolOne(actor, sponsor, input, plan, 'form', {
        id: null,
        number: null,
      });
      const [answer] = await enrolmentRows(sponsorId, [enrolment.id]);
      return { outcome, enrolment: answer! };
    },

    /**
     * A CSV of enrolments, each row applied on its own (sponsors-csv.ts, importEnrolmentsCsv).
     */
    async enrolCsv(actor: AuditActor, sponsorId: number, csv: string): Promise<CsvUploadAnswer> {
      const sponsor = await sponsorOr404(db, sponsorId);
      return importEnrolmentsCsv(ctx, actor, sponsor, csv, enrolOne);
    },
  };
}
