import {
  benefitsLeft,
  hospitalCareCopy,
  maskDob,
  lagosDate,
  memberNumberCopy,
  monthOf,
  type Eligibility,
  type Visit,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { fieldError, notFound, unprocessable } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { audit, type AuditActor, type HospitalStaffSession } from '../../platform/access/index.js';
import { findMemberByNumber } from '../members/index.js';
import { askMemberAboutCare } from './care-confirmations.js';
import { hospitalById, insertVisit, listVisits, usedByBenefit } from './hospital-care.repo.js';
import { standingOf } from './hospital-standing.js';

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/**
 * Member look-ups per hospital session (issue 38 item 14): a desk checks a member or two a minute;
 * a script reading the register is stopped (429; docs/business-rules.md, 'Eligibility').
 */
const hospitalLookUpRateLimit: RateLimitRule = {
  name: 'hospital:lookup',
  limit: 30,
  windowMs: 60_000,
};

/**
 * The hospital portal's members and visits (issue 28; docs/business-rules.md, 'The health plan at
 * the hospital'). Pre-authorisations are preauthorisations.service.ts.
 */
export function createHospitalCareService(
  ctx: Pick<AppContext, 'database' | 'now' | 'rateLimiter' | 'cipher' | 'config'>,
) {
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
      dateOfBirth?: string,
    ): Promise<Eligibility> {
      // 300 look-ups in 2.6 s from one desk were possible (issue 38 item 14): a limit per session.
      await ctx.rateLimiter.consume(hospitalLookUpRateLimit, String(session.sessionId));
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
      const dob = ctx.cipher.decryptNullable(member.dobEnc);
      // Only this hospital's own requests count here: another hospital's are not its business.
      const used = await usedByBenefit(db, member.policyId, monthOf(day), session.hospitalId);
      return {
        member_number: member.memberNumber,
        name: member.name,
        plan: member.planName,
        covered: standing.covered,
        at_this_hospital: standing.atThisHospital,
        reason: standing.reason,
        reason_code: standing.reasonCode,
        // The photo we do not hold; the date of birth, masked as everywhere, and confirmed when the
        // desk types the one the member gives (issue 38 item 7).
        date_of_birth: dob === null ? null : maskDob(dob),
        date_of_birth_confirmed:
          dateOfBirth === undefined || dob === null ? null : dob === dateOfBirth,
        // available_from would tell the policy's start: a hospital is not told it.
        benefits: benefitsLeft(member.startDate, day, used).map((b) => ({
          ...b,
          available_from: null,
        })),
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
        // The member is asked whether they had this visit (issue 39 item 6, care-confirmations.ts).
        await askMemberAboutCare(tx, {
          customerId: member.customerId,
          policyId: member.policyId,
          hospitalId: session.hospitalId,
          hospitalName: session.hospitalName,
          careDate: visit.visitDate,
          visitId: visit.id,
          now,
          appUrl: ctx.config.appUrl,
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
  };
}
