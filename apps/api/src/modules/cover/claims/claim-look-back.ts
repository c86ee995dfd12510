import {
  addDays,
  formatCalendarDate,
  formatKobo,
  kobo,
  lagosDate,
  startOfLagosDay,
  type ClaimLookBackBody,
} from '@alaafia/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { claims, payouts } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { activeStaffWithRoles, audit, type AuditActor } from '../../platform/access/index.js';
import { notify } from '../../platform/messaging/index.js';
import { closeSubjectItem, raiseWorkItem } from '../../platform/work-queue/index.js';
import { adminAnswer, adminAnswers } from './claim-answers.js';

/**
 * After the money, a look back (issue 39; docs/business-rules.md, 'Claims paid by rules'): every
 * claim the rules approved is reviewed by a claims officer within 5 working days. A problem opens a
 * recovery for finance (a work item: the money is asked back from the customer by a person), never a
 * silent reversal. The rule set's outcomes are counted week by week.
 */

const lookBackCopy = {
  notAutomated: 'Only a claim the rules approved is looked back at.',
  alreadyDone: 'This claim was already looked back at.',
} as const;

/** The subject of a claim's look-back item and of its recovery (work-queue). */
const lookBackSubject = (claimId: number) => `claim:${claimId}:look_back`;
const recoverySubject = (claimId: number) => `claim:${claimId}:recovery`;

/** GET /api/admin/claims/look-back: what the rules approved and no officer has looked back at, due first. */
export async function lookBackQueue(deps: Pick<AppContext, 'database' | 'now'>) {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(claims)
    .where(and(isNotNull(claims.lookBackDueOn), isNull(claims.lookedBackAt)))
    .orderBy(asc(claims.lookBackDueOn), asc(claims.id))
    .limit(200);
  return adminAnswers(db, rows, deps.now());
}

/**
 * POST /api/admin/claims/{id}/look-back: a claims officer records the finding ('fine', or
 * 'problem' with what is wrong). A problem raises a recovery for finance with what was paid; the
 * payment itself stands (a recovery is a person's work). Audited; the look-back item closes.
 */
export async function recordLookBack(
  deps: Pick<AppContext, 'database' | 'now'>,
  staffId: number,
  actor: AuditActor,
  claimId: number,
  body: ClaimLookBackBody,
) {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim) throw notFound();
    if (claim.lookBackDueOn === null) throw conflict(lookBackCopy.notAutomated);
    if (claim.lookedBackAt !== null) throw conflict(lookBackCopy.alreadyDone);
    const [updated] = await tx
      .update(claims)
      .set({
        lookedBackAt: now,
        lookedBackBy: staffId,
        lookBackFinding: body.finding,
        lookBackNote: body.note,
        updatedAt: now,
      })
      .where(eq(claims.id, claimId))
      .returning();
    await closeSubjectItem(
      tx,
      lookBackSubject(claimId),
      'claim.look_back',
      now,
      body.finding === 'fine' ? 'Looked back at: fine.' : 'Looked back at: a problem.',
    );
    if (body.finding === 'problem') {
      const [paid] = await tx
        .select({ total: sql<string>`coalesce(sum(${payouts.amountKobo}), 0)::text` })
        .from(payouts)
        .where(and(eq(payouts.claimId, claimId), inArray(payouts.status, ['sending', 'paid'])));
      const amount = kobo(Number(paid?.total ?? 0));
      await raiseWorkItem(tx, {
        kind: 'claim.recovery',
        claimId,
        subject: recoverySubject(claimId),
        customerId: claim.customerId,
        transactionReference: claim.claimNumber,
        amountKobo: amount,
        note: `Claim ${claim.claimNumber} was approved by the rules and ${formatKobo(amount)} paid; the look back found a problem: ${body.note}. Recover the payment from the customer.`,
        now,
      });
    }
    await audit(
      tx,
      actor,
      {
        action: 'claim.looked_back',
        recordType: 'claim',
        recordId: claimId,
        before: { look_back_due_on: claim.lookBackDueOn },
        after: { finding: body.finding, note: body.note },
      },
      now,
    );
    return adminAnswer(tx, updated!, now);
  });
}

/**
 * The rule set's outcomes for the 7 Lagos days from `from` (default: the 7 days before today): how
 * many claims the rules approved, sent to a person (sampled ones apart), sampled, looked back at,
 * and later found wrong; what they approved in kobo.
 */
export async function automationReport(deps: Pick<AppContext, 'database' | 'now'>, from?: string) {
  const first = from ?? addDays(lagosDate(deps.now()), -7);
  const to = addDays(first, 7);
  const rows = await deps.database.db
    .select({
      automation: claims.automation,
      approvedKobo: claims.amountApprovedKobo,
      lookedBackAt: claims.lookedBackAt,
      finding: claims.lookBackFinding,
    })
    .from(claims)
    .where(
      and(
        gte(claims.automatedAt, startOfLagosDay(first)),
        lt(claims.automatedAt, startOfLagosDay(to)),
      ),
    );
  const approved = rows.filter((r) => r.automation?.decision === 'approve');
  return {
    from: first,
    to,
    approved: approved.length,
    approved_kobo: approved.reduce((s, r) => s + (r.approvedKobo ?? 0), 0),
    to_a_person: rows.filter(
      (r) => r.automation?.decision === 'to_a_person' && !r.automation.sampled,
    ).length,
    sampled: rows.filter((r) => r.automation?.sampled).length,
    looked_back: approved.filter((r) => r.lookedBackAt !== null).length,
    found_wrong: approved.filter((r) => r.finding === 'problem').length,
  };
}

/**
 * The weekly report (the job claims.automation-report, Mondays): last week's outcomes by e-mail to
 * each claims officer and administrator, through messaging, once a week (its key is the week).
 */
export async function sendAutomationReport(deps: Pick<AppContext, 'database' | 'now'>) {
  const now = deps.now();
  const report = await automationReport(deps);
  await deps.database.db.transaction(async (tx) => {
    for (const person of await activeStaffWithRoles(tx, ['claims_officer', 'administrator'])) {
      await notify(tx, {
        staffId: person.id,
        event: 'claims.automation-report',
        key: `${person.id}:${report.from}`,
        params: {
          from: formatCalendarDate(report.from),
          to: formatCalendarDate(addDays(report.to, -1)),
          approved: report.approved,
          approvedAmount: formatKobo(kobo(report.approved_kobo)),
          toAPerson: report.to_a_person,
          sampled: report.sampled,
          lookedBack: report.looked_back,
          foundWrong: report.found_wrong,
        },
        at: now,
      });
    }
  });
  return report;
}
