import {
  addMonths,
  addWorkingDays,
  CLAIM_LOOK_BACK_WORKING_DAYS,
  formatCalendarDate,
  CLAIM_AUTOMATION_EVIDENCE_TYPES,
  CLAIM_AUTOMATION_QUIET_DAYS,
  CLAIM_AUTOMATION_SANDBOX,
  claimAutomationCopy,
  daysBetween,
  decideClaimAutomation,
  formatKobo,
  kobo,
  lagosDate,
  pastWaitingPeriod,
  paymentDueBy,
  stillHeldForPremium,
  type ClaimAutomationBody,
  type ClaimAutomationFacts,
  type ClaimAutomationRecord,
  type Kobo,
} from '@alaafia/domain';
import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { AppConfig } from '../../../config.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  claimAutomationChanges,
  claimAutomationDays,
  claimDocuments,
  claimEvents,
  claims,
  customers,
  payouts,
  policies,
  uploads,
} from '../../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../../lib/http-errors.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import { raiseWorkItem } from '../../platform/work-queue/index.js';
import { policyHistories } from '../policies/index.js';
import { hospitalRefundLeftOfClaim, htciLimitsFor, policyCoveredOn } from './claim-cover.js';
import { eventNote, moveClaim, readableDue } from './claim-moves.js';
import { startTransfer } from './payout-transfers.js';

/**
 * Claims decided by rules (issue 39; docs/business-rules.md, 'Claims paid by rules'): the settings
 * (a money control: one administrator proposes, another approves), and the decision the job
 * `claims.automate` takes once a claim is filed: approve and pay at once within the daily budget,
 * or leave the claim for a claims officer with the reasons. The rules themselves are pure functions
 * in packages/domain (claim-automation.ts); this file gathers their facts and acts on the answer.
 */

type ChangeRow = typeof claimAutomationChanges.$inferSelect;

/** The settings in force: the latest change applied, or the configured start. */
interface AutomationSettings {
  enabled: boolean;
  maxClaimKobo: Kobo;
  dailyBudgetKobo: Kobo;
  samplePercent: number;
}

/** Before any administrator changed them: the sandbox's figures, on or off as configured. */
function startingSettings(config: Pick<AppConfig, 'claimAutomation'>): AutomationSettings {
  return {
    enabled: config.claimAutomation.on,
    maxClaimKobo: CLAIM_AUTOMATION_SANDBOX.max_claim_kobo,
    dailyBudgetKobo: CLAIM_AUTOMATION_SANDBOX.daily_budget_kobo,
    samplePercent: CLAIM_AUTOMATION_SANDBOX.sample_percent,
  };
}

async function settingsInForce(
  db: DbOrTx,
  config: Pick<AppConfig, 'claimAutomation'>,
): Promise<AutomationSettings> {
  const [row] = await db
    .select()
    .from(claimAutomationChanges)
    .where(eq(claimAutomationChanges.status, 'applied'))
    .orderBy(desc(claimAutomationChanges.decidedAt), desc(claimAutomationChanges.id))
    .limit(1);
  if (!row) return startingSettings(config);
  return {
    enabled: row.enabled,
    maxClaimKobo: row.maxClaimKobo,
    dailyBudgetKobo: row.dailyBudgetKobo,
    samplePercent: row.samplePercent,
  };
}

function changeAnswer(row: ChangeRow) {
  return {
    id: row.id,
    enabled: row.enabled,
    max_claim_kobo: row.maxClaimKobo,
    daily_budget_kobo: row.dailyBudgetKobo,
    sample_percent: row.samplePercent,
    proposed_by: row.proposedBy,
    proposed_at: row.proposedAt.toISOString(),
  };
}

