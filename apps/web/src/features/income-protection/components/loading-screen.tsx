import { INCOME_PRODUCT_UID, type Customer } from '@alaafia/domain';
import { useEffect, useRef, useState } from 'react';
import { usePremiums } from '#flows/kyc/api/get-premiums.js';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Spinner } from '#components/ui/spinner.js';
import { ApiError } from '#lib/api-client.js';
import { useIncomeProduct } from '../api/get-income-product';
import { prefillOnboarding } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

type LoadingScreenProps = {
  customer: Customer;
  /** 10 (Employment), or 50 when the customer already holds an active income policy. */
  onReady: (stage: 10 | 50) => void;
};

const messageOf = (t: Translate, error: unknown) =>
  error instanceof ApiError ? error.message : t('common.error.generic');

/**
 * Stage 5: loads the product and the customer's policies and prefills the onboarding data from the
 * profile, then continues. A customer who has already paid for income protection goes on to
 * Congratulations (50), which leads to whatever verification is left, instead of buying twice.
 */
export function LoadingScreen({ customer, onReady }: LoadingScreenProps) {
  const t = useT();
  const product = useIncomeProduct();
  const premiums = usePremiums(customer.id);
  const [alertOpen, setAlertOpen] = useState(true);
  const done = useRef(false);
  const fetching = product.isFetching || premiums.isFetching;
  const failure = fetching ? null : (product.error ?? premiums.error);

  useEffect(() => {
    if (done.current || !product.data || !premiums.data) return;
    done.current = true;
    prefillOnboarding(customer);
    const covered = premiums.data.some(
      (premium) => premium.product_prefix_code === INCOME_PRODUCT_UID && premium.active,
    );
    onReady(covered ? 50 : 10);
  }, [product.data, premiums.data, customer, onReady]);

  return (
    <div className="flow-screen flow-screen--center income-wait">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('income.loading')}
      </h2>
      {failure ? (
        <Button
          onClick={() => {
            setAlertOpen(true);
            if (product.error) void product.refetch();
            if (premiums.error) void premiums.refetch();
          }}
        >
          {t('income.tryAgain')}
        </Button>
      ) : (
        <Spinner size="lg" label={t('income.loading')} />
      )}
      <AlertDialog
        open={failure !== null && alertOpen}
        message={messageOf(t, failure)}
        onClose={() => setAlertOpen(false)}
      />
    </div>
  );
}
