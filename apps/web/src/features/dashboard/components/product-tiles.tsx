import {
  buildTiles,
  currentPremiums,
  formatNaira,
  PLAN_UNITS,
  productFromPrice,
  isClaimProduct,
  type ClaimProductUid,
  verifyLinkFor,
  type PolicyTile,
  type ProductUid,
  type SponsoredNotice,
} from '@alaafia/domain';
import type { Translate } from '@alaafia/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  hasPlanInfo,
  PlanInfoModal,
  type PlanInfoProduct,
} from '#flows/health-plans/components/plan-info-modal.js';
import { productsQueryOptions } from '#flows/health-plans/api/get-products.js';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { Button } from '#components/ui/button.js';
import { DownloadIcon } from './dashboard-icons';
import { ProductIcon } from './product-icons';
import type { DateWords } from '#lib/dates.js';
import { useDates, useT } from '#lib/i18n.js';

type TileHandlers = {
  /** 'Explore Income Protection': the income flow. */
  onExploreIncome: () => void;
  /** 'Buy Now': the purchase modal of the product. */
  onBuy: (product: ProductUid) => void;
  /** 'Renew Now': selects the product and opens the confirm modal. */
  onRenew: (product: ProductUid) => void;
  /** 'Explore' (Credit Life, Business). */
  onExplore: (product: ProductUid) => void;
  /** Ours: an active policy's cancellation. */
  onCancel: (product: ProductUid) => void;
  /** Ours (issue 17): 'Make a claim' on an active income-protection or HealthCash policy. */
  onClaim?: (product: ClaimProductUid) => void;
};

type ProductTilesProps = TileHandlers & {
  premiums: readonly PremiumRecord[];
  /** The product whose action is running (its button spins). */
  busyProduct?: ProductUid | null;
  /** What an active Health Insurance tile says about its hospital, with 'Change hospital' (issue 18). */
  healthHospital?: ReactNode;
  /** What happens when a sponsored active policy's sponsorship ends, with the choice to continue (issue 25). */
  sponsorship?: (premium: PremiumRecord) => ReactNode;
};

function TileAction({
  tile,
  handlers,
  busy,
}: {
  tile: PolicyTile;
  handlers: TileHandlers;
  busy: boolean;
}) {
  const t = useT();
  const { action, product } = tile;
  if (!action) return null;
  switch (action.kind) {
    case 'explore-income':
      return (
        <Button variant="secondary" fullWidth onClick={handlers.onExploreIncome}>
          {t(`dashboard.tile.action.${action.kind}`)}
        </Button>
      );
    case 'buy':
      return (
        <Button fullWidth onClick={() => handlers.onBuy(product)}>
          {t(`dashboard.tile.action.${action.kind}`)}
        </Button>
      );
    case 'renew':
      return (
        <Button fullWidth loading={busy} onClick={() => handlers.onRenew(product)}>
          {t(`dashboard.tile.action.${action.kind}`)}
        </Button>
      );
    case 'pay':
      // A declined card: pay now (the saved card, or a new card or transfer in the checkout), or
      // change the saved card first (Settings' payment card).
      return (
        <>
          <Button fullWidth loading={busy} onClick={() => handlers.onRenew(product)}>
            {t(`dashboard.tile.action.${action.kind}`)}
          </Button>
          <Link className="dash-tile__link" to="/settings#settings-card">
            {t('dashboard.changeCard')}
          </Link>
        </>
      );
    case 'explore':
      return (
        <Button variant="link" onClick={() => handlers.onExplore(product)}>
          {t(`dashboard.tile.action.${action.kind}`)}
        </Button>
      );
    case 'verify':
      return (
        <Link className="dash-tile__link" to={verifyLinkFor([{ product_prefix_code: product }])}>
          {t(`dashboard.tile.action.${action.kind}`)}
        </Link>
      );
  }
}

/**
 * 'Free coverage until {next_payment_date}. Courtesy of {company}' (tileCopy.sponsored) in the
 * page's language, the day written as the page writes days; the tile and the policy's card say it.
 */
export function sponsoredLine(
  t: Translate,
  dates: DateWords,
  values: SponsoredNotice['values'],
): string {
  return t('dashboard.tile.sponsored', {
    company: values.company,
    next_payment_date: dates.day(values.next_payment_date),
  });
}

/** A notice's values (days the domain wrote in English) in the page's language. */
function inLanguage(dates: DateWords, values: Readonly<Record<string, string>>) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, dates.value(value)]),
  );
}

/**
 * The row of product tiles (dashboard-and-kyc.md section 4, 'Policy tiles'), from the domain's
 * rules: one per product held (active with 'Download Policy', or inactive with its action), then
 * the products the customer lacks, Income Protection last. An inactive Health Insurance or Health
 * Cash tile also has 'Learn more', which opens the product's info modal.
 */
