import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sponsorEnrolments } from '../src/db/schema/index.js';
import { testClock } from './checkout-helpers.js';
import { newCustomer, signUpProven, useTestApp } from './helpers.js';
import { sponsorSupport } from './sponsor-support.js';

// Sponsors' CSV enrolment (issue 16): many rows applied in one request, the bulk enrolment's SQL,
// which may read differently on PGlite and on a PostgreSQL server, so this file is on the drivers
// list (test/postgres-suite.ts) and runs on both in CI. The rest of the sponsors' rules are
// sponsors.test.ts's; the CSV in batches beside other work, sponsors-csv-batches.test.ts's
// (docs/decisions/2026-12-07-ci-runs-api-files-once.md).
const clock = testClock(new Date('2026-05-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const { staff, newSponsor, payInvoice } = sponsorSupport(t, clock, 'spcsv');

describe('sponsors: CSV', () => {
  it('When a CSV has good and bad rows, then the good ones apply, each bad one is reported with its line and fields and changes nothing, and a repeated row is the same enrolment', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const existing = await signUpProven(t.app);
    const waiting = newCustomer().email;
    const csv = [
      'Email,Product,Plan_Code,Months',
      `${existing.body.email},HI,HI-SMEDAN-M,3`,
      `${waiting},HTCI,HTCI-Y,12`,
      'not-an-email,HI,HI-SMEDAN-M,3',
      `${newCustomer().email},XX,HI-SMEDAN-M,3`,
      `${newCustomer().email},HI,HI-NOPE,3`,
      `${newCustomer().email},HTCI,HTCI-Y,6`,
      `${newCustomer().email},HI,HI-SMEDAN-M,0`,
      '',
      `${existing.body.email},HI,HI-SMEDAN-M,3`,
    ].join('\n');
    const res = await admin.post(`/api/admin/sponsors/${s.id}/enrolments/csv`, { csv });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      rows: 8,
      invoiced: 2,
      invoice_number: expect.stringMatching(/^SPN-2026-\d{6}$/),
      already_enrolled: 1,
    });
    expect(data.errors).toEqual([
      { row: 4, email: 'not-an-email', errors: { email: ['Please enter a valid email address'] } },
      {
        row: 5,
        email: expect.any(String),
        errors: { product: ['Choose a product: EI, HI, HTCI'] },
      },
      {
        row: 6,
        email: expect.any(String),
        errors: { plan_code: ['There is no plan on sale with this code for this product.'] },
      },
      {
        row: 7,
        email: expect.any(String),
        errors: { months: ['This plan is sold by the year: enter 12 or 24 months.'] },
      },
      {
        row: 8,
        email: expect.any(String),
        errors: { months: ['Enter a number of months from 1 to 24'] },
      },
    ]);
    const unpaid = await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.sponsorId, s.id));
    expect(unpaid.map((r) => r.status)).toEqual(['awaiting_payment', 'awaiting_payment']);
    // One invoice for the upload: a line per new enrolment; paid, each starts or waits for sign-up.
    const invoice = await payInvoice(data.invoice_number);
    expect(invoice.lines).toHaveLength(2);
    const amounts = invoice.lines.map((l: { amount_kobo: number }) => l.amount_kobo);
    expect(amounts[0]).toBe(330_000);
    expect(invoice.total_kobo).toBe(amounts[0] + amounts[1]);
    const rows = await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.sponsorId, s.id));
    expect(rows.map((r) => [r.email, r.status]).sort()).toEqual(
      [
        [existing.body.email.toLowerCase(), 'active'],
        [waiting.toLowerCase(), 'pending'],
      ].sort(),
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, admin.id), like(auditLog.action, 'sponsor.%')));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'sponsor.created',
      'sponsor.csv_uploaded',
      'sponsor.enrolled',
      'sponsor.enrolled',
      'sponsor.enrolment_repeated',
    ]);
    expect(audits.find((a) => a.action === 'sponsor.csv_uploaded')!.after).toMatchObject({
      rows: 8,
      rows_in_error: [4, 5, 6, 7, 8],
    });

    const noHeader = await admin.post(`/api/admin/sponsors/${s.id}/enrolments/csv`, {
      csv: `${waiting},HI,HI-SMEDAN-M,3`,
    });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors.csv).toEqual([
      'The first line must name the columns: email, product, plan_code, months.',
    ]);
    const broken = await admin.post(`/api/admin/sponsors/${s.id}/enrolments/csv`, {
      csv: 'email,product,plan_code,months\n"unclosed,HI,HI-SMEDAN-M,3',
    });
    expect(broken.statusCode).toBe(422);
  });
});
