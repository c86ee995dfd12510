import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.js';

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
    const res = await paystack.app.inject({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain('frame-src https://checkout.paystack.com');
    expect(csp).toContain("connect-src 'self' https://api.paystack.co");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('When the sandbox is the provider, then the CSP allows scripts from the app only', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('paystack');
  });
});
