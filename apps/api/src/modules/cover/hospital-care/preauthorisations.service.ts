import {
  benefitsLeft,
  coverToday,
  formatNaira,
  HEALTH_BENEFIT_RULES,
  hospitalCareCopy,
  kobo,
  koboToNaira,
  lagosDate,
  lagosTime,
  MEMBER_NUMBER_ALPHABET,
  memberNumberCopy,
  minutesLeft,
  monthOf,
  nairaToKobo,
  OPEN_PREAUTHORISATION_STATUSES,
  payableOf,
  PREAUTHORISATION_ESCALATE_MINUTES,
  preauthorisationAnswerDueBy,
  preauthorisationByRules,
  preauthorisationDecisionDueBy,
  shouldEscalate,
  type HospitalPreauthorisation,
  type PreauthorisationBenefit,
  type PreauthorisationQueueItem,
} from '@alaafia/domain';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { conflict, fieldError, notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  activeStaffWithRoles,
  audit,
  type AuditActor,
  type HospitalStaffSession,
} from '../../platform/access/index.js';
import { notify } from '../../platform/messaging/index.js';
import { findMemberByNumber } from '../members/index.js';
import {
  dueToEscalate,
  findPreauthorisation,
  insertPreauthorisation,
  listPreauthorisations,
  lockPolicyBenefit,
  markEscalated,
  recordFinalBill,
  usedByBenefit,
  type PreauthorisationRow,
  type PreauthorisationWithMember,
} from './hospital-care.repo.js';
import { askMemberAboutCare } from './care-confirmations.js';
import { standingOf } from './hospital-standing.js';
import { movePreauthorisation } from './preauthorisation-moves.js';

/*
 * Pre-authorisations (issue 28; the NHIA clocks, emergencies and approval by rules: issue 39 item
 * 5; partial approval, the final bill, the limit's lock: issue 38 items 5 and 8;
 * docs/business-rules.md, 'Visits and pre-authorisations' and 'The NHIA clocks').
 */

/** 'PA-' and 8 characters of Crockford base32 from the CSPRNG: the code the hospital quotes. */
function newAuthorisationCode(): string {
  const bytes = randomBytes(8);
  let out = 'PA-';
  for (const b of bytes) out += MEMBER_NUMBER_ALPHABET[b % 32];
  return out;
}

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const nairaOrNull = (k: number | null) => (k === null ? null : koboToNaira(kobo(k)));
const isOpen = (p: PreauthorisationRow) =>
  (OPEN_PREAUTHORISATION_STATUSES as readonly string[]).includes(p.status);

function toHospitalAnswer(row: PreauthorisationWithMember, now: Date): HospitalPreauthorisation {
  const p = row.preauthorisation;
  const decisionDueBy = preauthorisationDecisionDueBy(p.requestedAt, p.emergency);
  return {
    id: p.id,
    status: p.status,
    member_number: row.memberNumber ?? '',
    name: nameOf(row),
    benefit: p.benefit,
    treatment: p.treatment,
    reason: p.reason,
    estimated_amount: koboToNaira(p.estimatedAmountKobo),
    code: p.status === 'approved' ? p.code : null,
    decision_reason: p.decisionReason,
    requested_at: p.requestedAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
    emergency: p.emergency,
    provisional_code: p.provisionalCode,
    answer_due_by: p.answerDueBy.toISOString(),
    escalated_at: p.escalatedAt?.toISOString() ?? null,
    decision_due_by: decisionDueBy.toISOString(),
    minutes_left: isOpen(p) ? minutesLeft(decisionDueBy, now) : null,
    decided_by: p.decidedByKind,
    approved_amount: nairaOrNull(p.approvedAmountKobo),
    final_bill: nairaOrNull(p.finalBillKobo),
    payable: koboToNaira(p.payableKobo),
  };
}

/** Kobo left this month of a benefit with a money limit (null: no money limit). */
async function leftOf(
  db: DbOrTx,
  policyId: number,
  benefit: PreauthorisationBenefit,
  month: string,
  hospitalId?: number,
) {
  if (benefit === 'other') return null;
  const limit = HEALTH_BENEFIT_RULES[benefit].monthlyLimitKobo;
  if (limit === null) return null;
  const used = (await usedByBenefit(db, policyId, month, hospitalId))[benefit] ?? 0;
  return Math.max(0, limit - used);
}

