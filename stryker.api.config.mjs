// @ts-check
// Mutation testing of the API's money and OTP code: `npm run mutation:api`. Measured, not a gate:
// it runs the DB-backed API tests (PGlite) for each mutant, which takes long on 2 cores, so it is
// not part of `npm test`. The score goes in docs/performance.md (goal 90%).
// MUTATION_API_SCOPE=core limits it to fulfilment.ts and the OTP code, with the payments, Paystack
// and OTP test files only.
const core = [
  'apps/api/src/modules/sales/payments/fulfilment.ts',
  'apps/api/src/lib/one-time-codes.ts',
  // The OTP parts of the KYC service: sendCode, closedCodeMessage, submitForCode and verifyCode.
  'apps/api/src/modules/identity/kyc/kyc.service.ts:504-701',
  // The OTP rows (revoke, insert, delete, find, claim a try, consume, spend) and the code quotas.
  'apps/api/src/modules/identity/kyc/kyc.repo.ts:99-210',
  'apps/api/src/modules/identity/kyc/kyc.repo.ts:344-380',
];
const checkout = ['apps/api/src/modules/sales/payments/payments.service.ts'];
const coreTests = [
  'apps/api/test/payments.test.ts',
  'apps/api/test/payments-rules.test.ts',
  'apps/api/test/free-month.test.ts',
  'apps/api/test/kyc-providers.test.ts',
  'apps/api/test/paystack.test.ts',
  'apps/api/test/kyc-otp.test.ts',
];
const checkoutTests = [
  'apps/api/test/payment-methods.test.ts',
  'apps/api/test/policies.test.ts',
  'apps/api/test/invoices.test.ts',
  'apps/api/test/account.test.ts',
  'apps/api/test/kyc-sandbox.test.ts',
  'apps/api/test/jobs.test.ts',
];
const isCore = process.env.MUTATION_API_SCOPE === 'core';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'apps/api/vitest.config.ts', dir: 'apps/api', related: false },
  mutate: isCore ? core : [...core, ...checkout],
  // The API tests that reach these modules; the others only slow each mutant's run.
  testFiles: isCore ? coreTests : [...coreTests, ...checkoutTests],
  concurrency: 2,
  // The first run of these files on PGlite takes minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 30,
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  incremental: false,
  timeoutMS: 30_000,
  ignorePatterns: ['/apps/web', '/docs', '/reports', '/test-results', '/data', '/.ci'],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/api.html' },
  jsonReporter: { fileName: 'reports/mutation/api.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp-api',
  cleanTempDir: 'always',
  warnings: { slow: false },
};
