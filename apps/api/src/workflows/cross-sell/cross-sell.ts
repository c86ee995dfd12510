import { CROSS_SELL_AFTER_DAYS, PRODUCT_TITLES, type ProductUid } from '@alaafia/domain';
import type { AppContext } from '../../app-context.js';
import { acceptsMarketing } from '../../modules/customers/customers/index.js';
import { notify } from '../../modules/platform/messaging/index.js';
import { crossSellCandidates } from '../../views/cross-sell.js';

/** The products sold online, in the order we offer them, with the web path that sells each. */
const OFFERS: readonly { uid: ProductUid; path: string }[] = [
  { uid: 'HI', path: '/buy/health' },
  { uid: 'HTCI', path: '/buy/health-cash' },
  { uid: 'EI', path: '/buy/income' },
];

/**
 * The cross-sell job (hourly, `marketing.cross-sell`; docs/business-rules.md, 'Marketing messages'):
 * CROSS_SELL_AFTER_DAYS after a customer's first policy, while one of their policies is active, one
 * e-mail offering the first online product they have never held. At most once per customer (the
 * notification's key is the customer), never to a customer who switched marketing off (notify skips
 * them) or closed their account.
 */
export async function sendCrossSellOffers(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - CROSS_SELL_AFTER_DAYS * 86_400_000);
  let offered = 0;
  for (const c of await crossSellCandidates(db, cutoff)) {
    const active = c.active ?? [];
    if (active.length === 0) continue;
    const offer = OFFERS.find((o) => !c.held.includes(o.uid));
    if (!offer) continue;
    const owned = active[0] as ProductUid;
    const sent = await notify(db, {
      customerId: c.customerId,
      at: now,
      event: 'offer.cross-sell',
      key: `${c.customerId}`,
      params: {
        product: PRODUCT_TITLES[owned] ?? owned,
        offer: PRODUCT_TITLES[offer.uid],
        path: offer.path,
      },
      acceptsMarketing: await acceptsMarketing(db, c.customerId),
    });
    if (sent) offered += 1;
  }
  return { offered };
}
