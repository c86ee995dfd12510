import { koboToNaira, maskIdentityNumber, normalizeNigerianPhone } from '@alaafia/domain';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { historyAnswer, policyHistories } from '../modules/cover/policies/index.js';
import type { AppContext } from '../app-context.js';
import type { DbOrTx } from '../db/client.js';
import {
  customerNames,
  customers,
  identityDocuments,
  notifications,
  outboxMessages,
  paymentReferences,
  payments,
  policies,
} from '../db/schema/index.js';
import { sponsorNameOf } from '../modules/cover/policies/index.js';

/**
 * What staff see of a customer (issue 16, 'Customer look-up'): read-only, from the tables their
 * owners write. Identity numbers are masked to their last 4 digits; revealing one is its own audited
 * action (revealIdentityNumber). Messages sent are shown with codes and links masked: a one-time
 * code or a password-reset link in the outbox must not become usable by whoever reads it.
 */

/**
 * Search by e-mail (a whole address is answered alone, by its unique index; else a fragment of 3+
 * characters), name (a fragment of 3+ characters of
 * 'first last'), phone or policy number. The fragments are read through trigram indexes where
 * pg_trgm exists: of e-mails (migration 0037) and of the distinct names (0048; byFragment).
 */
export async function findCustomers(db: DbOrTx, query: string) {
  const q = query.trim();
  const phone = normalizeNigerianPhone(q);
  const byPolicy = await db
    .select({ customerId: policies.customerId })
    .from(policies)
    .where(eq(policies.policyNumber, q.toUpperCase()))
    .limit(5);
  const ids = byPolicy.map((p) => p.customerId);
  // A whole e-mail address is one customer, found by its unique index: answered alone, without the
  // fragment search, whose trigrams ('com', '@gm', ...) are in most addresses (bench:scale: the
  // fragment read grew 2x from 10k to 1M customers). A part of an address finds no one here and is
  // looked for as a fragment below.
  const exact = q.includes('@')
    ? await db
        .select(lookupColumns)
        .from(customers)
        .where(eq(customers.email, q.toLowerCase()))
        .limit(1)
    : [];
  const rows = exact.length > 0 ? exact : await byFragment(db, q, phone, ids);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    phone: r.phone,
    created_at: r.createdAt.toISOString(),
    closed: r.closedAt !== null,
  }));
}

/** What the look-up shows of each customer found. */
const lookupColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phoneNumber,
  createdAt: customers.createdAt,
  closedAt: customers.closedAt,
};

/**
 * The newest 20 customers a query finds by a part of an e-mail, a phone number, a policy number or a
 * part of a name. A part of a name is looked for among the distinct names (customer_names, migration
 * 0048), then each name's newest 20 customers are read in order from customers_full_name_idx: the
 * work follows how many names hold the part, not how many customers (docs/performance.md, 'A million
 * customers').
 */
async function byFragment(db: DbOrTx, q: string, phone: string | null, ids: number[]) {
  const fragment = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const others = or(
    // An e-mail address holds no space: 'Ada Okafor' is looked for in names only.
    q.length >= 3 && !phone && !/\s/.test(q) ? ilike(customers.email, fragment) : undefined,
    phone ? eq(customers.phoneNumber, phone) : undefined,
    ids.length ? inArray(customers.id, ids) : undefined,
  );
  const [found, named] = await Promise.all([
    others
      ? db.select(lookupColumns).from(customers).where(others).orderBy(desc(customers.id)).limit(20)
      : [],
    q.length >= 3 && !phone && !q.includes('@') ? byName(db, fragment) : [],
  ]);
  const byId = new Map([...found, ...named].map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, 20);
}

