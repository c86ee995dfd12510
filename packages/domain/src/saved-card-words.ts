import type { Translate } from '@alaafia/i18n';

/** A saved card as a renewal, a decline or the WhatsApp reply knows it (the brand may be unknown). */
export type CardOnFile = { brand: string | null; last4: string | null } | null | undefined;

/** A card brand as Paystack names it ('visa', 'mastercard', 'verve'), written as a name: 'Visa'. */
export function cardBrandName(brand: string): string {
  const name = brand.trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The saved card in words, inside a sentence: 'your Visa card ending 4081', 'your card ending 4081'
 * without a brand, 'your saved card' without its digits. One rule for the dashboard, the wizards'
 * renewals and the WhatsApp replies (docs/architecture.md, 'Languages': one catalogue entry per
 * message); the words are the catalogue's `dashboard.savedCard*`.
 */
export function savedCardWords(t: Translate, card: CardOnFile): string {
  if (!card?.last4) return t('dashboard.savedCardAny');
  return card.brand?.trim()
    ? t('dashboard.savedCardBrand', { brand: cardBrandName(card.brand), last4: card.last4 })
    : t('dashboard.savedCardEnding', { last4: card.last4 });
}

/**
 * A saved card's decline (issue 38 item 7): which card, that nothing was charged, and the bank's
 * own words when it gave any. The dashboard adds the other ways to pay; WhatsApp its payment link.
 */
export function cardDeclinedWords(
  t: Translate,
  amount: string,
  card: CardOnFile,
  reason: string | null | undefined,
): string {
  const said = reason?.trim();
  return [
    t('dashboard.declined.text', { amount, card: savedCardWords(t, card) }),
    said ? t('dashboard.declined.bankSaid', { reason: said }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
