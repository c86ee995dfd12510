import { describe, expect, it } from 'vitest';
import { CSV_ROWS_PER_BATCH } from '../src/modules/sales/sponsors/sponsors-csv.js';
import { newCustomer, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

// Issue 24: a 2,000-row sponsor CSV froze the PGlite server for 32 s: PGlite runs every query in the
// server's thread and answers it without giving the event loop a turn, so no socket was read until
// the import ended. The import works in batches that yield: a health check that arrives over the
// network during an upload is answered before the upload ends.
const t = useTestApp();

describe('a large sponsor CSV', () => {
  it('When a health check arrives over HTTP while a CSV of many rows is applied, then it is answered before the upload ends, and every row still applies', async () => {
    const admin = await signedInStaff(t.app, ['administrator'], 'csvb');
    const sponsor = await admin.post('/api/admin/sponsors', {
      name: `Big Employer ${Date.now().toString(36)}`,
      contact_name: 'Ngozi Eze',
      contact_email: 'hr@big.example.ng',
      contact_phone: '0803 123 4567',
      rc_number: 'rc 12345',
    });
    const sponsorId = sponsor.json<{ data: { id: number } }>().data.id;
    const rows = CSV_ROWS_PER_BATCH * 10;
    const csv = [
      'email,product,plan_code,months',
      ...Array.from({ length: rows }, () => `${newCustomer().email},HTCI,HTCI-Y,12`),
    ].join('\n');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const finished: string[] = [];
    const upload = admin
      .post(`/api/admin/sponsors/${sponsorId}/enrolments/csv`, { csv })
      .then((res) => {
        finished.push('upload');
        return res;
      });
    const health = fetch(`${address}/api/health`).then((res) => {
      finished.push('health');
      return res;
    });
    const [uploaded, checked] = await Promise.all([upload, health]);
    expect(checked.status).toBe(200);
    expect(finished).toEqual(['health', 'upload']);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({ rows, invoiced: rows, errors: [] });
  });
});
