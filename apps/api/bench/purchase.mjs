// A whole purchase under load (issue 8): BENCH_CUSTOMERS virtual customers (default 50) start at
// once against a running server, each with its own session cookie, and each does the real HTTP
// sequence of the income-protection checkout, paid through the sandbox:
//
//   1. POST  /api/auth/signup                                    -> 201, the session cookie
//   2. PATCH /api/local/customers/:id { salary, employer_name }  -> 200
//   3. POST  /api/local/products/salary { salary }                -> 200, the plans (the second is taken)
//   4. PATCH /api/local/customers/:id { products: [{ id, plan_id, price }] } -> 200, the cart
//   5. GET   /api/local/customers/:id/quotes/payment-reference?accept_terms=true -> 200, the reference
//   6. POST  /api/sandbox/paystack/charge { reference, outcome: 'success' } -> 200 (the signed webhook follows)
//   7. POST  /api/local/customers/:id/payments { payment_reference, ... } -> 200, the policy
//
// Any thrown error, non-2xx answer or answer without the expected content is an error: the purchase
// stops there and counts as failed. Latency is recorded per step and for the whole purchase.
// Used by run.mjs (imported); traffic goes to the given base URL only (127.0.0.1 in the benchmark).

export const PURCHASE_CUSTOMERS = Math.min(
  Math.max(Math.round(Number(process.env.BENCH_CUSTOMERS) || 50), 1),
  1000,
);
const SALARY = 250_000;
// Generous: the benchmark shares a small machine with whatever else runs; a slower answer is a figure, a timeout an error.
const REQUEST_TIMEOUT_MS = 60_000;
const STEPS = ['signup', 'salary', 'plans', 'cart', 'reference', 'charge', 'payment'];

/** The value at quantile q (0..1) of sorted numbers (nearest rank), rounded to 0.1 ms. */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

function summary(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
  };
}

class StepError extends Error {
  constructor(step, message) {
    super(`${step}: ${message}`);
    this.step = step;
  }
}

/**
 * One virtual customer: the seven calls in order, timed; answers the durations and the customer's id
 * or throws StepError. Also used by bench/cluster-run.ts, which checks each answered purchase's policy.
 */
export async function onePurchase(base, n, signal) {
  const timings = {};
  let cookie = '';

  async function call(step, method, path, body, expected = 200) {
    const started = performance.now();
    let res;
    let text;
    try {
      res = await fetch(base + path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      text = await res.text();
    } catch (error) {
      throw new StepError(step, `${method} ${path} threw ${error.name}: ${error.message}`);
    }
    timings[step] = performance.now() - started;
    if (res.status !== expected) {
      throw new StepError(step, `${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    }
    try {
      return { res, json: JSON.parse(text) };
    } catch {
      throw new StepError(step, `${method} ${path} answered ${res.status} with no JSON body`);
    }
  }

  const unique = `${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 8)}`;
  const signup = await call(
    'signup',
    'POST',
    '/api/auth/signup',
    {
      first_name: 'Adaeze',
      last_name: 'Okafor',
      email: `bench.${unique}@example.ng`,
      phone_number: `0803${String(1_000_000 + ((Date.now() + n * 7919) % 9_000_000)).slice(-7)}`,
      password: 'correct horse battery staple',
    },
    201,
  );
  const session = signup.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('alaafia_session='));
  const id = signup.json.data?.id;
  if (!session || !Number.isInteger(id)) {
    throw new StepError('signup', 'no session cookie or customer id in the answer');
  }
  cookie = session;
  const customer = `/api/local/customers/${id}`;

  await call('salary', 'PATCH', customer, { salary: SALARY, employer_name: 'Dangote Cement Plc' });

  const plans = await call('plans', 'POST', '/api/local/products/salary', { salary: SALARY });
  const product = plans.json.data;
  const plan = product?.pricing_plans?.[1];
  if (!plan) throw new StepError('plans', 'fewer than two plans offered');

  const cart = await call('cart', 'PATCH', customer, {
    products: [{ id: product.uid, plan_id: plan.id, price: plan.price }],
  });
  if (!cart.json.data?.carts?.some((c) => c.plan_id === plan.id)) {
    throw new StepError('cart', 'the plan is not in the cart the answer shows');
  }

  const quote = await call(
    'reference',
    'GET',
    `${customer}/quotes/payment-reference?accept_terms=true`,
  );
  const reference = quote.json.data?.reference;
  if (typeof reference !== 'string') throw new StepError('reference', 'no reference in the answer');

  await call('charge', 'POST', '/api/sandbox/paystack/charge', { reference, outcome: 'success' });

  const paid = await call('payment', 'POST', `${customer}/payments`, {
    payment_reference: reference,
    has_payed: true,
    referral_code: null,
    plan_value: plan.price,
    first_name: 'Adaeze',
    engage_uid: String(id),
  });
  const policies = paid.json.data;
  if (!Array.isArray(policies) || policies.length !== 1) {
    throw new StepError(
      'payment',
      `expected one policy, got ${JSON.stringify(policies)?.slice(0, 200)}`,
    );
  }
  return { timings, customerId: id, reference };
}

/**
 * Runs `customers` purchases at once against base (e.g. http://127.0.0.1:3000) and answers the
 * figures: purchases completed, errors (with up to 5 samples), purchases per second, latency per step
 * and for the whole purchase. signal stops it (Ctrl-C).
 */
export async function purchaseUnderLoad(base, { customers = PURCHASE_CUSTOMERS, signal } = {}) {
  const stop = signal ?? new AbortController().signal;
  const perStep = Object.fromEntries(STEPS.map((s) => [s, []]));
  const whole = [];
  const errors = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: customers }, async (_, n) => {
      const t0 = performance.now();
      try {
        const { timings } = await onePurchase(base, n, stop);
        whole.push(performance.now() - t0);
        for (const [step, ms] of Object.entries(timings)) perStep[step].push(ms);
      } catch (error) {
        errors.push(error instanceof StepError ? error : new StepError('?', error.message));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const byStep = {};
  for (const e of errors) byStep[e.step] = (byStep[e.step] ?? 0) + 1;
  return {
    customers,
    purchases: whole.length,
    errors: errors.length,
    errorsByStep: byStep,
    errorSamples: errors.slice(0, 5).map((e) => e.message),
    seconds: Math.round(seconds * 100) / 100,
    purchasesPerSecond: Math.round((whole.length / seconds) * 10) / 10,
    whole: summary(whole),
    steps: Object.fromEntries(STEPS.map((s) => [s, summary(perStep[s])])),
  };
}