/** The newest 20 customers whose 'first last' holds the fragment (an ILIKE pattern). */
function byName(db: DbOrTx, fragment: string) {
  const names = db
    .select({ name: customerNames.name })
    .from(customerNames)
    .where(ilike(customerNames.name, fragment))
    .as('n');
  // Each name's newest, in the order of customers_full_name_idx (lower 'first last', id).
  const newest = db
    .select(lookupColumns)
    .from(customers)
    .where(sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) = ${names.name}`)
    .orderBy(desc(customers.id))
    .limit(20)
    .as('c');
  return db
    .select({
      id: newest.id,
      firstName: newest.firstName,
      lastName: newest.lastName,
      email: newest.email,
      phone: newest.phone,
      createdAt: newest.createdAt,
      closedAt: newest.closedAt,
    })
    .from(names)
    .crossJoinLateral(newest)
    .orderBy(desc(newest.id))
    .limit(20);
}

/** Codes (4 to 8 digits) and links' query strings hidden in a message shown to staff. */
export function maskMessage(body: string): string {
  return body
    .split(/(https?:\/\/\S+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.replace(/\?\S*$/, '?…')
        : part.replace(/\b\d{4,8}\b/g, (m) => '•'.repeat(m.length)),
    )
    .join('');
}

export async function customerProfile(db: DbOrTx, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!c) return null;
  const [ids, pols, pays, sent, inApp] = await Promise.all([
    db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.customerId, customerId))
      .orderBy(desc(identityDocuments.id)),
    db
      .select({ policy: policies, sponsorName: sponsorNameOf(policies.sponsorId) })
      .from(policies)
      .where(eq(policies.customerId, customerId))
      .orderBy(desc(policies.id)),
    db
      .select({ payment: payments, reference: paymentReferences })
      .from(paymentReferences)
      .leftJoin(payments, eq(payments.paymentReferenceId, paymentReferences.id))
      .where(eq(paymentReferences.customerId, customerId))
      .orderBy(desc(paymentReferences.id))
      .limit(50),
    db
      .select()
      .from(outboxMessages)
      .where(or(eq(outboxMessages.to, c.email.toLowerCase()), eq(outboxMessages.to, c.phoneNumber)))
      .orderBy(desc(outboxMessages.id))
      .limit(50),
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customerId), eq(notifications.inApp, true)))
      .orderBy(desc(notifications.id))
      .limit(50),
  ]);
  const histories = await policyHistories(
    db,
    pols.map((p) => p.policy.id),
  );
  return {
    id: c.id,
    name: `${c.firstName} ${c.lastName}`,
    email: c.email,
    phone: c.phoneNumber,
    state: c.state,
    language: c.language,
    created_at: c.createdAt.toISOString(),
    closed_at: c.closedAt?.toISOString() ?? null,
    kyc: {
      completed: c.haveCompletedKyc,
      completed_at: c.kycCompletedAt?.toISOString() ?? null,
      in_review: c.kycInReviewStatus,
      verified_bvn: c.haveVerifiedBvn,
      verified_nin: c.haveVerifiedNin,
      income_protection_profile: c.haveCompletedIncomeProtectionProfile,
      health_profile: c.haveCompletedHealthInsuranceProfile,
      health_cash_profile: c.haveCompletedHealthCashProfile,
      documents: ids.map((d) => ({
        id: d.id,
        type: d.type,
        number: maskIdentityNumber(d.last4),
        status: d.status,
        registered_name: [d.registeredFirstName, d.registeredLastName].filter(Boolean).join(' '),
        provider: d.provider,
        verified_at: d.verifiedAt?.toISOString() ?? null,
      })),
    },
    policies: pols.map(({ policy: p, sponsorName }) => ({
      policy_number: p.policyNumber,
      product_uid: p.productUid,
      status: p.status,
      premium: koboToNaira(p.premiumKobo),
      unit: p.unit,
      start_date: p.startDate,
      next_payment_date: p.nextPaymentDate,
      company: sponsorName,
      history: (histories.get(p.id) ?? []).map((row) => ({
        ...historyAnswer([row])[0]!,
        staff_id: row.staffId,
        job: row.job,
      })),
    })),
    payments: pays.map(({ payment, reference }) => ({
      reference: reference.reference,
      purpose: reference.purpose,
      amount_kobo: reference.amountKobo,
      status: reference.status,
      paid_at: payment?.paidAt.toISOString() ?? null,
      refunded_kobo: payment?.refundAmountKobo ?? null,
      created_at: reference.createdAt.toISOString(),
    })),
    messages: sent.map((m) => ({
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      body: maskMessage(m.body),
      sent_at: m.createdAt.toISOString(),
    })),
    notifications: inApp.map((n) => ({
      event: n.event,
      title: n.title,
      created_at: n.createdAt.toISOString(),
      read: n.readAt !== null,
    })),
  };
}

/** The full identity number, for the roles that need it; the caller records it in the audit log. */
export async function revealIdentityNumber(
  ctx: Pick<AppContext, 'cipher'>,
  db: DbOrTx,
  customerId: number,
  documentId: number,
) {
  const [d] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.customerId, customerId)))
    .limit(1);
  if (!d) return null;
  return { id: d.id, type: d.type, number: ctx.cipher.decrypt(d.valueEnc) };
}
