import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { USSD_SCREEN_MAX } from '@alaafia/domain';

/** Test helpers for the USSD channel (issue 41), shared by the ussd*.test.ts files. */

export const SANDBOX_KEY = 'sandbox-ussd-key';

/** A Nigerian mobile number no other test uses, in the stored form and as the gateway sends it. */
export function newPhone() {
  const local = `0706${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return { local, gateway: `+234${local.slice(1)}` };
}

/** Every screen the callback answered in this file: checked against the gateway's rules. */
export const screensSeen: string[] = [];

/** Asserts a screen keeps the gateway's rules: CON/END, at most 182 characters. */
export function expectScreen(screen: string) {
  expect(screen).toMatch(/^(CON|END) /);
  expect([...screen].length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
}

/** One request of Africa's Talking's callback, form-encoded, as the gateway sends it. */
export function callback(
  app: FastifyInstance,
  fields: Record<string, string>,
  key: string | null = SANDBOX_KEY,
  url = '/api/ussd/africastalking',
) {
  return app.inject({
    method: 'POST',
    url: key === null ? url : `${url}?key=${encodeURIComponent(key)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * A caller dialling the short code: `send(answer)` adds an answer to the session's text (as the
 * gateway joins them with `*`) and answers the screen, checked against the gateway's rules.
 */
export function dial(app: FastifyInstance, gatewayPhone: string) {
  const sessionId = `ATUid_${randomInt(0, 2 ** 40).toString(36)}${Date.now().toString(36)}`;
  const answers: string[] = [];
  async function request(text: string) {
    const res = await callback(app, {
      sessionId,
      serviceCode: '*347*123#',
      phoneNumber: gatewayPhone,
      networkCode: '62120',
      text,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expectScreen(res.body);
    screensSeen.push(res.body);
    return res.body;
  }
  return {
    sessionId,
    start: () => request(''),
    send: (answer: string) => {
      answers.push(answer);
      return request(answers.join('*'));
    },
    /** The same request again (the gateway retrying). */
    repeat: () => request(answers.join('*')),
  };
}
