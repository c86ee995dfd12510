/**
 * Changes of a staff member's access (issue 24; docs/business-rules.md, 'Staff invitations and
 * changes of access'): roles, disabling and enabling, and the second administrator's decision.
 */
import {
  ROLES_NEEDING_APPROVAL,
  staffCopy,
  type AccessRequest,
  type StaffRole,
} from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import { conflict, fieldError, forbidden, notFound } from '../../../lib/http-errors.js';
import { audit, type AuditAction, type AuditActor } from './audit.js';
import {
  decideAccessRequest,
  findAccessRequest,
  findStaffById,
  insertAccessRequest,
  openAccessRequests,
  revokeAllStaffSessions,
  updateStaff,
  type StaffRow,
} from './staff.repo.js';
import {
  toAccessRequestAnswer,
  toStaffAnswer,
  type StaffAnswer,
  type StaffCtx,
} from './staff-answers.js';

export const needsApproval = (role: StaffRole) => ROLES_NEEDING_APPROVAL.includes(role);

export function createStaffAccess(ctx: StaffCtx) {
  const { db } = ctx.database;

  /** A refused change is in the audit log too (outside any transaction: it is kept though nothing changed). */
  async function refuse(actor: AuditActor, action: AuditAction, staffId: number, after: unknown) {
    await audit(db, actor, { action, recordType: 'staff', recordId: staffId, after }, ctx.now());
  }

  /**
   * An administrator changes someone's roles, disables or enables them (issue 24). Nobody changes
   * their own access (403, audited). Disabling, and roles that grant nothing new that needs
   * approval, apply at once (a disabled member's sessions end at once). Granting finance or
   * administrator, or enabling, waits for a second administrator: the answer is 202 with the
   * request. docs/business-rules.md, 'Back-office staff'.
   */
  async function update(
    staffId: number,
    change: { roles?: StaffRole[] | undefined; disabled?: boolean | undefined },
    actor: AuditActor,
  ): Promise<{ staff: StaffAnswer; pending: boolean }> {
    if (staffId === actor.staffId) {
      await refuse(actor, 'staff.own_change_refused', staffId, {
        roles: change.roles ?? null,
        disabled: change.disabled ?? null,
      });
      throw forbidden(staffCopy.ownAccount);
    }
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const before = await findStaffById(tx, staffId);
      if (!before) throw notFound();
      // A hospital's staff member holds no back-office role (the table's check says so too):
      // refused in words here, before a request nobody could approve is made (issue 38).
      if (before.hospitalId !== null && change.roles?.length)
        throw fieldError('roles', staffCopy.hospitalStaffNoRoles);
      const grants = (change.roles ?? []).some(
        (r) => needsApproval(r) && !before.roles.includes(r),
      );
      const enabling = change.disabled === false && before.disabledAt !== null;
      const request =
        grants || enabling
          ? await requestAccess(
              tx,
              before,
              { roles: grants ? change.roles! : null, enable: enabling },
              actor,
              now,
            )
          : null;
      const rolesNow = change.roles && !grants ? change.roles : undefined;
      const disableNow = change.disabled === true && before.disabledAt === null;
      if (!rolesNow && !disableNow) {
        const pending = request ?? (await openAccessRequests(tx, [staffId])).get(staffId) ?? null;
        return { staff: toStaffAnswer(before, pending), pending: request !== null };
      }
      const after = await updateStaff(tx, staffId, {
        ...(rolesNow ? { roles: rolesNow } : {}),
        ...(disableNow ? { disabledAt: now } : {}),
      });
      if (!after) throw notFound();
      if (after.disabledAt) await revokeAllStaffSessions(tx, staffId, now);
      await audit(
        tx,
        actor,
        {
          action: disableNow ? 'staff.disabled' : 'staff.roles_changed',
          recordType: 'staff',
          recordId: staffId,
          before: { roles: before.roles, disabled: before.disabledAt !== null },
          after: { roles: after.roles, disabled: after.disabledAt !== null },
        },
        now,
      );
      const pending = request ?? (await openAccessRequests(tx, [staffId])).get(staffId) ?? null;
      return { staff: toStaffAnswer(after, pending), pending: request !== null };
    });
  }

  /** Asks for a change of access that a second administrator must approve (audited); 409 when one is open. */
  async function requestAccess(
    tx: DbOrTx,
    member: StaffRow,
    change: { roles: StaffRole[] | null; enable: boolean },
    actor: AuditActor,
    now: Date,
  ) {
    const row = await insertAccessRequest(tx, {
      staffId: member.id,
      roles: change.roles,
      enable: change.enable,
      requestedBy: actor.staffId,
      requestedAt: now,
    });
    if (!row) throw conflict(staffCopy.accessPending);
    await audit(
      tx,
      actor,
      {
        action: 'staff.access_requested',
        recordType: 'staff',
        recordId: member.id,
        before: { roles: member.roles, disabled: member.disabledAt !== null },
        after: { request_id: row.id, roles: change.roles, enable: change.enable },
      },
      now,
    );
    return row;
  }

  /**
   * A second administrator approves (the change is made, in the same transaction) or rejects a
   * change of access: never the one who asked, never the member it is for (403, audited).
   */
  async function decideAccess(
    requestId: number,
    body: { decision: 'approve' | 'reject'; reason?: string | undefined },
    actor: AuditActor,
  ): Promise<AccessRequest> {
    const peek = await findAccessRequest(db, requestId);
    if (!peek) throw notFound();
    if (peek.staffId === actor.staffId || peek.requestedBy === actor.staffId) {
      await refuse(actor, 'staff.access_decision_refused', peek.staffId, { request_id: peek.id });
      throw forbidden(
        peek.staffId === actor.staffId ? staffCopy.accessOwnApproval : staffCopy.accessSameApprover,
      );
    }
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const found = await findAccessRequest(tx, requestId);
      if (!found) throw notFound();
      const decided = await decideAccessRequest(tx, requestId, {
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: actor.staffId!,
        decidedAt: now,
        reason: body.reason ?? null,
      });
      if (!decided) throw conflict(staffCopy.accessAlreadyDecided);
      const before = await findStaffById(tx, found.staffId);
      if (!before) throw notFound();
      // A request for roles made for a hospital's staff member before they were refused (issue 38)
      // can only be rejected.
      if (body.decision === 'approve' && before.hospitalId !== null && found.roles?.length)
        throw fieldError('decision', staffCopy.hospitalStaffNoRoles);
      let after = before;
      if (body.decision === 'approve') {
        const changed = await updateStaff(tx, found.staffId, {
          ...(found.roles ? { roles: found.roles as StaffRole[] } : {}),
          ...(found.enable ? { disabledAt: null } : {}),
        });
        after = changed ?? before;
      }
      await audit(
        tx,
        actor,
        {
          action: body.decision === 'approve' ? 'staff.access_approved' : 'staff.access_rejected',
          recordType: 'staff',
          recordId: found.staffId,
          before: { roles: before.roles, disabled: before.disabledAt !== null },
          after: {
            request_id: found.id,
            requested_by: found.requestedBy,
            roles: after.roles,
            disabled: after.disabledAt !== null,
            reason: body.reason ?? null,
          },
        },
        now,
      );
      return toAccessRequestAnswer(decided);
    });
  }

  return { update, requestAccess, decideAccess };
}
