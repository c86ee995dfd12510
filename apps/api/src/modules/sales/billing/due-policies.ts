import { and, asc, eq, isNull, lte, ne, not, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { policies } from '../../../db/schema/index.js';
import { continuationAgreed } from '../../customers/consents/index.js';
import { hasReusableCard, referencePaidBy } from '../payments/index.js';
import { sponsoredThrough } from '../sponsors/index.js';

// The premium collection's queries: the policies it charges and the ones it reminds. They read the
// policies here, and ask payments (how a reference was paid, a card to charge) and sponsors (months
// a sponsor pays) through their owners' fragments.

/**
 * Active monthly policies bought by card (or issued by a sponsor) whose premium is due (on or before today) and whose
 * customer has a saved card: the premium collection's work (renewals.ts decides which attempt).
 */
export async function dueCardPolicies(db: DbOrTx, today: string, limit: number) {
  return db
    .select({ policy: policies })
    .from(policies)
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.unit, 'Month'),
        lte(policies.nextPaymentDate, today),
        // Bought by card; or issued by a sponsor (no purchase) and the customer agreed, at the end
        // of the sponsorship, to keep it at their own cost: only then does their saved card pay
        // for a product they never bought (docs/business-rules.md, 'Sponsors').
        or(
          referencePaidBy(policies.paymentReferenceId, 'card'),
          and(isNull(policies.paymentReferenceId), continuationAgreed(policies.id)),
        ),
        // Never while a sponsor is paying for the months (its period is the policy's paid time).
        not(sponsoredThrough(policies.id, today)),
        hasReusableCard(policies.customerId),
      ),
    )
    .orderBy(asc(policies.nextPaymentDate), asc(policies.id))
    .limit(limit);
}

/**
 * Active policies never charged automatically (yearly, or paid by transfer) whose paid time ends on
 * `endDate`: they get renewal reminders.
 */
export async function policiesEndingOn(db: DbOrTx, endDate: string) {
  const rows = await db
    .select({ policy: policies })
    .from(policies)
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.nextPaymentDate, endDate),
        or(ne(policies.unit, 'Month'), referencePaidBy(policies.paymentReferenceId, 'other')),
        // Sponsored cover has its own notices before it ends (modules/sales/sponsors).
        isNull(policies.sponsorId),
      ),
    );
  return rows.map((r) => r.policy);
}
