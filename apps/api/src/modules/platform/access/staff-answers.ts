/**
 * What the back office is told of a staff member and of a change of access (never the password or
 * the second factor): one shape for every operation of the staff service.
 */
import type { AccessRequest, StaffMember, StaffRole } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { openAccessRequests, type AccessRequestRow, type StaffRow } from './staff.repo.js';

/** The context every staff operation reads. */
export type StaffCtx = Pick<
  AppContext,
  'config' | 'database' | 'cipher' | 'rateLimiter' | 'now' | 'sms' | 'email' | 'passwords'
>;

export function toAccessRequestAnswer(r: AccessRequestRow): AccessRequest {
  return {
    id: r.id,
    staff_id: r.staffId,
    roles: (r.roles as StaffRole[] | null) ?? null,
    enable: r.enable,
    status: r.status,
    requested_by: r.requestedBy,
    requested_at: r.requestedAt.toISOString(),
    decided_by: r.decidedBy,
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

/** What the back office shows of a staff member (never the password or the second factor). */
export function toStaffAnswer(s: StaffRow, pending: AccessRequestRow | null = null): StaffMember {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    roles: s.roles as StaffRole[],
    second_factor: s.totpSecret !== null,
    invited: s.passwordHash === null,
    disabled: s.disabledAt !== null,
    pending_access: pending ? toAccessRequestAnswer(pending) : null,
    hospital_id: s.hospitalId,
    created_at: s.createdAt.toISOString(),
    last_signed_in_at: s.lastSignedInAt?.toISOString() ?? null,
  };
}

/** Every staff member with the change of access waiting for each (the Staff page). */
export async function listStaffAnswers(db: DbOrTx, rows: StaffRow[]): Promise<StaffMember[]> {
  const pending = await openAccessRequests(db);
  return rows.map((r) => toStaffAnswer(r, pending.get(r.id) ?? null));
}

export type StaffAnswer = StaffMember;
