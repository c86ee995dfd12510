import { expect } from 'vitest';
import { runJobs as runDueJobs } from './builders/jobs.js';
import type { TestApp } from './helpers.js';
import { signWhatsAppBody } from '../src/integrations/messaging/whatsapp.js';

/**
 * Meta's webhook bodies as its documentation shows them (the messages webhook reference: an
 * `object: whatsapp_business_account` envelope, `entry[].changes[].value` with `metadata`,
 * `contacts`, and `messages` or `statuses`), signed as Meta signs them (X-Hub-Signature-256).
 */
let seq = 0;
export const wamid = () =>
  `wamid.HBgLMjM0ODAzMTIzNDU2NxUCABIYFDNB${Date.now().toString(36)}${(seq += 1)}`;

export function messageEvent(from: string, message: Record<string, unknown>, id = wamid()) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '2348000000000',
                phone_number_id: '106540352242922',
              },
              contacts: [{ profile: { name: 'Chinedu Okeke' }, wa_id: from }],
              messages: [{ from, id, timestamp: '1780300800', ...message }],
            },
          },
        ],
      },
    ],
  };
}

export function statusEvent(
  recipient: string,
  id: string,
  status: string,
  errors?: { code: number; title: string }[],
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '2348000000000',
                phone_number_id: '106540352242922',
              },
              statuses: [
                {
                  id,
                  status,
                  timestamp: '1780300900',
                  recipient_id: recipient,
                  ...(errors ? { errors } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** POSTs a body to the webhook, signed with `secret` (the sandbox's by default). */
export function postEvent(t: TestApp, body: unknown, secret = t.ctx.config.whatsapp.appSecret) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWhatsAppBody(secret, payload),
    },
    payload,
  });
}

/** Replies queue send jobs, which the run after takes: run until nothing is left. */
export const runJobs = (t: TestApp) => runDueJobs(t, { untilIdle: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's message bodies, read loosely by the tests
export type OutboxItem = { to: string; type: string; body: Record<string, any>; at: string };

export async function outbox(t: TestApp, to: string): Promise<OutboxItem[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/whatsapp/outbox?to=${to}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: OutboxItem[] }>().data;
}

/** The words of a message we sent (a text's body, an interactive message's body, a caption). */
export const wordsOf = (item: OutboxItem): string =>
  item.body.text?.body ??
  item.body.interactive?.body?.text ??
  item.body.image?.caption ??
  item.body.document?.filename ??
  item.body.template?.name ??
  '';