export function createPreauthorisationsService(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
) {
  const { db } = ctx.database;
  const tariffKobo = ctx.config.preauthorisationTariffKobo;

  /** The rules' approval, in the request's transaction under the policy and benefit's lock. */
  async function approveByRules(
    tx: DbOrTx,
    row: PreauthorisationRow,
    input: { customerId: number; hospitalName: string; atMembersHospital: boolean },
    now: Date,
  ) {
    const code = row.provisionalCode ?? newAuthorisationCode();
    return movePreauthorisation(tx, row, 'approved', {
      staffId: null,
      now,
      set: {
        code,
        decisionReason: 'Approved by the rules: within the plan’s benefit and the tariff.',
        approvedAmountKobo: kobo(row.estimatedAmountKobo),
        payableKobo: kobo(row.estimatedAmountKobo),
      },
      tell: input.atMembersHospital
        ? {
            customerId: input.customerId,
            event: 'preauthorisation.approved',
            params: {
              hospital: input.hospitalName,
              benefit: benefitName(row.benefit),
              code,
            },
          }
        : null,
    });
  }

  return {
    /**
     * A request for treatment outside primary care: the member must be covered today (at any
     * hospital of the network: an emergency may be anywhere), and the benefit usable. An emergency
     * gets its provisional code at once. The rules approve at once what is within the plan's
     * benefit and the tariff (never declining); the rest waits for a claims officer on the hour's
     * clock. Audited.
     */
    async request(
      session: HospitalStaffSession,
      body: {
        member_number: string;
        treatment: string;
        reason: string;
        estimated_amount: number;
        benefit: PreauthorisationBenefit;
        emergency: boolean;
      },
      actor: AuditActor,
    ) {
      const member = await findMemberByNumber(db, body.member_number);
      if (!member) throw notFound(memberNumberCopy.notFound);
      const day = lagosDate(ctx.now());
      const standing = standingOf(member, session.hospitalId, day);
      if (!standing.covered) throw unprocessable(hospitalCareCopy.notCovered);
      const benefitAvailable =
        body.benefit === 'other' ||
        benefitsLeft(member.startDate, day, {}).find((b) => b.benefit === body.benefit)!.available;
      if (!benefitAvailable) throw fieldError('benefit', hospitalCareCopy.benefitNotYet);
      const now = ctx.now();
      const month = monthOf(day);
      const estimatedKobo = nairaToKobo(body.estimated_amount);
      return db.transaction(async (tx) => {
        await lockPolicyBenefit(tx, member.policyId, body.benefit);
        const leftKobo = await leftOf(tx, member.policyId, body.benefit, month);
        const rules = preauthorisationByRules({
          benefit: body.benefit,
          estimatedKobo,
          covered: standing.covered,
          benefitAvailable,
          leftKobo,
          tariffKobo,
        });
        const inserted = await insertPreauthorisation(tx, {
          policyId: member.policyId,
          hospitalId: session.hospitalId,
          requestedBy: session.staffId,
          benefit: body.benefit,
          treatment: body.treatment,
          reason: body.reason,
          estimatedAmountKobo: estimatedKobo,
          requestedAt: now,
          month,
          emergency: body.emergency,
          provisionalCode: body.emergency ? newAuthorisationCode() : null,
          answerDueBy: preauthorisationAnswerDueBy(now),
          ruleReasons: rules.reasons,
        });
        const row =
          rules.decision === 'approve'
            ? ((await approveByRules(
                tx,
                inserted,
                {
                  customerId: member.customerId,
                  hospitalName: session.hospitalName,
                  atMembersHospital: standing.atThisHospital,
                },
                now,
              )) ?? inserted)
            : inserted;
        await audit(
          tx,
          actor,
          {
            action: 'preauthorisation.requested',
            recordType: 'preauthorisation',
            recordId: row.id,
            after: {
              member_number: member.memberNumber,
              hospital: session.hospitalCode,
              benefit: row.benefit,
              estimated_amount_kobo: row.estimatedAmountKobo,
              emergency: row.emergency,
              status: row.status,
              rules: rules.decision,
            },
          },
          now,
        );
        const ownLeft = await leftOf(tx, member.policyId, body.benefit, month, session.hospitalId);
        return {
          id: row.id,
          status: row.status as 'pending' | 'provisional' | 'approved',
          emergency: row.emergency,
          provisional_code: row.provisionalCode,
          code: row.status === 'approved' ? row.code : null,
          answer_due_by: row.answerDueBy.toISOString(),
          minutes_left: isOpen(row)
            ? minutesLeft(preauthorisationDecisionDueBy(row.requestedAt, row.emergency), now)
            : null,
          left_this_month: nairaOrNull(ownLeft),
        };
      });
    },

    /** The hospital's own pre-authorisation (another hospital's is 404). */
    async forHospital(
      session: HospitalStaffSession,
      id: number,
    ): Promise<HospitalPreauthorisation> {
      const row = await findPreauthorisation(db, id);
      if (!row || row.preauthorisation.hospitalId !== session.hospitalId) throw notFound();
      return toHospitalAnswer(row, ctx.now());
    },

    async listForHospital(session: HospitalStaffSession) {
      const rows = await listPreauthorisations(db, { hospitalId: session.hospitalId });
      const now = ctx.now();
      return rows.reverse().map((r) => toHospitalAnswer(r, now));
    },

    /**
     * The hospital records the final bill against an approved code (issue 38 item 5): capitation
     * then pays the bill, at most the approved amount. Refused once a statement has paid it.
     */
    async recordBill(
      session: HospitalStaffSession,
      id: number,
      body: { amount: number },
      actor: AuditActor,
    ): Promise<HospitalPreauthorisation> {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const found = await findPreauthorisation(tx, id);
        if (!found || found.preauthorisation.hospitalId !== session.hospitalId) throw notFound();
        await lockPolicyBenefit(
          tx,
          found.preauthorisation.policyId,
          found.preauthorisation.benefit,
        );
        const p = (await findPreauthorisation(tx, id))!.preauthorisation;
        if (p.status !== 'approved') throw unprocessable(hospitalCareCopy.billNotApproved);
        if (p.capitationStatementId !== null) throw conflict(hospitalCareCopy.billAlreadyPaid);
        const finalBillKobo = nairaToKobo(body.amount);
        const payableKobo = kobo(
          payableOf({ status: p.status, approvedKobo: p.approvedAmountKobo, finalBillKobo }),
        );
        const billed = await recordFinalBill(tx, id, { finalBillKobo, payableKobo, billedAt: now });
        if (!billed) throw conflict(hospitalCareCopy.billAlreadyPaid);
        // The code was used: the member is asked whether they received the care (once; issue 39
        // item 6, care-confirmations.ts).
        await askMemberAboutCare(tx, {
          customerId: found.customerId,
          policyId: p.policyId,
          hospitalId: p.hospitalId,
          hospitalName: found.hospitalName,
          careDate: lagosDate(p.requestedAt),
          preauthorisationId: p.id,
          benefit: benefitName(p.benefit),
          now,
          appUrl: ctx.config.appUrl,
        });
        await audit(
          tx,
          actor,
          {
            action: 'preauthorisation.billed',
            recordType: 'preauthorisation',
            recordId: id,
            before: { final_bill_kobo: p.finalBillKobo, payable_kobo: p.payableKobo },
            after: { final_bill_kobo: finalBillKobo, payable_kobo: payableKobo },
          },
          now,
        );
        return toHospitalAnswer({ ...found, preauthorisation: billed }, now);
      });
    },

    /**
     * The claims officers' queue: the open ones (escalated first, then by their clock: the hour, or
     * an emergency's 48 hours), or the decided ones newest first.
     */
    async queue(status: 'pending' | 'decided'): Promise<PreauthorisationQueueItem[]> {
      const rows =
        status === 'pending'
          ? await listPreauthorisations(db, {
              statuses: OPEN_PREAUTHORISATION_STATUSES,
              byClock: true,
            })
          : (await listPreauthorisations(db, { statuses: ['approved', 'rejected'] })).reverse();
      const now = ctx.now();
      const day = lagosDate(now);
      const items: PreauthorisationQueueItem[] = [];
      for (const row of rows) {
        const p = row.preauthorisation;
        const member = row.memberNumber ? await findMemberByNumber(db, row.memberNumber) : null;
        const left = await leftOf(db, p.policyId, p.benefit, p.month);
        const dueBy = preauthorisationDecisionDueBy(p.requestedAt, p.emergency);
        items.push({
          ...toHospitalAnswer(row, now),
          hospital: { code: row.hospitalCode, name: row.hospitalName },
          policy_number: row.policyNumber,
          covered: member ? coverToday(member, day).covered : false,
          left_this_month: left === null ? null : koboToNaira(kobo(left)),
          due_by: dueBy.toISOString(),
          late: isOpen(p) && dueBy.getTime() < now.getTime(),
          escalated: p.escalatedAt !== null,
          rules: p.ruleReasons,
        });
      }
      return items;
    },

    /**
     * A claims officer approves (a code is given; `amount` approves a part of the estimate) or
     * rejects (with the reason; an emergency's provisional code declined still pays `amount`, the
     * care given before the decision). An approval above what is left of the benefit's monthly
     * limit is refused, read under the policy and benefit's lock. The member is told, in words of
     * our own, when the request came from their hospital.
     */
    async decide(
      id: number,
      body: { decision: 'approve' | 'reject'; reason: string; amount?: number | undefined },
      officer: { staffId: number },
      actor: AuditActor,
    ): Promise<HospitalPreauthorisation> {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const first = await findPreauthorisation(tx, id);
        if (!first) throw notFound();
        await lockPolicyBenefit(
          tx,
          first.preauthorisation.policyId,
          first.preauthorisation.benefit,
        );
        const found = (await findPreauthorisation(tx, id))!;
        const p = found.preauthorisation;
        if (!isOpen(p)) throw conflict(hospitalCareCopy.alreadyDecided);
        const member = found.memberNumber ? await findMemberByNumber(tx, found.memberNumber) : null;
        const atMembersHospital = member?.hospitalId === p.hospitalId;
        const approve = body.decision === 'approve';
        let amountKobo: number | null = null;
        if (approve) {
          amountKobo = body.amount === undefined ? p.estimatedAmountKobo : nairaToKobo(body.amount);
          if (amountKobo < 1 || amountKobo > p.estimatedAmountKobo)
            throw fieldError('amount', hospitalCareCopy.overEstimate);
          const left = await leftOf(tx, p.policyId, p.benefit, p.month);
          if (left !== null && amountKobo > left)
            throw fieldError(
              'decision',
              hospitalCareCopy.overLimit(formatNaira(koboToNaira(kobo(left)))),
            );
        } else if (p.status === 'provisional') {
          if (body.amount === undefined)
            throw fieldError('amount', hospitalCareCopy.careBeforeDecisionRequired);
          amountKobo = nairaToKobo(body.amount);
          if (amountKobo > p.estimatedAmountKobo)
            throw fieldError('amount', hospitalCareCopy.overEstimate);
        }
        const benefit = benefitName(p.benefit);
        const code = approve ? (p.provisionalCode ?? newAuthorisationCode()) : null;
        const moved = approve
          ? await movePreauthorisation(tx, p, 'approved', {
              staffId: officer.staffId,
              now,
              set: {
                code,
                decisionReason: body.reason,
                approvedAmountKobo: kobo(amountKobo!),
                payableKobo: kobo(amountKobo!),
              },
              tell: atMembersHospital
                ? {
                    customerId: found.customerId,
                    event: 'preauthorisation.approved',
                    params: { hospital: found.hospitalName, benefit, code: code! },
                  }
                : null,
            })
          : await movePreauthorisation(tx, p, 'rejected', {
              staffId: officer.staffId,
              now,
              set: {
                decisionReason: body.reason,
                approvedAmountKobo: amountKobo === null ? null : kobo(amountKobo),
                payableKobo: kobo(amountKobo ?? 0),
              },
              tell: atMembersHospital
                ? {
                    customerId: found.customerId,
                    event: 'preauthorisation.rejected',
                    params: { hospital: found.hospitalName, benefit },
                  }
                : null,
            });
        if (!moved) throw conflict(hospitalCareCopy.alreadyDecided);
        await audit(
          tx,
          actor,
          {
            action: approve ? 'preauthorisation.approved' : 'preauthorisation.rejected',
            recordType: 'preauthorisation',
            recordId: p.id,
            before: { status: p.status },
            after: {
              status: moved.status,
              code: moved.code,
              reason: body.reason,
              amount_kobo: moved.approvedAmountKobo,
            },
          },
          now,
        );
        return toHospitalAnswer({ ...found, preauthorisation: moved }, now);
      });
    },
  };
}

