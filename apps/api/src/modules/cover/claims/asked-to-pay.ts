import {
  careCopy,
  CLAIM_STATUS_LABELS,
  type HealthBenefit,
  formatCalendarDate,
  formatKobo,
  koboToNaira,
  lagosDate,
  lagosTime,
  minutesLeft,
  nairaToKobo,
  PREAUTHORISATION_ESCALATE_MINUTES,
  preauthorisationAnswerDueBy,
  type AskedToPayBody,
  type AskedToPayCase,
} from '@alaafia/domain';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { askedToPayCases, claims } from '../../../db/schema/index.js';
import {
  conflict,
  fieldError,
  forbidden,
  notFound,
  unprocessable,
} from '../../../lib/http-errors.js';
import { activeStaffWithRoles, audit, type AuditActor } from '../../platform/access/index.js';
import { notify } from '../../platform/messaging/index.js';
import { findOwnUploadByUrl } from '../../platform/uploads/index.js';
import { closeSubjectItem, raiseWorkItem } from '../../platform/work-queue/index.js';
import { findHospital, findHospitalAnyState } from '../hospitals/index.js';
import { findMemberOfCustomer } from '../members/index.js';

/**
 * "I was asked to pay" (issue 39 item 6; docs/business-rules.md, 'Asked to pay at the hospital'): a
 * health plan member says a hospital of the network asked them to pay for care. It is an urgent
 * case for the claims team on the pre-authorisations' clock: answered within one hour
 * (`answer_due_by`), escalated at 45 minutes (every claims officer and administrator is e-mailed and
 * it rises to the top of the cases), and the member sees it and its clock on the dashboard.
 */

type CaseRow = typeof askedToPayCases.$inferSelect;
const subjectOf = (id: number) => `asked-to-pay:${id}`;

async function answerOf(db: DbOrTx, row: CaseRow, now: Date): Promise<AskedToPayCase> {
  const hospital = await findHospitalAnyState(db, row.hospitalId);
  const [claim] =
    row.claimId === null ? [] : await db.select().from(claims).where(eq(claims.id, row.claimId));
  return {
    id: row.id,
    hospital: { code: hospital?.code ?? '', name: hospital?.name ?? '' },
    visit_date: row.visitDate,
    amount_asked: koboToNaira(row.amountAskedKobo),
    paid: row.paid,
    receipt: row.receiptUploadId !== null,
    opened_at: row.createdAt.toISOString(),
    answer_due_by: row.answerDueBy.toISOString(),
    minutes_left: row.answeredAt === null ? minutesLeft(row.answerDueBy, now) : null,
    escalated_at: row.escalatedAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answer: row.answer,
    refund_claim: claim
      ? {
          id: claim.id,
          claim_number: claim.claimNumber,
          status: claim.status,
          status_label: CLAIM_STATUS_LABELS[claim.status],
          amount_claimed: koboToNaira(claim.amountClaimedKobo ?? 0),
        }
      : null,
  };
}

/**
 * The member's own case a refund claim is filed from (hospital-refund.ts): 404 when there is none,
 * 403 when it is another member's, 409 when its refund claim was already made.
 */
export async function caseForRefund(db: DbOrTx, customerId: number, id: number): Promise<CaseRow> {
  const [row] = await db.select().from(askedToPayCases).where(eq(askedToPayCases.id, id));
  if (!row) throw notFound(careCopy.caseNotFound);
  if (row.customerId !== customerId) throw forbidden(careCopy.notYourCase);
  if (row.claimId !== null) throw conflict(careCopy.refundAlreadyFiled);
  return row;
}

/**
 * In the refund claim's filing transaction: the case is linked to its claim, once (a second filing
 * of the same case, even at the same moment, finds it linked: 409, and its claim is not kept), and
 * records that the member paid, for what care, and the receipt.
 */
