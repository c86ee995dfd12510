import {
  PRIVACY_VERSION,
  TERMS_VERSION,
  type ConsentKind,
  type ConsentRecord,
} from '@alaafia/domain';
import { isLanguage, type Language } from '@alaafia/i18n';
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { consents } from '../../../db/schema/index.js';

/**
 * The consents table's one owner (issue 18 item 8). Other modules record and read consents through
 * these functions only.
 */

/** Records today's terms and privacy versions as accepted, inside the caller's transaction. */
export async function recordConsent(
  tx: DbOrTx,
  input: {
    customerId: number;
    kind: ConsentKind;
    at: Date;
    ipAddress: string | null;
    paymentReference: string | null;
    policyId?: number | null;
    /** The language the customer read what they agreed to in (the request's; the conversation's). */
    language: Language;
  },
): Promise<void> {
  await tx.insert(consents).values({
    language: input.language,
    policyId: input.policyId ?? null,
    customerId: input.customerId,
    kind: input.kind,
    termsVersion: TERMS_VERSION,
    privacyVersion: PRIVACY_VERSION,
    acceptedAt: input.at,
    ipAddress: input.ipAddress,
    paymentReference: input.paymentReference,
  });
}

/** A customer's consents, oldest first, as their data export lists them. */
export async function consentsOf(db: DbOrTx, customerId: number): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.customerId, customerId))
    .orderBy(asc(consents.id));
  return rows.map((r) => ({
    kind: r.kind as ConsentKind,
    terms_version: r.termsVersion,
    privacy_version: r.privacyVersion,
    accepted_at: r.acceptedAt.toISOString(),
    ip_address: r.ipAddress,
    payment_reference: r.paymentReference,
    language: isLanguage(r.language) ? r.language : null,
  }));
}

/** When a closed account's retention ends: the consents stay as evidence, without the IP address. */
export async function forgetConsentAddresses(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.update(consents).set({ ipAddress: null }).where(eq(consents.customerId, customerId));
}

/**
 * Has the customer agreed to keep this sponsored policy at their own cost (kind
 * 'sponsorship_continue')? As a SQL condition on a policy id, for the premium collection's query.
 */
export function continuationAgreed(policyId: SQLWrapper) {
  return sql<boolean>`exists (select 1 from ${consents} c where c.policy_id = ${policyId} and c.kind = 'sponsorship_continue')`;
}

export async function hasContinuationConsent(db: DbOrTx, policyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.policyId, policyId), eq(consents.kind, 'sponsorship_continue')))
    .limit(1);
  return row !== undefined;
}
