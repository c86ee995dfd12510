import {
  benefitsLeft,
  coverToday,
  eligibilityReasonCopy,
  formatNaira,
  HEALTH_BENEFIT_RULES,
  hospitalCareCopy,
  isLate,
  kobo,
  koboToNaira,
  lagosDate,
  memberNumberCopy,
  MEMBER_NUMBER_ALPHABET,
  monthOf,
  nairaToKobo,
  preauthorisationDueBy,
  type Eligibility,
  type EligibilityReason,
  type HospitalPreauthorisation,
  type PreauthorisationBenefit,
  type PreauthorisationQueueItem,
  type Visit,
} from '@alaafia/domain';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { conflict, fieldError, notFound, unprocessable } from '../../../lib/http-errors.js';
import { audit, type AuditActor, type HospitalStaffSession } from '../../platform/access/index.js';
import { findMemberByNumber, type HealthMember } from '../members/index.js';
import {
  approvedByBenefit,
  findPreauthorisation,
  hospitalById,
  insertPreauthorisation,
  insertVisit,
  listPreauthorisations,
  listVisits,
  type PreauthorisationWithMember,
} from './hospital-care.repo.js';
import { movePreauthorisation } from './preauthorisation-moves.js';

/** 'PA-' and 8 characters of Crockford base32 from the CSPRNG: the code the hospital quotes. */
function newAuthorisationCode(): string {
  const bytes = randomBytes(8);
  let out = 'PA-';
  for (const b of bytes) out += MEMBER_NUMBER_ALPHABET[b % 32];
  return out;
}

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/** A member's standing at a hospital today: covered, there or not, and why not in plain words. */
export function standingOf(member: HealthMember, hospitalId: number, today: string) {
  const cover = coverToday(member, today);
  const atThisHospital = member.hospitalId === hospitalId;
  const code: EligibilityReason | null =
    cover.reason ?? (atThisHospital ? null : 'another_hospital');
  return {
    covered: cover.covered,
    atThisHospital,
    reasonCode: code,
    reason: code === null ? null : eligibilityReasonCopy[code],
  };
}

function toHospitalAnswer(row: PreauthorisationWithMember): HospitalPreauthorisation {
  const p = row.preauthorisation;
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
  };
}

/** Kobo left this month of a benefit with a money limit (null: no money limit). */
async function leftOf(
  db: DbOrTx,
  policyId: number,
  benefit: PreauthorisationBenefit,
  month: string,
) {
  if (benefit === 'other') return null;
  const limit = HEALTH_BENEFIT_RULES[benefit].monthlyLimitKobo;
  if (limit === null) return null;
  const used = (await approvedByBenefit(db, policyId, month))[benefit] ?? 0;
  return Math.max(0, limit - used);
}

/**
 * The hospital portal and the claims officers' pre-authorisation queue (issue 28;
 * docs/business-rules.md, 'The health plan at the hospital').
 */
