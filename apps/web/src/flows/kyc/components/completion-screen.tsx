import { formatNaira, type ProductUid } from '@alaafia/domain';
import { useState } from 'react';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Spinner } from '#components/ui/spinner.js';
import { ApiError } from '#lib/api-client.js';
import { useCompleteProfileByProduct } from '../api/complete-profile-by-product';
import { finishOnboardingStorage } from './kyc-storage';
import '#styles/flows.css';
import { useT } from '#lib/i18n.js';

/** What screen 100 shows of the policy: the product, its cover and its price per month or year. */
export type CompletionCover = {
  /** The product, named by the page in its language (`frame.product.title.*`). */
  product: ProductUid;
  coverage: number;
  price: number;
  unit: 'Month' | 'Year';
};

/** The fields of a premium (GET premiums) that screen 100 reads. */
type CoverSource = {
  product_prefix_code: ProductUid;
  active: boolean;
  sum_assured: number;
  premium: number;
};

/**
 * Screen 100's policy: the product's active premium, its cover and its price per month (a year for
 * HealthCash); null when the customer holds no active policy of the product.
 */
export function coverFromPremiums(
  uid: ProductUid,
  premiums: readonly CoverSource[],
): CompletionCover | null {
  const premium = premiums.find((item) => item.product_prefix_code === uid && item.active);
  if (!premium) return null;
  return {
    product: uid,
    coverage: premium.sum_assured,
    price: premium.premium,
    unit: uid === 'HTCI' ? 'Year' : 'Month',
  };
}

type CompletionScreenProps = {
  customerId: number;
  productUid: ProductUid;
  firstName: string;
  /** The policy just bought; undefined while it loads. */
  cover: CompletionCover | undefined;
  /** After Complete: the profile is finalised, premiums and profile refreshed and storage cleared. */
  onCompleted: () => void;
};

/**
 * Screen 100: 'Congratulations {name}! You are now covered.' with the product, its cover and price,
 * and Complete, which finalises the profile for the product, refreshes premiums and profile, clears
 * the stored onboarding data and sets the first-sign-up flag.
 */
export function CompletionScreen({
  customerId,
  productUid,
  firstName,
  cover,
  onCompleted,
}: CompletionScreenProps) {
  const t = useT();
  const complete = useCompleteProfileByProduct(customerId);
  const [alert, setAlert] = useState<string | null>(null);

  async function finish() {
    try {
      await complete.mutateAsync(productUid);
      finishOnboardingStorage();
      onCompleted();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : t('kyc.error.generic'));
    }
  }

  return (
    <div className="flow-screen flow-screen--center">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('kyc.done.title', { firstName })}
      </h2>
      {cover ? (
        <div className="flow-cover">
          <p className="flow-cover__product">{t(`frame.product.title.${cover.product}`)}</p>
          <p className="flow-cover__amount">{formatNaira(cover.coverage)}</p>
          <p className="flow-cover__price">
            {t('kyc.done.cover', {
              price: formatNaira(cover.price),
              unit: cover.unit === 'Year' ? 'year' : 'month',
            })}
          </p>
        </div>
      ) : (
        <Spinner label={t('kyc.done.loading')} />
      )}
      <Button fullWidth loading={complete.isPending} onClick={() => void finish()}>
        {t('kyc.done.complete')}
      </Button>
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
