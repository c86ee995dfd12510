import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { lagosDate } from '@alaafia/domain';
import type { TestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

/**
 * What the sponsors' test files share (issue 16): a signed-in staff member, a new sponsor, and an
 * invoice paid by bank transfer as finance pays one. `tag` keeps each file's staff e-mails apart.
 */
export function sponsorSupport(t: TestApp, clock: { now(): Date }, tag = 'sp') {
  const staff = (app: FastifyInstance, roles: string[]) => signedInStaff(app, roles, tag);
  type Staff = Awaited<ReturnType<typeof staff>>;

  let sponsorCount = 0;
  async function newSponsor(admin: Staff) {
    sponsorCount += 1;
    const res = await admin.post('/api/admin/sponsors', {
      name: `Dangote Cement ${Date.now().toString(36)}${sponsorCount}`,
      contact_name: 'Ngozi Eze',
      contact_email: 'HR@Dangote.example.ng',
      contact_phone: '0803 123 4567',
      rc_number: 'rc 12345',
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { id: number; name: string } }>().data;
  }

  /** Pays a sponsor invoice by bank transfer (issue 27): one finance member records it, a second approves. */
  let financePair: [Staff, Staff] | null = null;
  async function payInvoice(number: string) {
    // One pair for the file (sign-ins are rate-limited), signed in again once the moved clock ended their sessions.
    if (
      !financePair ||
      (await financePair[0].get('/api/admin/sponsor-invoices')).statusCode !== 200
    )
      financePair = [await staff(t.app, ['finance']), await staff(t.app, ['finance'])];
    const [maker, checker] = financePair;
    const unpaid = (await maker.get('/api/admin/sponsor-invoices?status=unpaid')).json<{
      data: { id: number; number: string; total_kobo: number }[];
    }>().data;
    const invoice = unpaid.find((i) => i.number === number)!;
    expect(invoice, number).toBeDefined();
    const recorded = await maker.post(`/api/admin/sponsor-invoices/${invoice.id}/transfer`, {
      amount: invoice.total_kobo / 100,
      bank_reference: 'GTB/TRF/0001',
      received_on: lagosDate(clock.now()),
    });
    expect(recorded.statusCode).toBe(200);
    const approved = await checker.post(`/api/admin/sponsor-invoices/${invoice.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    return approved.json().data;
  }

  return { staff, newSponsor, payInvoice };
}
