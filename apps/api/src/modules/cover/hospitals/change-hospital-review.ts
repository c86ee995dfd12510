import { formatLongDate, nextHospitalChangeAllowedAt, reviewsCopy } from '@alaafia/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { changeHospitalRequests, hospitals } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { afterKey, exactTime, type TimeKeyPage } from '../../../lib/paging.js';
import { updateCustomerProfile } from '../../customers/customers/index.js';
import { lastApprovedChangeAt, lockCustomerHospital } from './change-hospital.repo.js';
import { findHospital } from './hospitals.repo.js';

type ChangeHospitalRequestRow = typeof changeHospitalRequests.$inferSelect;

const fromHospital = alias(hospitals, 'from_hospital');

/** The queue: pending hospital change requests, oldest first, with both hospitals' names; a keyset page (one row more than the limit when there are more). */
export async function listPendingChangeRequests(db: DbOrTx, page: TimeKeyPage) {
  return db
    .select({
      request: changeHospitalRequests,
      toName: hospitals.name,
      fromName: fromHospital.name,
      sortAt: exactTime(changeHospitalRequests.createdAt),
    })
    .from(changeHospitalRequests)
    .innerJoin(hospitals, eq(hospitals.id, changeHospitalRequests.hospitalId))
    .leftJoin(fromHospital, eq(fromHospital.id, changeHospitalRequests.fromHospitalId))
    .where(
      and(
        eq(changeHospitalRequests.status, 'pending'),
        page.after
          ? afterKey([changeHospitalRequests.createdAt, changeHospitalRequests.id], page.after)
          : undefined,
      ),
    )
    .orderBy(asc(changeHospitalRequests.createdAt), asc(changeHospitalRequests.id))
    .limit(page.limit + 1);
}

export async function findChangeRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ request: changeHospitalRequests, toName: hospitals.name })
    .from(changeHospitalRequests)
    .innerJoin(hospitals, eq(hospitals.id, changeHospitalRequests.hospitalId))
    .where(eq(changeHospitalRequests.id, id));
  return row ?? null;
}

/**
 * Decides a pending request in the caller's transaction: the customer's row is locked first (the
 * same lock a new request takes), and only one decision wins (conditional on `pending`); null when
 * it was not pending any more. Approving moves the preferred hospital, under the 3-month rule, to a
 * hospital still in the network (422 otherwise, and nothing changes).
 */
export async function decideChangeRequest(
  tx: DbOrTx,
  input: {
    id: number;
    staffId: number;
    decision: 'approve' | 'reject';
    reason: string | null;
    now: Date;
  },
): Promise<{ request: ChangeHospitalRequestRow; previousHospitalId: number | null } | null> {
  const [pending] = await tx
    .select({ customerId: changeHospitalRequests.customerId })
    .from(changeHospitalRequests)
    .where(eq(changeHospitalRequests.id, input.id));
  if (!pending) return null;
  const customer = await lockCustomerHospital(tx, pending.customerId);
  const lastApproved = await lastApprovedChangeAt(tx, pending.customerId);
  const [request] = await tx
    .update(changeHospitalRequests)
    .set({
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: input.now,
      decidedBy: input.staffId,
      decisionReason: input.reason,
    })
    .where(
      and(eq(changeHospitalRequests.id, input.id), eq(changeHospitalRequests.status, 'pending')),
    )
    .returning();
  if (!request) return null;
  if (input.decision === 'approve') {
    if (!(await findHospital(tx, request.hospitalId)))
      throw unprocessable(reviewsCopy.hospitalLeftNetwork);
    if (lastApproved) {
      const allowedAt = nextHospitalChangeAllowedAt(lastApproved);
      if (allowedAt > input.now)
        throw unprocessable(reviewsCopy.hospitalTooSoon(formatLongDate(allowedAt)));
    }
    await updateCustomerProfile(
      tx,
      request.customerId,
      { preferredHospitalId: request.hospitalId },
      input.now,
    );
  }
  return { request, previousHospitalId: customer?.preferredHospitalId ?? null };
}
