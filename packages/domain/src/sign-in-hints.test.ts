import { describe, expect, it } from 'vitest';
import { MEMBER_CARD_OFFLINE_CACHE, MEMBER_CARD_PAGE_PATH } from './member-card.js';
import {
  CUSTOMER_HINT_COOKIE,
  HOSPITAL_HINT_COOKIE,
  HOSPITAL_HINT_PATH,
  STAFF_HINT_COOKIE,
  STAFF_HINT_PATH,
} from './sign-in-hints.js';
import { acceptedInvitationAnswerSchema } from './staff.js';

/**
 * The names the web app and the API share: the sign-in hints of the customer, the staff and the
 * hospitals (a cookie and, for the staff doors, the path it belongs to) and the member card's page and offline cache (issue 43).
 */
const cookieName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/; // RFC 6265's token

describe('the sign-in hints', () => {
  it('When a staff member or a hospital’s staff signs in, then the hint’s path is where they sign in', () => {
    for (const sign_in_path of [STAFF_HINT_PATH, HOSPITAL_HINT_PATH])
      expect(
        acceptedInvitationAnswerSchema.safeParse({ email: 'a', recovery_codes: [], sign_in_path })
          .success,
        sign_in_path,
      ).toBe(true);
    expect(STAFF_HINT_PATH).not.toBe(HOSPITAL_HINT_PATH);
  });

  it('When the hints are set, then each is a cookie name of its own, none the session cookie’s', () => {
    const names = [CUSTOMER_HINT_COOKIE, STAFF_HINT_COOKIE, HOSPITAL_HINT_COOKIE];
    for (const name of names) expect(name).toMatch(cookieName);
    expect(new Set(names).size).toBe(3);
    expect(names).not.toContain('alaafia_session');
  });
});

describe('the member card', () => {
  it('When the card is kept for offline use, then its page is under the dashboard and its cache is named', () => {
    expect(MEMBER_CARD_PAGE_PATH).toMatch(/^\/dashboard\/\w+/);
    expect(MEMBER_CARD_OFFLINE_CACHE).toMatch(/^alaafia-member-card-v\d+$/);
  });
});
