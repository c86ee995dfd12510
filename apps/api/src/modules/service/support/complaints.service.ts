import { randomBytes } from 'node:crypto';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUS_LABELS,
  canMoveComplaint,
  complaintAnswerDueBy,
  complaintCopy,
  formatCalendarDate,
  lagosDate,
  type AdminComplaint,
  type Complaint,
  type ComplaintCategory,
  type CustomerComplaintBody,
  type PublicComplaintBody,
  type StaffRole,
} from '@alaafia/domain';
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { complaints } from '../../../db/schema/index.js';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.js';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limit.js';
import { notify } from '../../platform/messaging/index.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import { findOwnPolicyByNumber } from '../../cover/policies/index.js';
import { findCustomerById } from '../../customers/customers/index.js';

/** Complaints from one address, or from one customer, in a day: enough for anyone, not for a flood. */
const complaintLimits = {
  byIp: { name: 'complaint:ip', limit: 20, windowMs: 24 * 3_600_000 },
  byCustomer: { name: 'complaint:customer', limit: 5, windowMs: 24 * 3_600_000 },
} satisfies Record<string, RateLimitRule>;

/** Staff who answer complaints (the back office's Complaints page). */
export const COMPLAINT_HANDLERS: StaffRole[] = ['reviewer', 'claims_officer', 'administrator'];

type ComplaintRow = typeof complaints.$inferSelect;

