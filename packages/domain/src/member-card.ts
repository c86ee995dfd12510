/**
 * The member card page kept offline (issue 28 item 1): its path, and the Cache Storage name its
 * service worker keeps it in, which signing out deletes on the phone.
 * docs/decisions/2026-11-27-member-card-offline.md.
 */
export const MEMBER_CARD_PAGE_PATH = '/dashboard/card';
export const MEMBER_CARD_OFFLINE_CACHE = 'alaafia-member-card-v1';

/** The member card asked for without a health plan (`errors.memberCard.*`). */
export const memberCardCopy = {
  noHealthPolicy: 'You have no active health plan.',
} as const;
