import { describe, expect, it } from 'vitest';
import { bellLabel } from './bell.js';
import { notificationsReadBodySchema } from './notifications.js';

describe('the bell (issue 15)', () => {
  it('When messages are unread, then the bell’s name says how many; with none, it is just Notifications', () => {
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(0)).toBe('Notifications');
  });
});

describe('marking messages read', () => {
  it('When ids are given, then 1 to 100 positive whole ids are taken; without ids, all are meant', () => {
    expect(notificationsReadBodySchema.parse({})).toEqual({});
    expect(notificationsReadBodySchema.parse({ ids: [1, 2_147_483_647] })).toEqual({
      ids: [1, 2_147_483_647],
    });
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(notificationsReadBodySchema.safeParse({ ids: hundred }).success).toBe(true);
    for (const ids of [[], [...hundred, 101], [0], [-1], [1.5], [2_147_483_648], ['1']]) {
      expect(notificationsReadBodySchema.safeParse({ ids }).success, JSON.stringify(ids)).toBe(
        false,
      );
    }
  });
});