export function createHospitalCareService(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  const today = () => lagosDate(ctx.now());

  /** The member by number, or 404 (the look-up is audited either way by the caller). */
  async function memberOr404(memberNumber: string) {
    const member = await findMemberByNumber(db, memberNumber);
    if (!member) throw notFound(memberNumberCopy.notFound);
    return member;
  }

  return {
    /** A hospital's code and name. */
    async hospitalOf(id: number) {
      const found = await hospitalById(db, id);
      if (!found) throw notFound();
      return { code: found.code, name: found.name };
    },

    /** Eligibility: covered today, at this hospital, why not, the benefits and what is left. Audited. */
    async lookUp(
      session: HospitalStaffSession,
      memberNumber: string,
      actor: AuditActor,
    ): Promise<Eligibility> {
      const now = ctx.now();
      const member = await findMemberByNumber(db, memberNumber);
      const day = today();
      const standing = member ? standingOf(member, session.hospitalId, day) : null;
      await audit(
        db,
        actor,
        {
          action: 'member.looked_up',
          recordType: 'policy',
          recordId: member?.policyId,
          after: {
            member_number: memberNumber,
            found: member !== null,
            hospital: session.hospitalCode,
            covered: standing?.covered ?? null,
            at_this_hospital: standing?.atThisHospital ?? null,
          },
        },
        now,
      );
      if (!member || !standing) throw notFound(memberNumberCopy.notFound);
      const used = await approvedByBenefit(db, member.policyId, monthOf(day));
      return {
        member_number: member.memberNumber,
        name: member.name,
        plan: member.planName,
        covered: standing.covered,
        at_this_hospital: standing.atThisHospital,
        reason: standing.reason,
        reason_code: standing.reasonCode,
        benefits: benefitsLeft(member.startDate, day, used),
      };
    },

    /** A primary-care visit: the member covered today and enrolled at this hospital. Audited. */
    async recordVisit(
      session: HospitalStaffSession,
      body: { member_number: string; date: string; treatment: string },
      actor: AuditActor,
    ): Promise<Visit> {
      const member = await memberOr404(body.member_number);
      const day = today();
      if (body.date > day) throw fieldError('date', hospitalCareCopy.visitInFuture);
      const standing = standingOf(member, session.hospitalId, day);
      if (!standing.covered) throw unprocessable(hospitalCareCopy.notCovered);
      if (!standing.atThisHospital) throw unprocessable(hospitalCareCopy.notAtThisHospital);
      // Asked only of the member's own hospital: a visit before the cover began is not covered care.
      if (body.date < member.startDate) throw fieldError('date', hospitalCareCopy.visitBeforeCover);
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const visit = await insertVisit(tx, {
          policyId: member.policyId,
          hospitalId: session.hospitalId,
          recordedBy: session.staffId,
          visitDate: body.date,
          treatment: body.treatment,
          createdAt: now,
        });
        await audit(
          tx,
          actor,
          {
            action: 'visit.recorded',
            recordType: 'policy',
            recordId: member.policyId,
            after: { visit_id: visit.id, date: body.date, hospital: session.hospitalCode },
          },
          now,
        );
        return {
          id: visit.id,
          member_number: member.memberNumber,
          name: member.name,
          date: visit.visitDate,
          treatment: visit.treatment,
          recorded_at: visit.createdAt.toISOString(),
        };
      });
    },

    async visits(session: HospitalStaffSession): Promise<Visit[]> {
      const rows = await listVisits(db, session.hospitalId);
      return rows.map((r) => ({
        id: r.visit.id,
        member_number: r.memberNumber ?? '',
        name: nameOf(r),
        date: r.visit.visitDate,
        treatment: r.visit.treatment,
        recorded_at: r.visit.createdAt.toISOString(),
      }));
    },

    /**
     * A request for treatment outside primary care: the member must be covered today (at any
     * hospital of the network: an emergency may be anywhere), and the benefit usable. Audited.
     */
    async requestPreauthorisation(
      session: HospitalStaffSession,
      body: {
        member_number: string;
        treatment: string;
        reason: string;
        estimated_amount: number;
        benefit: PreauthorisationBenefit;
      },
      actor: AuditActor,
    ) {
      const member = await memberOr404(body.member_number);
      const day = today();
      const standing = standingOf(member, session.hospitalId, day);
      if (!standing.covered) throw unprocessable(hospitalCareCopy.notCovered);
      if (body.benefit !== 'other') {
        const benefit = benefitsLeft(member.startDate, day, {}).find(
          (b) => b.benefit === body.benefit,
        )!;
        if (!benefit.available)
          throw fieldError('benefit', hospitalCareCopy.benefitNotYet(benefit.available_from!));
      }
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const row = await insertPreauthorisation(tx, {
          policyId: member.policyId,
          hospitalId: session.hospitalId,
          requestedBy: session.staffId,
          benefit: body.benefit,
          treatment: body.treatment,
          reason: body.reason,
          estimatedAmountKobo: nairaToKobo(body.estimated_amount),
          requestedAt: now,
          month: monthOf(day),
        });
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
            },
          },
          now,
        );
        return { id: row.id, status: 'pending' as const };
      });
    },

    /** The hospital's own pre-authorisation (another hospital's is 404). */
    async hospitalPreauthorisation(
      session: HospitalStaffSession,
      id: number,
    ): Promise<HospitalPreauthorisation> {
      const row = await findPreauthorisation(db, id);
      if (!row || row.preauthorisation.hospitalId !== session.hospitalId) throw notFound();
      return toHospitalAnswer(row);
    },

    async hospitalPreauthorisations(session: HospitalStaffSession) {
      const rows = await listPreauthorisations(db, { hospitalId: session.hospitalId });
      return rows.reverse().map(toHospitalAnswer);
    },

    /** The claims officers' queue: pending first (oldest first), with the working-day clock. */
    async queue(status: 'pending' | 'decided'): Promise<PreauthorisationQueueItem[]> {
      const rows = await listPreauthorisations(db, {
        statuses: status === 'pending' ? ['pending'] : ['approved', 'rejected'],
      });
      const now = ctx.now();
      const day = today();
      const items: PreauthorisationQueueItem[] = [];
      for (const row of rows) {
        const p = row.preauthorisation;
        const member = row.memberNumber ? await findMemberByNumber(db, row.memberNumber) : null;
        const left = await leftOf(db, p.policyId, p.benefit, p.month);
        const dueBy = preauthorisationDueBy(p.requestedAt);
        items.push({
          ...toHospitalAnswer(row),
          hospital: { code: row.hospitalCode, name: row.hospitalName },
          policy_number: row.policyNumber,
          covered: member ? coverToday(member, day).covered : false,
          left_this_month: left === null ? null : koboToNaira(left),
          due_by: dueBy,
          late: p.status === 'pending' && isLate(dueBy, now),
        });
      }
      return status === 'decided' ? items.reverse() : items;
    },

    /**
     * A claims officer approves (a code is given) or rejects (with the reason) a pending request;
     * an approval above what is left of the benefit's monthly limit is refused. The member is told.
     */
    async decide(
      id: number,
      body: { decision: 'approve' | 'reject'; reason: string },
      officer: { staffId: number },
      actor: AuditActor,
    ): Promise<HospitalPreauthorisation> {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const found = await findPreauthorisation(tx, id);
        if (!found) throw notFound();
        const p = found.preauthorisation;
        if (p.status !== 'pending') throw conflict(hospitalCareCopy.alreadyDecided);
        if (body.decision === 'approve') {
          const left = await leftOf(tx, p.policyId, p.benefit, p.month);
          if (left !== null && p.estimatedAmountKobo > left)
            throw fieldError(
              'decision',
              hospitalCareCopy.overLimit(formatNaira(koboToNaira(kobo(left)))),
            );
        }
        const approve = body.decision === 'approve';
        const code = approve ? newAuthorisationCode() : null;
        const moved = approve
          ? await movePreauthorisation(tx, p, 'approved', {
              staffId: officer.staffId,
              now,
              set: { code, decisionReason: body.reason },
              tell: {
                customerId: found.customerId,
                event: 'preauthorisation.approved',
                params: { hospital: found.hospitalName, treatment: p.treatment, code: code! },
              },
            })
          : await movePreauthorisation(tx, p, 'rejected', {
              staffId: officer.staffId,
              now,
              set: { decisionReason: body.reason },
              tell: {
                customerId: found.customerId,
                event: 'preauthorisation.rejected',
                params: {
                  hospital: found.hospitalName,
                  treatment: p.treatment,
                  reason: body.reason,
                },
              },
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
            after: { status: moved.status, code: moved.code, reason: body.reason },
          },
          now,
        );
        return toHospitalAnswer({ ...found, preauthorisation: moved });
      });
    },
  };
}
