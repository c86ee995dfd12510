import { nairaToKobo } from '@alaafia/domain';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leads, sponsorEnrolments } from '../src/db/schema/index.js';
import { spreadsheetSafe, toCsv } from '../src/lib/csv.js';
import { seededPlans } from './checkout-helpers.js';
import { useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

// Issue 24, 'Spreadsheet formulas in exports': every back-office CSV goes through one writer that
// writes a cell beginning with =, +, -, @, a tab or a carriage return with a leading '.
const t = useTestApp();
const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'] as const;
const payload = (ch: string) => `${ch}HYPERLINK("https://evil.example","x")`;

/** The cells of a CSV answer, as a spreadsheet's import would read them. */
const cellsOf = (body: string): string[][] => parse(body);

describe('the shared CSV writer', () => {
  it.each(DANGEROUS)(
    'When a text cell begins with %j, then it is written with a leading quote mark and read back as text',
    (ch) => {
      expect(spreadsheetSafe(payload(ch))).toBe(`'${payload(ch)}`);
      const cells = cellsOf(toCsv([{ a: payload(ch), b: 'plain' }]));
      expect(cells).toEqual([
        ['a', 'b'],
        [`'${payload(ch)}`, 'plain'],
      ]);
    },
  );

  it('When a cell is plain text, a number (negative too), a date or empty, then it is written as it is', () => {
    const cells = cellsOf(
      toCsv([{ t: 'Ada, "Lagos"', n: -500, d: new Date('2026-11-27T10:00:00Z'), e: null }]),
    );
    expect(cells[1]).toEqual(['Ada, "Lagos"', '-500', '2026-11-27T10:00:00.000Z', '']);
  });

  it('When a module writes CSV, then it is through lib/csv.ts: nothing else imports csv-stringify', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.ts$/.test(entry.name) &&
          full !== path.join(src, 'lib/csv.ts') &&
          fs.readFileSync(full, 'utf8').includes('csv-stringify')
        )
          offenders.push(path.relative(src, full));
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});

describe('every back-office export', () => {
  it.each(DANGEROUS)(
    'When a stored value begins with %j, then the leads, audit and sponsor enrolment exports write it with a leading quote mark',
    async (ch) => {
      const admin = await signedInStaff(t.app, ['administrator', 'reviewer', 'finance'], 'csv');
      const db = t.database.db;
      const value = payload(ch);

      // Leads (what a customer typed when an application could not be completed).
      await db.insert(leads).values({
        name: value,
        email: 'lead@example.ng',
        phone: '08031234567',
        uid: 'x',
        completionFailedReason: value,
        salaryKobo: nairaToKobo(20_000),
      });
      const leadsCsv = await admin.get('/api/admin/leads?format=csv');
      expect(leadsCsv.statusCode).toBe(200);
      const leadRows = cellsOf(leadsCsv.body);
      const leadRow = leadRows[1]!;
      expect(leadRow[leadRows[0]!.indexOf('name')]).toBe(`'${value}`);
      expect(leadRow[leadRows[0]!.indexOf('reason')]).toBe(`'${value}`);

      // The audit log (a user agent and a record id are whatever a request carried).
      const recordType = `csv-test-${DANGEROUS.indexOf(ch)}`;
      await db.insert(auditLog).values({
        staffId: admin.id,
        action: 'csv.test',
        recordType,
        recordId: value,
        userAgent: value,
      });
      const auditCsv = await admin.get(`/api/admin/audit?format=csv&record_type=${recordType}`);
      expect(auditCsv.statusCode).toBe(200);
      const auditRows = cellsOf(auditCsv.body);
      expect(auditRows).toHaveLength(2);
      expect(auditRows[1]![auditRows[0]!.indexOf('record_id')]).toBe(`'${value}`);
      expect(auditRows[1]![auditRows[0]!.indexOf('user_agent')]).toBe(`'${value}`);

      // A sponsor's enrolments (the e-mail an administrator enrolled).
      const sponsor = await admin.post('/api/admin/sponsors', {
        name: `Formula Ltd ${recordType} ${Date.now().toString(36)}`,
        contact_name: 'Ngozi Eze',
        contact_email: 'hr@formula.example.ng',
        contact_phone: '0803 123 4567',
        rc_number: 'rc 12345',
      });
      expect(sponsor.statusCode).toBe(201);
      const sponsorId = sponsor.json<{ data: { id: number } }>().data.id;
      const { health } = await seededPlans(t);
      await db.insert(sponsorEnrolments).values({
        sponsorId,
        email: value,
        productUid: 'HI',
        planId: health.planId,
        months: 1,
        enrolledAt: new Date(),
      });
      const enrolmentsCsv = await admin.get(
        `/api/admin/sponsors/${sponsorId}/enrolments?format=csv`,
      );
      expect(enrolmentsCsv.statusCode).toBe(200);
      const enrolmentRows = cellsOf(enrolmentsCsv.body);
      expect(enrolmentRows[1]![enrolmentRows[0]!.indexOf('email')]).toBe(`'${value}`);

      await db.delete(leads).where(eq(leads.name, value));
    },
  );
});
