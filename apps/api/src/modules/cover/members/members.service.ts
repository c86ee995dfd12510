import { lagosDate, memberCardValidUntil, type MemberCard, memberCardCopy } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { notFound } from '../../../lib/http-errors.js';
import { findMemberOfCustomer } from './members.repo.js';

/** The member card (issue 28; docs/business-rules.md, 'Health plan members'). */
export function createMembersService(ctx: Pick<AppContext, 'database' | 'now'>) {
  return {
    /** The card of the customer's health policy in force; 404 without one. */
    async memberCard(customerId: number): Promise<MemberCard> {
      const member = await findMemberOfCustomer(ctx.database.db, customerId);
      if (!member) throw notFound(memberCardCopy.noHealthPolicy);
      const today = lagosDate(ctx.now());
      const status = member.status === 'paused' ? 'paused' : 'active';
      return {
        member_number: member.memberNumber,
        name: member.name,
        plan: member.planName,
        policy_number: member.policyNumber,
        hospital:
          member.hospitalCode !== null && member.hospitalName !== null
            ? { code: member.hospitalCode, name: member.hospitalName }
            : null,
        status,
        paused_reason: status === 'paused' ? (member.pauseReason ?? 'payment') : null,
        valid_until: memberCardValidUntil(member, today),
      };
    },
  };
}
