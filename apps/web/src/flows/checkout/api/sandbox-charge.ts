import { api } from '#lib/api-client.js';

type SandboxOutcome = 'success' | 'failed';

/**
 * POST /api/sandbox/paystack/charge { reference, outcome } (sandbox only): marks the reference as the
 * provider would and delivers the signed webhook.
 */
export function chargeSandbox(reference: string, outcome: SandboxOutcome) {
  return api.post<{ reference: string; status: string }>('/sandbox/paystack/charge', {
    reference,
    outcome,
  });
}
