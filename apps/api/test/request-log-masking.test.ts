import os from 'node:os';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { PERSONAL_QUERY_ROUTES, scrubUrl } from '../src/lib/logging.js';
import { openTestDatabase } from './helpers.js';

// Issue 24, 'Personal data in request lines': the customer search's ?q=<e-mail|phone> and the
// address suggestions' ?input=<address> were logged in full. Every route that takes personal data in
// its query (the list in lib/logging.ts) has each query value masked in every log line.

/** What each listed route takes in its query: a value that must never reach the log. */
const PERSONAL_QUERIES: Record<string, string> = {
  '/api/admin/customers': 'q=ada.okafor.secret%40example.ng',
  '/api/local/places/autocomplete': 'input=12%20Secretstreet%20Ikeja',
  '/api/local/products/income/quote': 'salary=987654',
  '/api/sandbox/outbox': 'to=08039876543',
  // The USSD callback key (issue 41): a secret, not personal data, masked the same way.
  '/api/ussd/africastalking': 'key=sandbox-ussd-key-secret',
  '/api/ussd/africastalking/events': 'key=sandbox-ussd-key-secret',
};

describe('request lines of routes that take personal data', () => {
  it('When the list of routes is read, then it holds every route the test sends a value through, the two named in the issue among them', () => {
    expect([...PERSONAL_QUERY_ROUTES].sort()).toEqual(Object.keys(PERSONAL_QUERIES).sort());
  });

  it('When each listed route is called with personal data in its query, then the request line has the path and the names, never the values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, dispose } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      APP_URL: 'http://localhost:3000',
      WEB_DIST: '/nonexistent',
      DATA_DIR: os.tmpdir(),
    });
    const app = await buildApp({ config, database, logStream: stream });
    await app.ready();
    try {
      for (const [route, query] of Object.entries(PERSONAL_QUERIES)) {
        // Answered or refused (no session), every request has its 'request completed' line.
        await app.inject({ method: 'GET', url: `${route}?${query}` });
      }
    } finally {
      await app.close();
      await dispose();
    }
    const requestLines = lines.filter((l) => l.includes('request completed'));
    for (const [route, query] of Object.entries(PERSONAL_QUERIES)) {
      const [name, value] = query.split('=') as [string, string];
      const line = requestLines.find((l) => l.includes(`"${route}?`));
      expect(line, route).toBeDefined();
      expect(line, route).toContain(`${route}?${name}=****`);
      for (const text of [value, decodeURIComponent(value)]) {
        expect(lines.join(''), route).not.toContain(text);
      }
    }
  });

  it('When a listed path is written in capitals, with a trailing slash, encoded, or with a bare value, then every value is still masked; other routes keep their query', () => {
    expect(scrubUrl('/api/admin/customers?q=ada%40x.ng&q=0803')).toBe(
      '/api/admin/customers?q=****&q=****',
    );
    expect(scrubUrl('/API/Admin/Customers/?q=ada%40x.ng')).toBe('/API/Admin/Customers/?q=****');
    expect(scrubUrl('/api/admin/%63ustomers?q=0803')).toBe('/api/admin/%63ustomers?q=****');
    expect(scrubUrl('/api/sandbox/outbox?08031234567')).toBe('/api/sandbox/outbox?****');
    expect(scrubUrl('/api/admin/leads?format=csv')).toBe('/api/admin/leads?format=csv');
    expect(scrubUrl('/api/auth/reset?token=abc')).toBe('/api/auth/reset?token=****');
  });
});