/** GET /api/admin/claims/automation: the settings in force and the change waiting, if any. */
export async function automationAnswer(deps: Pick<AppContext, 'database' | 'config'>) {
  const { db } = deps.database;
  const settings = await settingsInForce(db, deps.config);
  const [pending] = await db
    .select()
    .from(claimAutomationChanges)
    .where(eq(claimAutomationChanges.status, 'awaiting_approval'))
    .limit(1);
  return {
    enabled: settings.enabled,
    max_claim_kobo: settings.maxClaimKobo,
    daily_budget_kobo: settings.dailyBudgetKobo,
    sample_percent: settings.samplePercent,
    pending_change: pending ? changeAnswer(pending) : null,
  };
}

/**
 * PUT /api/admin/claims/automation: an administrator proposes new settings; nothing changes until
 * another administrator approves (409 while a change already waits). Audited.
 */
export async function proposeAutomationChange(
  deps: Pick<AppContext, 'database' | 'config' | 'now'>,
  actor: AuditActor,
  body: ClaimAutomationBody,
) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const before = await settingsInForce(tx, deps.config);
    const [row] = await tx
      .insert(claimAutomationChanges)
      .values({
        enabled: body.enabled,
        maxClaimKobo: kobo(body.max_claim_kobo),
        dailyBudgetKobo: kobo(body.daily_budget_kobo),
        samplePercent: body.sample_percent,
        status: 'awaiting_approval',
        proposedBy: actor.staffId,
        proposedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(claimAutomationCopy.pending);
    await audit(
      tx,
      actor,
      {
        action: 'automation.change_proposed',
        recordType: 'claim_automation_change',
        recordId: row.id,
        before: { ...before },
        after: changeAnswer(row),
      },
      now,
    );
  });
  return automationAnswer(deps);
}

/**
 * POST /api/admin/claims/automation/changes/{id}/approve (apply) or /reject: another administrator
 * than the one who proposed it approves (the proposer: 403, audited); either administrator may turn
 * it down. Applied in the same transaction as its audit row.
 */
export async function decideAutomationChange(
  deps: Pick<AppContext, 'database' | 'config' | 'now'>,
  actor: AuditActor,
  changeId: number,
  decision: 'approve' | 'reject',
) {
  const now = deps.now();
  const { db } = deps.database;
  const [peek] = await db
    .select()
    .from(claimAutomationChanges)
    .where(eq(claimAutomationChanges.id, changeId));
  if (!peek) throw notFound();
  if (decision === 'approve' && peek.proposedBy === actor.staffId) {
    await audit(
      db,
      actor,
      {
        action: 'automation.change_refused',
        recordType: 'claim_automation_change',
        recordId: changeId,
        after: { reason: 'the proposer cannot approve their own change' },
      },
      now,
    );
    throw forbidden(claimAutomationCopy.ownChange);
  }
  await db.transaction(async (tx) => {
    const before = await settingsInForce(tx, deps.config);
    const [change] = await tx
      .update(claimAutomationChanges)
      .set({
        status: decision === 'approve' ? 'applied' : 'rejected',
        decidedBy: actor.staffId,
        decidedAt: now,
      })
      .where(
        and(
          eq(claimAutomationChanges.id, changeId),
          eq(claimAutomationChanges.status, 'awaiting_approval'),
        ),
      )
      .returning();
    if (!change) throw conflict(claimAutomationCopy.notPending);
    await audit(
      tx,
      actor,
      {
        action: decision === 'approve' ? 'automation.change_applied' : 'automation.change_rejected',
        recordType: 'claim_automation_change',
        recordId: changeId,
        before: { ...before },
        after: changeAnswer(change),
      },
      now,
    );
  });
  return automationAnswer(deps);
}

