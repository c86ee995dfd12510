import { findSmedanPlan } from '@alaafia/domain';
import { findYearlyPlan, useProductTitled } from '../api/get-products';
import { HealthCashInfoModal } from './health-cash-info-modal';
import { HealthInfoModal } from './health-info-modal';
import { useT } from '#lib/i18n.js';

/** The products with an info modal: the monthly health plan and HealthCash. */
export type PlanInfoProduct = 'HI' | 'HTCI';

export function hasPlanInfo(product: string): product is PlanInfoProduct {
  return product === 'HI' || product === 'HTCI';
}

type PlanInfoModalProps = {
  product: PlanInfoProduct;
  open: boolean;
  onClose: () => void;
};

/**
 * The info modal of a health product for pages outside its wizard (the dashboard's 'Learn more'):
 * it loads the product list once opened and shows the plan the wizard sells (SMEDAN per month, or
 * HealthCash per year). Until the list arrives, or if it cannot be loaded, the modal shows without
 * the price and the benefit cards.
 */
export function PlanInfoModal({ product, open, onClose }: PlanInfoModalProps) {
  const t = useT();
  const title =
    product === 'HI' ? t('health.info.productTitle') : t('health.cashInfo.productTitle');
  const loaded = useProductTitled(title, { enabled: open });
  const plans = loaded.data?.pricing_plans;
  if (product === 'HI') {
    const plan = findSmedanPlan(plans);
    return (
      <HealthInfoModal
        open={open}
        onClose={onClose}
        price={plan?.price}
        benefits={plan?.benefits ?? []}
      />
    );
  }
  const yearly = findYearlyPlan(plans);
  return <HealthCashInfoModal open={open} onClose={onClose} price={yearly?.price} />;
}
