import {
  STAFF_INDEPENDENCE_DAYS,
  mayApproveMoney,
  moneyCopy,
  type MoneyProposalStatus,
  type StaffRole,
} from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import { forbidden } from '../../../lib/http-errors.js';
import { staffAreLinked } from './staff.repo.js';

/**
 * Who may approve money (issue 24; docs/business-rules.md, 'Who may approve money'): a finance
 * member who is none of the people the money came from (the claim's decider, the refund's starter),
 * did not create any of them (ever), was not created by them, and did not create or change their
 * access, nor they the approver's, in the last STAFF_INDEPENDENCE_DAYS. Throws 403 otherwise.
 * Payouts and staff refunds both call this; nothing else sends money on one person's word.
 */
export async function assertMayApproveMoney(
  db: DbOrTx,
  approver: { id: number; roles: StaffRole[] },
  others: readonly (number | null)[],
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - STAFF_INDEPENDENCE_DAYS * 86_400_000);
  for (const other of others) {
    if (other === null || !mayApproveMoney(other, approver))
      throw forbidden(moneyCopy.sameApprover);
    if (await staffAreLinked(db, approver.id, other, since))
      throw forbidden(moneyCopy.linkedApprover);
  }
}

/**
 * The common fields of the answer of money one finance member proposed and another approves (a
 * remittance, a manual journal, a hospital's capitation payment), with the proposer's name.
 */
export function proposalAnswer(
  row: {
    id: number;
    status: MoneyProposalStatus;
    proposedBy: number;
    proposedAt: Date;
    approvedBy: number | null;
    approvedAt: Date | null;
    entryId: number | null;
  },
  names: Map<number, string>,
) {
  return {
    id: row.id,
    status: row.status,
    proposed_by: row.proposedBy,
    proposed_by_name: names.get(row.proposedBy) ?? '',
    proposed_at: row.proposedAt.toISOString(),
    approved_by: row.approvedBy,
    approved_at: row.approvedAt?.toISOString() ?? null,
    entry_id: row.entryId,
  };
}