export async function linkRefundClaim(
  tx: DbOrTx,
  input: { caseId: number; claimId: number; care: HealthBenefit; receiptUploadId: number },
) {
  const [linked] = await tx
    .update(askedToPayCases)
    .set({
      claimId: input.claimId,
      care: input.care,
      paid: true,
      receiptUploadId: input.receiptUploadId,
    })
    .where(and(eq(askedToPayCases.id, input.caseId), isNull(askedToPayCases.claimId)))
    .returning({ id: askedToPayCases.id });
  if (!linked) throw conflict(careCopy.refundAlreadyFiled);
}

/** The case a refund claim was filed from, or null (any other claim). */
export async function caseOfClaim(db: DbOrTx, claimId: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(askedToPayCases).where(eq(askedToPayCases.claimId, claimId));
  return row ?? null;
}

/** The cases these claims were filed from: claim id -> case id (the claims' answers). */
export async function casesOfClaims(db: DbOrTx, claimIds: number[]): Promise<Map<number, number>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ id: askedToPayCases.id, claimId: askedToPayCases.claimId })
    .from(askedToPayCases)
    .where(inArray(askedToPayCases.claimId, claimIds));
  return new Map(rows.map((r) => [r.claimId!, r.id]));
}

export function createAskedToPay(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  return {
    /**
     * The member opens a case: a health plan in force, a hospital of the network, a visit on a day
     * of the cover and not in the future, the amount asked, whether they paid, and the receipt from
     * the evidence upload if they have one. A field that is wrong is a 422 on it and nothing is kept.
     */
    async open(customerId: number, body: AskedToPayBody): Promise<AskedToPayCase> {
      const now = ctx.now();
      const member = await findMemberOfCustomer(db, customerId);
      if (!member) throw unprocessable(careCopy.noHealthPlan);
      const hospital = await findHospital(db, body.hospital_id);
      if (!hospital) throw fieldError('hospital_id', careCopy.hospitalUnknown);
      if (body.visit_date > lagosDate(now)) throw fieldError('visit_date', careCopy.visitInFuture);
      if (body.visit_date < member.startDate)
        throw fieldError('visit_date', careCopy.visitBeforeCover);
      const receipt = body.receipt
        ? await findOwnUploadByUrl(db, customerId, body.receipt, 'claim_document')
        : null;
      if (body.receipt && !receipt) throw fieldError('receipt', careCopy.receiptNotFound);
      const amountKobo = nairaToKobo(body.amount_asked);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(askedToPayCases)
          .values({
            customerId,
            policyId: member.policyId,
            hospitalId: hospital.id,
            visitDate: body.visit_date,
            amountAskedKobo: amountKobo,
            paid: body.paid,
            receiptUploadId: receipt?.id ?? null,
            createdAt: now,
            answerDueBy: preauthorisationAnswerDueBy(now),
          })
          .returning();
        await raiseWorkItem(tx, {
          kind: 'care.asked_to_pay',
          subject: subjectOf(row!.id),
          customerId,
          transactionReference: member.memberNumber,
          amountKobo,
          note: `URGENT, answer within one hour: member ${member.memberNumber} says ${hospital.name} (${hospital.code}) asked them to pay ${formatKobo(amountKobo)} for care on ${formatCalendarDate(body.visit_date)}; ${body.paid ? 'they paid' : 'they did not pay'}${receipt ? ', receipt attached' : ''}.`,
          now,
        });
        return answerOf(tx, row!, now);
      });
    },

    /** The member's cases, newest first, each with its clock. */
    async listOwn(customerId: number): Promise<AskedToPayCase[]> {
      const now = ctx.now();
      const rows = await db
        .select()
        .from(askedToPayCases)
        .where(eq(askedToPayCases.customerId, customerId))
        .orderBy(desc(askedToPayCases.id))
        .limit(50);
      return Promise.all(rows.map((row) => answerOf(db, row, now)));
    },

    /** The claims team's open cases: the escalated first, then by when the answer is due. */
    async queue() {
      const now = ctx.now();
      const rows = await db
        .select()
        .from(askedToPayCases)
        .where(isNull(askedToPayCases.answeredAt))
        .orderBy(
          sql`${askedToPayCases.escalatedAt} is null`,
          asc(askedToPayCases.answerDueBy),
          asc(askedToPayCases.id),
        )
        .limit(200);
      return Promise.all(
        rows.map(async (row) => ({
          ...(await answerOf(db, row, now)),
          customer_id: row.customerId,
          late: row.answerDueBy.getTime() < now.getTime(),
        })),
      );
    },

    /**
     * A claims officer answers the member in writing: the case closes (its work item too), the
     * member is told through messaging, and it is audited. Answered once (409 after).
     */
    async answer(id: number, staffId: number, actor: AuditActor, answer: string) {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(askedToPayCases)
          .where(eq(askedToPayCases.id, id))
          .for('update');
        if (!row) throw notFound(careCopy.caseNotFound);
        if (row.answeredAt !== null) throw conflict(careCopy.alreadyAnswered);
        const [answered] = await tx
          .update(askedToPayCases)
          .set({ answeredAt: now, answeredBy: staffId, answer })
          .where(and(eq(askedToPayCases.id, id), isNull(askedToPayCases.answeredAt)))
          .returning();
        await closeSubjectItem(tx, subjectOf(id), 'care.asked_to_pay', now, 'Answered.');
        const hospital = await findHospitalAnyState(tx, row.hospitalId);
        await notify(tx, {
          customerId: row.customerId,
          event: 'care.asked-to-pay-answered',
          key: `asked-to-pay:${id}:answered`,
          params: {
            hospital: hospital?.name ?? '',
            date: formatCalendarDate(row.visitDate),
            answer,
          },
          at: now,
        });
        await audit(
          tx,
          actor,
          {
            action: 'care.case_answered',
            recordType: 'asked_to_pay_case',
            recordId: id,
            before: { answered_at: null },
            after: { answer, late: row.answerDueBy.getTime() < now.getTime() },
          },
          now,
        );
        return answerOf(tx, answered!, now);
      });
    },
  };
}

