import { afterEach, describe, expect, it } from 'vitest';
import { formatLagosTime } from './format-time';

const browserZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = browserZone;
});

describe('formatLagosTime', () => {
  it.each(['America/New_York', 'Asia/Tokyo', 'UTC'])(
    'When the browser is on %s, then a moment near midnight reads in Lagos time',
    (zone) => {
      process.env.TZ = zone;
      expect(formatLagosTime('2026-11-20T23:30:00.000Z')).toBe('21/11/2026, 00:30:00');
      expect(formatLagosTime('2026-06-15T22:59:59.999Z')).toBe('15/06/2026, 23:59:59');
    },
  );

  it('When there is no moment (or not a moment), then it reads as a dash', () => {
    expect(formatLagosTime(null)).toBe('—');
    expect(formatLagosTime(undefined)).toBe('—');
    expect(formatLagosTime('not a date')).toBe('—');
  });
});