/** The facts the rules read about one claim, all but the day's total (read under its lock). */
async function factsOf(
  db: DbOrTx,
  claim: typeof claims.$inferSelect,
  settings: AutomationSettings,
  now: Date,
): Promise<Omit<ClaimAutomationFacts, 'dayTotalKobo'> & { premiumHeld: boolean }> {
  const today = lagosDate(now);
  const [[customer], [policy], docs, recent] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, claim.customerId)),
    db.select().from(policies).where(eq(policies.id, claim.policyId)),
    db
      .select({ id: uploads.id, type: uploads.contentType, hash: uploads.contentSha256 })
      .from(claimDocuments)
      .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
      .where(eq(claimDocuments.claimId, claim.id)),
    db
      .select({ id: claims.id })
      .from(claims)
      .where(
        and(
          eq(claims.customerId, claim.customerId),
          ne(claims.id, claim.id),
          gte(
            claims.createdAt,
            new Date(claim.createdAt.getTime() - CLAIM_AUTOMATION_QUIET_DAYS * 86_400_000),
          ),
        ),
      ),
  ]);
  if (!customer || !policy) throw notFound();
  const hashes = docs.flatMap((d) => (d.hash ? [d.hash] : []));
  const seen =
    hashes.length === 0
      ? []
      : await db
          .selectDistinct({ hash: uploads.contentSha256 })
          .from(claimDocuments)
          .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
          .where(
            and(
              inArray(uploads.contentSha256, hashes),
              isNotNull(uploads.contentSha256),
              ne(claimDocuments.claimId, claim.id),
            ),
          );
  const histories = await policyHistories(db, [policy.id]);
  const benefit = claim.benefit as ClaimAutomationFacts['benefit'];
  const amount = claim.amountClaimedKobo ?? kobo(0);
  // What is left of the benefit: HealthCash's yearly limits; a hospital refund's care that month
  // (no money limit: what was paid).
  const left =
    claim.productUid === 'HTCI' && benefit && benefit !== 'hospital_refund'
      ? (await htciLimitsFor(db, policy, claim.dateOfLoss, claim.id)).benefits[benefit].left
      : claim.productUid === 'HI'
        ? ((await hospitalRefundLeftOfClaim(db, claim, policy)) ?? amount)
        : kobo(0);
  return {
    enabled: settings.enabled,
    productUid: claim.productUid as ClaimAutomationFacts['productUid'],
    benefit,
    identityVerified: customer.haveCompletedKyc,
    // Filing looked the account up and refused any not in the verified name; the name it answered is kept.
    payoutAccountInName: claim.accountName !== null,
    coverOnEventDate: policyCoveredOn(policy, histories.get(policy.id), claim.dateOfLoss),
    waitingPeriodPassed:
      claim.productUid === 'EI' ? pastWaitingPeriod(policy.startDate, claim.dateOfLoss) : true,
    amountKobo: amount,
    leftKobo: left,
    maxClaimKobo: settings.maxClaimKobo,
    evidence: {
      files: docs.length,
      // A file whose content could not be hashed cannot be checked against other claims either.
      unacceptedType: docs.filter(
        (d) => !CLAIM_AUTOMATION_EVIDENCE_TYPES.includes(d.type) || !d.hash,
      ).length,
      seenBefore: seen.length,
    },
    otherClaimsLast30Days: recent.length,
    policyAgeDays: daysBetween(policy.startDate, today),
    // Renewed: paid beyond its first term (a second month of a monthly policy, a second year).
    renewed:
      policy.nextPaymentDate !== null &&
      policy.nextPaymentDate > addMonths(policy.startDate, policy.policyDuration),
    dailyBudgetKobo: settings.dailyBudgetKobo,
    premiumHeld: stillHeldForPremium(claim.heldForPremiumDue, policy.nextPaymentDate),
  };
}

type AutomationResult = ClaimAutomationRecord & { sentAtOnce: boolean };

/**
 * The job `claims.automate` (queued when a claim is filed): the rules decide a claim still
 * 'submitted' that they have not decided yet. Approve: the claim is approved by 'rules', its payout
 * is approved by the rule set (standing in for the second person) and, while the day's total stays
 * within the budget, sent at once; over it, the payout waits for finance. To a person: the claim
 * stays for a claims officer, with the reasons in its timeline. Never a rejection.
 */
