import { MEMBER_CARD_OFFLINE_CACHE } from '@alaafia/domain';

/**
 * Forgets the member card kept on this browser for offline use (its service worker's Cache Storage;
 * docs/business-rules.md, 'Member card'). Called at sign-out and at every sign-in (sign-in, sign-up,
 * an account opened by phone claimed): a card kept for one customer is never shown to the next one
 * on the same browser, even when the first one's session ended without signing out (issue 38 item
 * 12). Answers when it is done.
 */
export async function forgetOfflineMemberCard(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(MEMBER_CARD_OFFLINE_CACHE).catch(() => false);
}