/**
 * The same 45 minutes as pre-authorisations (the job `preauthorisations.escalate`, every minute):
 * each case unanswered 45 minutes after it was opened is marked escalated (the top of the cases) and
 * every claims officer and administrator is told, once. Answers how many escalated.
 */
export async function escalateAskedToPay(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  const now = ctx.now();
  const before = new Date(now.getTime() - PREAUTHORISATION_ESCALATE_MINUTES * 60_000);
  const due = await db
    .select({ id: askedToPayCases.id })
    .from(askedToPayCases)
    .where(
      and(
        isNull(askedToPayCases.answeredAt),
        isNull(askedToPayCases.escalatedAt),
        lte(askedToPayCases.createdAt, before),
      ),
    )
    .orderBy(asc(askedToPayCases.id));
  let escalated = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(askedToPayCases)
        .set({ escalatedAt: now })
        .where(
          and(
            eq(askedToPayCases.id, id),
            isNull(askedToPayCases.answeredAt),
            isNull(askedToPayCases.escalatedAt),
          ),
        )
        .returning();
      if (!row) return false;
      const hospital = await findHospitalAnyState(tx, row.hospitalId);
      for (const person of await activeStaffWithRoles(tx, ['claims_officer', 'administrator'])) {
        await notify(tx, {
          staffId: person.id,
          event: 'care.asked-to-pay-escalated',
          key: `asked-to-pay:${id}:escalated:${person.id}`,
          params: {
            hospital: hospital?.name ?? '',
            caseId: id,
            answerDueBy: `${lagosTime(row.answerDueBy)} (Lagos) on ${lagosDate(row.answerDueBy)}`,
          },
          at: now,
        });
      }
      return true;
    });
    if (done) escalated += 1;
  }
  return escalated;
}