export async function automateClaim(
  deps: Pick<AppContext, 'database' | 'config' | 'now' | 'random'>,
  claimId: number,
): Promise<AutomationResult | null> {
  const now = deps.now();
  const today = lagosDate(now);
  const { db } = deps.database;
  const settings = await settingsInForce(db, deps.config);
  const [peek] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!peek || peek.status !== 'submitted' || peek.automation) return null;
  const { premiumHeld, ...facts } = await factsOf(db, peek, settings, now);
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim || claim.status !== 'submitted' || claim.automation) return null;
    const [day] = await tx
      .select({ sent: claimAutomationDays.sentKobo })
      .from(claimAutomationDays)
      .where(eq(claimAutomationDays.day, today));
    const outcome = decideClaimAutomation(
      // No premium, no cover: a claim waiting for an unpaid premium is for a person.
      {
        ...facts,
        coverOnEventDate: premiumHeld ? 'off' : facts.coverOnEventDate,
        dayTotalKobo: day?.sent ?? kobo(0),
      },
      settings.samplePercent,
      deps.random,
    );
    const record: ClaimAutomationRecord = { ...outcome, decidedAt: now.toISOString() };
    if (outcome.decision === 'to_a_person') {
      await tx
        .update(claims)
        .set({ automation: record, automatedAt: now, updatedAt: now })
        .where(eq(claims.id, claimId));
      await tx.insert(claimEvents).values({
        claimId,
        status: claim.status,
        actor: 'rules',
        ...eventNote({
          copy: 'toAPerson',
          values: {
            reasons: outcome.reasons.join(' '),
            // Which rules, so the customer's page says their reasons in their language.
            rules: (outcome.sampled
              ? ['sampled']
              : outcome.rules.filter((r) => !r.held).map((r) => r.name)
            ).join(' '),
          },
        }),
        at: now,
      });
      return { ...record, sentAtOnce: false };
    }
    const amount = claim.amountClaimedKobo ?? kobo(0);
    // The budget: one conditional update, so parallel filings never take the day past it.
    await tx
      .insert(claimAutomationDays)
      .values({ day: today, updatedAt: now })
      .onConflictDoNothing();
    const [within] = await tx
      .update(claimAutomationDays)
      .set({
        sentKobo: sql`${claimAutomationDays.sentKobo} + ${amount}`,
        claims: sql`${claimAutomationDays.claims} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(claimAutomationDays.day, today),
          sql`${claimAutomationDays.sentKobo} + ${amount} <= ${settings.dailyBudgetKobo}`,
        ),
      )
      .returning({ day: claimAutomationDays.day });
    const approved = await moveClaim(tx, claim, 'approved', {
      actor: 'rules',
      now,
      note: {
        copy: within ? 'approvedByRulesSent' : 'approvedByRulesWaits',
        values: { amount: formatKobo(amount) },
      },
      set: {
        automation: record,
        automatedAt: now,
        lookBackDueOn: addWorkingDays(today, CLAIM_LOOK_BACK_WORKING_DAYS),
        decisionReason: 'Approved by the rules: every check held.',
        approvedAt: now,
        amountApprovedKobo: amount,
      },
      message: { amount, paymentDue: readableDue(paymentDueBy(now)) },
    });
    const [payout] = await tx
      .insert(payouts)
      .values({
        claimId,
        sequence: 1,
        amountKobo: amount,
        dueDate: today,
        // Within the budget the approved rule set is the second person; over it, finance approves.
        status: within ? 'approved' : 'awaiting_approval',
        approvedAt: within ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The look back: a claims officer reviews what the rules paid (claim-look-back.ts).
    await raiseWorkItem(tx, {
      kind: 'claim.look_back',
      claimId,
      subject: `claim:${claimId}:look_back`,
      customerId: claim.customerId,
      transactionReference: claim.claimNumber,
      amountKobo: amount,
      note: `Claim ${claim.claimNumber} (${formatKobo(amount)}) was approved by the rules: look back at it by ${formatCalendarDate(addWorkingDays(today, CLAIM_LOOK_BACK_WORKING_DAYS))}.`,
      now,
    });
    if (within) await startTransfer(tx, payout!, approved, now);
    return { ...record, sentAtOnce: Boolean(within) };
  });
}
