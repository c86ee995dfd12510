import { lagosDate, type Kobo } from '@alaafia/domain';
import { findPlansWithProducts } from '../../src/modules/catalogue/products/index.js';
import { markKycComplete } from '../../src/modules/customers/customers/index.js';
import { findPoliciesByIds, issuePolicy } from '../../src/modules/cover/policies/index.js';
import { seededPlans } from '../checkout-helpers.js';
import { signUp, type TestApp } from '../helpers.js';

type Product = 'EI' | 'HI' | 'HTCI';

/** A policy as a builder asks for it: the plan (the seeded one of HI and HTCI by default). */
export interface PolicyWish {
  /** The plan; required for EI, which the seed does not sell (the test makes its plan). */
  planId?: number;
  /** The day the cover started (the policy's start date); by default the app's today. */
  startDate?: string;
  /** Paid up to (the next payment date); null for none. A year after the start by default. */
  paidTo?: string | null;
  sumAssuredKobo?: Kobo;
  premiumKobo?: Kobo;
}

export interface BuiltPolicy {
  id: number;
  policyNumber: string;
  productUid: Product;
}

export type BuiltCustomer = Awaited<ReturnType<typeof signUp>> & { policies: BuiltPolicy[] };

/**
 * A customer for a test, made the way the product makes one (issue 37 item 6): signed up through
 * the API, then each step through the owner's own function (never a write to another module's
 * table): `verified()` is the identity check's outcome (customers' `markKycComplete`), and
 * `withPolicy(product)` a policy issued by policies' `issuePolicy` (numbered, its history begun).
 * Await it: `const c = await aCustomer(t).verified().withPolicy('HTCI')`.
 */
export function aCustomer(
  t: Pick<TestApp, 'app' | 'database' | 'ctx'>,
  overrides: Partial<Record<string, string>> = {},
) {
  const steps: ((c: BuiltCustomer) => Promise<void>)[] = [];
  const builder = {
    /** Identity verified: have_completed_kyc, as a passed identity check leaves it. */
    verified() {
      steps.push((c) => markKycComplete(t.database.db, c.id, t.ctx.now()));
      return builder;
    },
    /** An active policy of the product, issued as fulfilment issues one. */
    withPolicy(product: Product, wish: PolicyWish = {}) {
      steps.push(async (c) => {
        c.policies.push(await issueTestPolicy(t, c.id, product, wish));
      });
      return builder;
    },
    then<R1 = BuiltCustomer, R2 = never>(
      onFulfilled?: ((value: BuiltCustomer) => R1 | PromiseLike<R1>) | null,
      onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
    ): PromiseLike<R1 | R2> {
      return build().then(onFulfilled, onRejected);
    },
  };
  async function build(): Promise<BuiltCustomer> {
    const c: BuiltCustomer = { ...(await signUp(t.app, overrides)), policies: [] };
    for (const step of steps) await step(c);
    return c;
  }
  return builder;
}

/** A policy issued to a customer by the policies module's own `issuePolicy`. */
export async function issueTestPolicy(
  t: Pick<TestApp, 'database' | 'ctx'>,
  customerId: number,
  product: Product,
  wish: PolicyWish = {},
): Promise<BuiltPolicy> {
  const { db } = t.database;
  const planId = wish.planId ?? (await seededPlanId(t, product));
  const [hit] = await findPlansWithProducts(db, [planId]);
  if (!hit || hit.plan.productUid !== product) throw new Error(`no ${product} plan ${planId}`);
  const yearly = hit.plan.unit === 'Year';
  const start = wish.startDate ?? lagosDate(t.ctx.now());
  const id = await issuePolicy(
    db,
    {
      customerId,
      productUid: product,
      planId,
      sumAssuredKobo: wish.sumAssuredKobo ?? hit.plan.coverageKobo,
      premiumKobo: wish.premiumKobo ?? hit.plan.priceKobo,
      unit: hit.plan.unit,
      policyDuration: yearly ? 12 : 1,
      nextPaymentDate:
        wish.paidTo === undefined
          ? `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`
          : wish.paidTo,
    },
    start,
    t.ctx.now(),
    { actor: 'system', job: 'test' },
  );
  const [row] = await findPoliciesByIds(db, [id]);
  return { id, policyNumber: row!.policy.policyNumber, productUid: product };
}

async function seededPlanId(t: Pick<TestApp, 'database'>, product: Product): Promise<number> {
  if (product === 'EI')
    throw new Error(
      "an EI policy needs its plan (the seed sells none): withPolicy('EI', { planId })",
    );
  const plans = await seededPlans(t as TestApp);
  return product === 'HI' ? plans.health.planId : plans.healthCash.planId;
}