function referenceOf(now: Date): string {
  return `CMP-${lagosDate(now).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

function viewOf(row: ComplaintRow): Complaint {
  const status = row.status;
  const category = row.category as ComplaintCategory;
  return {
    reference: row.reference,
    category,
    category_label: COMPLAINT_CATEGORIES[category],
    description: row.description,
    policy_number: row.policyNumber,
    status,
    status_label: COMPLAINT_STATUS_LABELS[status],
    filed_at: row.createdAt.toISOString(),
    answer_due_by: row.answerDueBy,
    response: row.response,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** A customer's complaints, newest first, as they see them (the help page, the data export). */
export async function listComplaintsOf(db: DbOrTx, customerId: number): Promise<Complaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.customerId, customerId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
  return rows.map(viewOf);
}

interface ComplaintsDeps {
  db: Db;
  now: () => Date;
  rateLimiter: Pick<RateLimiter, 'consume'>;
}

/**
 * Complaints (issue 18; this module owns the complaints table). Filing stores the complaint, its
 * acknowledgement (e-mail, and the bell for a customer) and nothing else, in one transaction: the
 * reference shown on screen is the one in the e-mail. Staff take a complaint and answer it; each
 * move is audited and the answer goes to the complainant.
 */
export function createComplaintsService({ db, now, rateLimiter }: ComplaintsDeps) {
  async function acknowledge(tx: DbOrTx, row: ComplaintRow, at: Date) {
    const params = {
      reference: row.reference,
      answerBy: formatCalendarDate(row.answerDueBy),
    };
    if (row.customerId !== null)
      await notify(tx, {
        customerId: row.customerId,
        event: 'complaint.received',
        key: row.reference,
        params,
        at,
      });
    else
      await notify(tx, {
        email: row.email!,
        event: 'complaint.received',
        key: row.reference,
        params,
        at,
      });
  }

  async function insert(
    values: Omit<typeof complaints.$inferInsert, 'reference' | 'answerDueBy' | 'createdAt'>,
  ): Promise<Complaint> {
    const at = now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(complaints)
        .values({
          ...values,
          reference: referenceOf(at),
          answerDueBy: complaintAnswerDueBy(lagosDate(at)),
          createdAt: at,
        })
        .returning();
      await acknowledge(tx, row!, at);
      return viewOf(row!);
    });
  }

  return {
    /** A signed-in customer's complaint: their contacts come from their account. */
    async fileForCustomer(customerId: number, body: CustomerComplaintBody): Promise<Complaint> {
      await rateLimiter.consume(complaintLimits.byCustomer, String(customerId));
      let policyNumber: string | null = null;
      if (body.policy_number) {
        const own = await findOwnPolicyByNumber(db, customerId, body.policy_number);
        if (!own) throw fieldError('policy_number', complaintCopy.policyUnknown);
        policyNumber = own.policy.policyNumber;
      }
      return insert({
        customerId,
        category: body.category,
        description: body.description.trim(),
        policyNumber,
      });
    },

    /** Someone without an account (or signed out): we answer at the address they give. */
    async fileForAnyone(
      body: PublicComplaintBody & { phone_number: string },
      ip: string,
    ): Promise<Complaint> {
      await rateLimiter.consume(complaintLimits.byIp, ip);
      return insert({
        customerId: null,
        fullName: body.full_name.trim(),
        email: body.email.trim().toLowerCase(),
        phoneNumber: body.phone_number,
        category: body.category,
        description: body.description.trim(),
        policyNumber: body.policy_number?.trim() || null,
      });
    },

    /** The customer's complaints, newest first (the help page). */
    listForCustomer: (customerId: number) => listComplaintsOf(db, customerId),
  };
}

/** The back office: the queue (oldest first, late ones flagged), taking one, answering it. */
export function createComplaintsAdmin({ db, now }: Pick<ComplaintsDeps, 'db' | 'now'>) {
  async function adminViewOf(row: ComplaintRow): Promise<AdminComplaint> {
    let complainant: AdminComplaint['complainant'] = {
      customer_id: null,
      name: row.fullName ?? '',
      email: row.email ?? '',
      phone: row.phoneNumber,
    };
    if (row.customerId !== null) {
      const c = await findCustomerById(db, row.customerId);
      if (c)
        complainant = {
          customer_id: row.customerId,
          name: `${c.firstName} ${c.lastName}`,
          email: c.email,
          phone: c.phoneNumber,
        };
    }
    return {
      ...viewOf(row),
      id: row.id,
      complainant,
      assigned_to: row.assignedTo,
      resolved_by: row.resolvedBy,
      late: row.status !== 'resolved' && lagosDate(now()) > row.answerDueBy,
    };
  }

  async function load(tx: DbOrTx, id: number, lock = false): Promise<ComplaintRow> {
    const q = tx.select().from(complaints).where(eq(complaints.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound(complaintCopy.unknown);
    return row;
  }

  return {
    async list(status: 'open' | 'resolved'): Promise<AdminComplaint[]> {
      const rows = await db
        .select()
        .from(complaints)
        .where(
          status === 'open' ? ne(complaints.status, 'resolved') : eq(complaints.status, 'resolved'),
        )
        .orderBy(
          status === 'open' ? asc(complaints.answerDueBy) : desc(complaints.resolvedAt),
          asc(complaints.id),
        )
        .limit(200);
      return Promise.all(rows.map(adminViewOf));
    },

    async get(id: number): Promise<AdminComplaint> {
      return adminViewOf(await load(db, id));
    },

    /** A staff member takes an open complaint: it is theirs to answer (409 if someone else has it). */
    async take(actor: AuditActor & { staffId: number }, id: number): Promise<AdminComplaint> {
      const row = await db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        if (before.status === 'resolved') throw conflict(complaintCopy.alreadyAnswered);
        if (before.assignedTo === actor.staffId) return before;
        if (before.assignedTo !== null) throw conflict(complaintCopy.alreadyTaken);
        if (!canMoveComplaint(before.status, 'in_progress'))
          throw conflict(complaintCopy.alreadyAnswered);
        const [after] = await tx
          .update(complaints)
          .set({ status: 'in_progress', assignedTo: actor.staffId })
          .where(eq(complaints.id, id))
          .returning();
        await audit(
          tx,
          actor,
          {
            action: 'complaint.taken',
            recordType: 'complaint',
            recordId: String(id),
            before: { status: before.status, assigned_to: before.assignedTo },
            after: { status: after!.status, assigned_to: after!.assignedTo },
          },
          now(),
        );
        return after!;
      });
      return adminViewOf(row);
    },

    /**
     * The written answer: stored, sent to the complainant, audited, all at once. Answered once: a
     * second answer is 409, and a complaint someone else has taken is theirs to answer.
     */
    async answer(
      actor: AuditActor & { staffId: number },
      id: number,
      response: string,
    ): Promise<AdminComplaint> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        if (!canMoveComplaint(before.status, 'resolved'))
          throw conflict(complaintCopy.alreadyAnswered);
        if (before.assignedTo !== null && before.assignedTo !== actor.staffId)
          throw conflict(complaintCopy.alreadyTaken);
        const [after] = await tx
          .update(complaints)
          .set({
            status: 'resolved',
            assignedTo: before.assignedTo ?? actor.staffId,
            response: response.trim(),
            resolvedBy: actor.staffId,
            resolvedAt: at,
          })
          .where(eq(complaints.id, id))
          .returning();
        const params = { reference: after!.reference, response: after!.response! };
        if (after!.customerId !== null)
          await notify(tx, {
            customerId: after!.customerId,
            event: 'complaint.answered',
            key: after!.reference,
            params,
            at,
          });
        else
          await notify(tx, {
            email: after!.email!,
            event: 'complaint.answered',
            key: after!.reference,
            params,
            at,
          });
        await audit(
          tx,
          actor,
          {
            action: 'complaint.answered',
            recordType: 'complaint',
            recordId: String(id),
            before: { status: before.status, response: before.response },
            after: { status: after!.status, response: after!.response },
          },
          at,
        );
        return after!;
      });
      return adminViewOf(row);
    },
  };
}