export function ProductTiles({
  premiums,
  busyProduct,
  healthHospital,
  sponsorship,
  ...handlers
}: ProductTilesProps) {
  const t = useT();
  const dates = useDates();
  const tiles = buildTiles(premiums);
  const held = currentPremiums(premiums);
  // The 'from ₦…' price of the health products comes from their plans (cached reference data).
  const wantsPlans = tiles.some((t) => !t.active && (t.product === 'HI' || t.product === 'HTCI'));
  const products = useQuery({ ...productsQueryOptions(), enabled: wantsPlans });
  const fromPrice = (product: ProductUid) => {
    const plans = products.data?.find((p) => p.uid === product)?.pricing_plans;
    const price = productFromPrice(product, plans);
    // fromPriceLabel's words ('from ₦1,100 a month') in the page's language.
    return price
      ? t('dashboard.tile.fromPrice', {
          amount: formatNaira(price.amount),
          unit: price.unit === PLAN_UNITS.year ? 'year' : 'month',
        })
      : null;
  };
  const [info, setInfo] = useState<PlanInfoProduct | null>(null);
  // The last product shown stays mounted while its modal closes.
  const [infoProduct, setInfoProduct] = useState<PlanInfoProduct>('HI');
  return (
    <section className="dash-tiles" aria-labelledby="dash-tiles-title">
      <h2 id="dash-tiles-title" className="dash-section-title">
        {t('dashboard.products')}
      </h2>
      <ul className="dash-tiles__list">
        {tiles.map((tile) => (
          <li
            key={tile.product}
            className={`dash-tile ${tile.active ? 'dash-tile--active' : 'dash-tile--inactive'}`}
          >
            <div className="dash-tile__head">
              <ProductIcon product={tile.product} />
              <h3 id={`dash-tile-${tile.product}`} className="dash-tile__title">
                {t(`dashboard.tile.${tile.titleCopy}Title.${tile.product}`)}
              </h3>
              {tile.paymentNotice ? (
                <span className="dash-badge dash-badge--warning">
                  {t(
                    tile.paymentNotice.copy === 'overdueText'
                      ? 'dashboard.tile.overdue'
                      : 'dashboard.tile.paused',
                  )}
                </span>
              ) : tile.active ? (
                <span className="dash-badge dash-badge--active">{t('dashboard.active')}</span>
              ) : null}
            </div>
            <p className="dash-tile__product">{t(`frame.product.line.${tile.product}`)}</p>
            {!tile.active && !tile.paymentNotice ? (
              <p className="dash-tile__price">
                {tile.product === 'BI' || tile.product === 'CL'
                  ? t('dashboard.talkToUs')
                  : fromPrice(tile.product)}
              </p>
            ) : null}
            {tile.sponsored ? (
              <p className="dash-tile__sponsor">{sponsoredLine(t, dates, tile.sponsored.values)}</p>
            ) : null}
            {tile.sponsored && sponsorship
              ? sponsorship(held.find((p) => p.product_prefix_code === tile.product)!)
              : null}
            {tile.active && tile.product === 'HI' ? healthHospital : null}
            {tile.paymentNotice ? (
              <p className="dash-tile__notice" role="status">
                {t(
                  `dashboard.tile.${tile.paymentNotice.copy}`,
                  inLanguage(dates, tile.paymentNotice.values),
                )}
              </p>
            ) : null}
            <div className="dash-tile__actions">
              {tile.active && tile.policyDocument ? (
                <a
                  className="dash-tile__download"
                  href={tile.policyDocument}
                  download
                  aria-describedby={`dash-tile-${tile.product}`}
                >
                  <DownloadIcon width={20} height={20} />
                  {t('dashboard.tile.downloadPolicy')}
                </a>
              ) : null}
              {tile.active && handlers.onClaim && isClaimProduct(tile.product) ? (
                <Button
                  fullWidth
                  aria-describedby={`dash-tile-${tile.product}`}
                  onClick={() => {
                    if (isClaimProduct(tile.product)) handlers.onClaim?.(tile.product);
                  }}
                >
                  {t('dashboard.makeClaim')}
                </Button>
              ) : null}
              {tile.active ? (
                <Button
                  variant="ghost"
                  className="dash-tile__cancel"
                  aria-describedby={`dash-tile-${tile.product}`}
                  onClick={() => handlers.onCancel(tile.product)}
                >
                  {t('dashboard.cancelPolicy')}
                </Button>
              ) : null}
              {!tile.active && hasPlanInfo(tile.product) ? (
                <Button
                  variant="link"
                  aria-describedby={`dash-tile-${tile.product}`}
                  onClick={() => {
                    if (!hasPlanInfo(tile.product)) return;
                    setInfoProduct(tile.product);
                    setInfo(tile.product);
                  }}
                >
                  {t('dashboard.learnMore')}
                </Button>
              ) : null}
              <TileAction tile={tile} handlers={handlers} busy={busyProduct === tile.product} />
            </div>
          </li>
        ))}
      </ul>
      <PlanInfoModal product={infoProduct} open={info !== null} onClose={() => setInfo(null)} />
    </section>
  );
}
