import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';

/** Who did it and from where: the signed-in staff member of a request, or the command line. */
export interface AuditActor {
  staffId: number | null;
  staffEmail: string | null;
  roles: readonly string[];
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  const staff = request.staff;
  return {
    staffId: staff?.staffId ?? null,
    staffEmail: staff?.email ?? null,
    roles: staff?.roles ?? [],
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}

/** A hospital's staff member of a request (issue 28): audited as staff, with their hospital's code. */
export function hospitalActorOf(request: FastifyRequest): AuditActor {
  const member = request.hospitalStaff;
  return {
    staffId: member?.staffId ?? null,
    staffEmail: member?.email ?? null,
    roles: member ? [`hospital:${member.hospitalCode}`] : [],
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}

export const commandLineActor: AuditActor = {
  staffId: null,
  staffEmail: null,
  roles: [],
  ip: null,
  userAgent: 'npm run staff:create',
};

/**
 * Every action the audit log records, named one way: the record, a dot, what happened to it in the
 * past tense ('claim.approved', 'staff.signed_in', 'leads.exported'); docs/architecture.md,
 * section 7. The writer accepts only these.
 */
export const AUDIT_ACTIONS = [
  'audit.exported',
  'callback.done',
  'automation.change_applied',
  'automation.change_proposed',
  'automation.change_refused',
  'automation.change_rejected',
  'bordereau.exported',
  'care.case_answered',
  'claim.approved',
  'claim.document_viewed',
  'claim.info_requested',
  'claim.looked_back',
  'claim.rejected',
  'claim.viewed',
  'claims.item_resolved',
  'complaint.answered',
  'complaint.taken',
  'customer.card_removed',
  'customer.ussd_pin_reset',
  'customer.searched',
  'customer.viewed',
  'finance.item_resolved',
  'identity.revealed',
  'journal.approved',
  'journal.proposed',
  'journal.withdrawn',
  'capitation.exported',
  'capitation.payment_approved',
  'capitation.payment_proposed',
  'capitation.payment_withdrawn',
  'leads.exported',
  'member.looked_up',
  'payout.approved',
  'paystack.top_up_approved',
  'paystack.top_up_recorded',
  'period.closed',
  'policies.ended_on_death',
  'preauthorisation.approved',
  'preauthorisation.billed',
  'preauthorisation.rejected',
  'preauthorisation.requested',
  'preauthorisation.viewed',
  'refund.approved',
  'refund.rejected',
  'refund.started',
  'remittance.approved',
  'remittance.proposed',
  'remittance.withdrawn',
  'review.approved',
  'review.file_viewed',
  'review.rejected',
  'sponsor.created',
  'sponsor.csv_uploaded',
  'sponsor.enrolled',
  'sponsor.enrolment_repeated',
  'sponsor.enrolments_exported',
  'sponsor.invoice_paid',
  'sponsor.invoice_payment_link_made',
  'sponsor.invoice_transfer_approved',
  'sponsor.invoice_transfer_recorded',
  'staff.access_approved',
  'staff.access_decision_refused',
  'staff.access_rejected',
  'staff.access_requested',
  'staff.created',
  'staff.disabled',
  'staff.invitation_accepted',
  'staff.invited',
  'staff.own_change_refused',
  'staff.roles_changed',
  'staff.sign_in_failed',
  'staff.signed_in',
  'staff.signed_out',
  'visit.recorded',
  'whatsapp.handed_back',
  'whatsapp.replied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Names written before issue 26 under another pattern. The log is append-only (the database refuses
 * updates), so the old rows keep them: they are read, filtered and listed as today's name.
 */
const RENAMED_AUDIT_ACTIONS: Readonly<Record<string, AuditAction>> = {
  'complaint.take': 'complaint.taken',
  'complaint.answer': 'complaint.answered',
};

/** The action of a stored row as it is named today. */
export function auditActionName(stored: string): string {
  return RENAMED_AUDIT_ACTIONS[stored] ?? stored;
}

/** The stored names that mean this action: itself and any older name of it. */
function storedNamesOf(action: string): string[] {
  return [
    action,
    ...Object.entries(RENAMED_AUDIT_ACTIONS)
      .filter(([, now]) => now === action)
      .map(([old]) => old),
  ];
}

interface AuditEntry {
  action: AuditAction;
  recordType?: string;
  recordId?: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log, in the caller's transaction when given one (the row exists
 * exactly when the action it records is committed). Never updated or deleted: the database refuses.
 */
export async function audit(db: DbOrTx, actor: AuditActor, entry: AuditEntry, at: Date) {
  await db.insert(auditLog).values({
    at,
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    roles: [...actor.roles],
    action: entry.action,
    recordType: entry.recordType ?? null,
    recordId: entry.recordId === undefined ? null : String(entry.recordId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

interface AuditQuery {
  staffId?: number;
  action?: string;
  recordType?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  /** Rows with an id below this (the next page). */
  before?: number;
  limit: number;
}

/** The audit log, newest first, filtered. */
export async function listAudit(db: DbOrTx, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.staffId !== undefined) where.push(eq(auditLog.staffId, q.staffId));
  if (q.action) where.push(inArray(auditLog.action, storedNamesOf(q.action)));
  if (q.recordType) where.push(eq(auditLog.recordType, q.recordType));
  if (q.recordId) where.push(eq(auditLog.recordId, q.recordId));
  if (q.from) where.push(gte(auditLog.at, q.from));
  if (q.to) where.push(lte(auditLog.at, q.to));
  if (q.before !== undefined) where.push(lt(auditLog.id, q.before));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit);
}

/**
 * What the audit log's filters offer as lists (issue 30): every action it holds, and every staff
 * member who acted, with the latest e-mail they acted under.
 */
export async function auditChoices(db: DbOrTx) {
  const actions = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const actors = await db
    .selectDistinct({ staffId: auditLog.staffId, email: auditLog.staffEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.staffId))
    .orderBy(asc(auditLog.staffEmail));
  const byId = new Map<number, string>();
  for (const a of actors)
    if (a.staffId !== null) byId.set(a.staffId, a.email ?? `staff ${a.staffId}`);
  return {
    actions: [...new Set(actions.map((a) => auditActionName(a.action)))].sort(),
    actors: [...byId]
      .map(([staff_id, email]) => ({ staff_id, email }))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}
