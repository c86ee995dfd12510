// @ts-check
// Mutation testing of the API's money code (issue 43): fulfilment, payouts, refunds, the ledger's
// postings and the claim decision. `npm run mutation:api`, a step of `npm test` with a floor
// (scripts/mutation-gate.mjs; docs/performance.md, 'Mutation testing';
// docs/decisions/2026-12-07-mutation-baselines-in-the-repository.md).
//
// Cheap enough for CI because:
// - the run is incremental against the report kept in the repository
//   (mutation/stryker-incremental-api.json): a fresh clone re-tests only the mutants whose code or
//   covering tests changed since that report, and scripts/mutation-run.mjs does not start Stryker
//   at all when none of the mutated files and test files changed (MUTATION_FULL=1: every mutant);
// - each mutant runs only the tests that cover it (per-test coverage) among the test files below,
//   the ones written for this code;
// - the runs share worker threads that keep the module graph and their databases from run to run
//   (apps/api/vitest.stryker.config.mjs): a mutant's cost is its tests, not an app's start.
// Static mutants (code run when a module loads: copy objects, constants) are left out, as in this
// run before: one would need the modules loaded afresh for each run, which these threads do not do.
//
// Not every group is gated yet. To bring one in, on an idle machine: add it to `gated`, run
// `npm run mutation:api` (the gated groups' statuses are reused, the new group's mutants tested),
// set the floor in scripts/mutation-gate.mjs to the score it prints, and commit the report with
// them. MUTATION_API_GROUPS=<group> measures a group without gating it (the report it writes then
// differs from the gated run's, so do not commit it). docs/performance.md, 'Mutation testing', has
// each group's state.
//
// MUTATION_API_SCOPE=otp measures the OTP and checkout code of issue 12 instead (not a gate, not
// incremental).
/**
 * The money code in groups, each with the test files written for it. The run mutates the groups in
 * `gated` (their report is complete: every mutant scored) and any named in MUTATION_API_GROUPS
 * (comma-separated), which is how a group's first full measurement is taken before it joins `gated`.
 */
const groups = {
  // The ledger's postings: the entries and lines written for payments, refunds and chargebacks.
  ledger: {
    mutate: [
      'apps/api/src/modules/platform/ledger/ledger.ts',
      'apps/api/src/modules/platform/ledger/premiums.ts',
      'apps/api/src/modules/sales/payments/payments-ledger.ts',
    ],
    tests: [
      'apps/api/test/ledger-core.test.ts',
      'apps/api/test/ledger-payments.test.ts',
      'apps/api/test/ledger-postings.test.ts',
      'apps/api/test/ledger-routes.test.ts',
    ],
  },
  refunds: {
    mutate: ['apps/api/src/modules/sales/payments/refunds.ts'],
    tests: [
      'apps/api/test/refunds-disputes.test.ts',
      'apps/api/test/ledger-payments.test.ts',
      'apps/api/test/money-queue.test.ts',
    ],
  },
  // The claim decision: decideClaim() (approve, reject, request more information).
  decision: {
    mutate: ['apps/api/src/modules/cover/claims/claim-decisions.ts'],
    tests: ['apps/api/test/claims.test.ts', 'apps/api/test/claims-rules.test.ts'],
  },
  payouts: {
    mutate: [
      'apps/api/src/modules/cover/claims/payouts.ts',
      'apps/api/src/modules/cover/claims/payout-transfers.ts',
      'apps/api/src/modules/cover/claims/payout-admin.ts',
    ],
    tests: [
      'apps/api/test/claims.test.ts',
      'apps/api/test/claims-paystack.test.ts',
      'apps/api/test/claims-rules.test.ts',
    ],
  },
  fulfilment: {
    mutate: ['apps/api/src/modules/sales/payments/fulfilment.ts'],
    tests: [
      'apps/api/test/payments.test.ts',
      'apps/api/test/payments-races.test.ts',
      'apps/api/test/payments-rules.test.ts',
      'apps/api/test/free-month.test.ts',
      'apps/api/test/free-month-races.test.ts',
      'apps/api/test/paystack.test.ts',
      'apps/api/test/reconciliation.test.ts',
    ],
  },
};
/** The groups whose every mutant the kept report scores: npm test's run and its floor. */
const gated = ['ledger'];
const chosen = [
  ...new Set([
    ...gated,
    ...(process.env.MUTATION_API_GROUPS ?? '').split(',').filter((g) => g in groups),
  ]),
].map((g) => groups[/** @type {keyof typeof groups} */ (g)]);
const money = chosen.flatMap((g) => g.mutate);
const moneyTests = [...new Set(chosen.flatMap((g) => g.tests))];
const otp = [
  'apps/api/src/lib/one-time-codes.ts',
  'apps/api/src/modules/sales/payments/payments.service.ts',
  // The OTP parts of the KYC service: sendCode, closedCodeMessage, submitForCode and verifyCode.
  'apps/api/src/modules/identity/kyc/kyc.service.ts:504-701',
  // The OTP rows (revoke, insert, delete, find, claim a try, consume, spend) and the code quotas.
  'apps/api/src/modules/identity/kyc/kyc.repo.ts:99-210',
  'apps/api/src/modules/identity/kyc/kyc.repo.ts:344-380',
];
const otpTests = [
  'apps/api/test/kyc-providers.test.ts',
  'apps/api/test/kyc-otp.test.ts',
  'apps/api/test/payment-methods.test.ts',
  'apps/api/test/policies.test.ts',
  'apps/api/test/invoices.test.ts',
  'apps/api/test/account.test.ts',
  'apps/api/test/kyc-sandbox.test.ts',
];
const isOtp = process.env.MUTATION_API_SCOPE === 'otp';
const full = process.env.MUTATION_FULL === '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'apps/api/vitest.stryker.config.mjs',
    dir: 'apps/api',
    related: false,
    pool: 'threads',
  },
  mutate: isOtp ? otp : money,
  testFiles: isOtp ? otpTests : moneyTests,
  concurrency: 2,
  // The first run of these files takes minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 30,
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  incremental: !isOtp,
  force: full,
  incrementalFile: 'mutation/stryker-incremental-api.json',
  timeoutMS: 30_000,
  ignorePatterns: ['/apps/web', '/docs', '/reports', '/mutation', '/test-results', '/data', '/.ci'],
  // The floor is scripts/mutation-gate.mjs's, after the run (scripts/mutation-run.mjs).
  thresholds: { high: 90, low: 80, break: null },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/api.html' },
  jsonReporter: { fileName: 'reports/mutation/api.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp-api',
  cleanTempDir: 'always',
  warnings: { slow: false },
};
