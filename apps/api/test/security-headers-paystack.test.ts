import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from './helpers.js';

/** A page's Content-Security-Policy: the member card page of a customer without a card (404, HTML). */
async function pageCsp(test: TestApp): Promise<string> {
  const { cookie } = await signUp(test.app);
  const res = await test.app.inject({ method: 'GET', url: '/dashboard/card', headers: { cookie } });
  expect(res.headers['content-type']).toContain('text/html');
  return res.headers['content-security-policy'] as string;
}

/** The web app opens Paystack's InlineJS popup only when Paystack is the payment provider. */
describe('security headers with Paystack', () => {
  let paystack: TestApp;
  let sandbox: TestApp;
  beforeAll(async () => {
    paystack = await buildTestApp({
      env: {
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_TEST_SECRET_KEY: 'sk_test_alaafia',
        PAYSTACK_TEST_PUBLIC_KEY: 'pk_test_alaafia',
      },
    });
    sandbox = await buildTestApp();
  });
  afterAll(async () => {
    await paystack?.close();
    await sandbox?.close();
  });

  it('When Paystack is the provider, then the CSP lets in its script, its checkout frame and its API, and nothing else changes', async () => {
    const csp = await pageCsp(paystack);
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain('frame-src https://checkout.paystack.com');
    expect(csp).toContain("connect-src 'self' https://api.paystack.co");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('When the sandbox is the provider, then the CSP allows scripts from the app only', async () => {
    const csp = await pageCsp(sandbox);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('paystack');
  });
});
