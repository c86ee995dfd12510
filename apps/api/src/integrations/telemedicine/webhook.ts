import type { TelemedicineReferral } from '@alaafia/domain';
import { signTelemedicineBody } from './signature.js';
import { TELEMEDICINE_SIGNATURE_HEADER, type TelemedicinePartner } from './types.js';

/**
 * The real partner (TELEMEDICINE_PROVIDER=webhook): each referral POSTed as JSON to
 * TELEMEDICINE_WEBHOOK_URL, signed (signature.ts). A 2xx is taken; anything else throws, and the
 * job retries with backoff. The partner may answer `{ "id": "..." }`, kept as its reference.
 */
export class WebhookTelemedicinePartner implements TelemedicinePartner {
  constructor(
    private readonly options: {
      url: string;
      secret: string;
      timeoutMs: number;
      fetch?: typeof fetch;
    },
  ) {}

  async send(referral: TelemedicineReferral) {
    const body = JSON.stringify(referral);
    const response = await (this.options.fetch ?? fetch)(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TELEMEDICINE_SIGNATURE_HEADER]: signTelemedicineBody(this.options.secret, body),
        'idempotency-key': referral.reference,
      },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`telemedicine partner answered ${response.status}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    const id =
      answer && typeof answer === 'object' && 'id' in answer && typeof answer.id === 'string'
        ? answer.id.slice(0, 64)
        : null;
    return { partnerReference: id };
  }
}
