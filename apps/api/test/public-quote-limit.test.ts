import { errorCopy } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

// Issue 24: the public quote had no rate limit (300 requests in 3.4 s). Like the other public forms:
// at most 60 a minute from one address, then 429 with the usual message. A fixed clock keeps the
// test inside one window.
const t = useTestApp({ overrides: { now: () => new Date('2026-11-27T10:00:05Z') } });

const quote = (remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/local/products/income/quote?salary=150000',
    remoteAddress,
  });

describe('GET /api/local/products/income/quote: the rate limit', () => {
  it('When one address asks for 61 quotes within a minute, then the first 60 answer and the 61st is 429 with the usual message; another address still gets its quote', async () => {
    for (let i = 0; i < 60; i += 1) {
      const res = await quote('203.0.113.7');
      expect(res.statusCode, `quote ${i + 1}`).toBe(200);
    }
    const over = await quote('203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: errorCopy.rateLimited });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quote('203.0.113.8')).statusCode).toBe(200);
  });
});
