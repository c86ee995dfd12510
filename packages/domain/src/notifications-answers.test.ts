import { describe, expect, it } from 'vitest';
import { languageCopy, languageSchema } from './language.js';
import { notificationPageSchema, notificationsReadAnswerSchema } from './notifications.js';

/** The bell's answers (issue 15) and the customer's language (issue 42), as the web app reads them (issue 43). */
describe('the bell', () => {
  it('When a page of messages is answered, then each message and the unread count are kept', () => {
    const page = {
      data: [
        {
          id: 1,
          event: 'card.declined',
          title: 'Your card was declined',
          body: 'Pay with another card.',
          action_path: '/dashboard',
          created_at: '2026-12-07T10:00:00.000Z',
          read_at: null,
        },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1, unread_count: 1 },
    };
    expect(notificationPageSchema.parse(page)).toEqual(page);
  });

  it('When messages are marked read, then how many and how many are left is answered', () => {
    expect(notificationsReadAnswerSchema.parse({ marked: 2, unread_count: 0 })).toEqual({
      marked: 2,
      unread_count: 0,
    });
  });
});

describe('the customer’s language', () => {
  it('When a language is not one of ours, then the customer is told the languages', () => {
    expect(languageSchema.safeParse('fr').error!.issues.map((i) => i.message)).toEqual([
      languageCopy.unknown,
    ]);
    expect(languageCopy.unknown).toContain('yo (');
  });
});
