import type { TelemedicineReferral } from '@alaafia/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sandboxTelemedicineOutbox } from '../../db/schema/index.js';
import type { TelemedicinePartner } from './types.js';

/**
 * The sandbox telemedicine partner (TELEMEDICINE_PROVIDER=sandbox): each referral is kept in the
 * partner outbox, as SMS and e-mails are kept in the message outbox, and read at
 * GET /api/sandbox/telemedicine/outbox?to=<phone>. Sending the same reference twice keeps one.
 */
export class SandboxTelemedicinePartner implements TelemedicinePartner {
  constructor(private readonly db: Db) {}

  async send(referral: TelemedicineReferral) {
    await this.db
      .insert(sandboxTelemedicineOutbox)
      .values({ reference: referral.reference, phone: referral.member.phone, payload: referral })
      .onConflictDoNothing();
    return { partnerReference: `sandbox-${referral.reference}` };
  }
}

/** One phone's referrals in the sandbox partner outbox, newest first. */
export async function listTelemedicineOutbox(db: Db, phone: string, limit = 50) {
  const rows = await db
    .select()
    .from(sandboxTelemedicineOutbox)
    .where(eq(sandboxTelemedicineOutbox.phone, phone))
    .orderBy(desc(sandboxTelemedicineOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    ...(r.payload as TelemedicineReferral),
    received_at: r.createdAt.toISOString(),
  }));
}

/** A closed account's referrals leave the sandbox partner outbox too. */
export async function deleteTelemedicineOutboxOf(db: DbOrTx, phone: string) {
  await db.delete(sandboxTelemedicineOutbox).where(eq(sandboxTelemedicineOutbox.phone, phone));
}