/** The benefit's name as the plan words it (never the hospital's own words). */
export function benefitName(benefit: PreauthorisationBenefit): string {
  return benefit === 'other' ? 'health plan' : HEALTH_BENEFIT_RULES[benefit].name;
}

/**
 * The NHIA's 45 minutes (issue 39 item 5; the job `preauthorisations.escalate`, every minute): each
 * request unanswered 45 minutes after it was asked is marked escalated, which puts it at the top of
 * the claims officers' queue, and every claims officer and administrator is told through notify.
 * Answers how many escalated.
 */
export async function escalatePreauthorisations(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  const now = ctx.now();
  const due = await dueToEscalate(
    db,
    new Date(now.getTime() - PREAUTHORISATION_ESCALATE_MINUTES * 60_000),
  );
  let escalated = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const found = await findPreauthorisation(tx, id);
      if (!found || !shouldEscalate(found.preauthorisation, now)) return false;
      const row = await markEscalated(tx, id, now);
      if (!row) return false;
      for (const person of await activeStaffWithRoles(tx, ['claims_officer', 'administrator'])) {
        await notify(tx, {
          staffId: person.id,
          event: 'preauthorisation.escalated',
          key: `preauthorisation:${id}:escalated:${person.id}`,
          params: {
            hospital: found.hospitalName,
            benefit: benefitName(row.benefit),
            requestId: id,
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
