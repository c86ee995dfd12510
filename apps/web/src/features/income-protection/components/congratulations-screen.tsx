import {
  formatNaira,
  INCOME_PRODUCT_UID,
  incomeCongratulations,
  type Customer,
} from '@alaafia/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePremiums } from '#flows/kyc/api/get-premiums.js';
import { clearOnboardingData } from '#flows/kyc/components/kyc-storage.js';
import { Button } from '#components/ui/button.js';
import { readOnboarding } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { queryKeys } from '#lib/query-keys.js';
import { useT } from '#lib/i18n.js';

type CongratulationsScreenProps = {
  customer: Customer;
  /** 'Complete verification': the KYC chain (60) or the employment letter (92). */
  onVerify: (stage: 60 | 92) => void;
  /** 'Proceed': everything is done; the wizard closes. */
  onFinished: () => void;
};

/**
 * Stage 50: 'You are now covered' with the plan's value as combined protection and the monthly price,
 * one of the three hints, and 'Proceed' when KYC and the income profile are both complete, else
 * 'Complete verification' (domain: incomeCongratulations).
 */
export function CongratulationsScreen({
  customer,
  onVerify,
  onFinished,
}: CongratulationsScreenProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const premiums = usePremiums(customer.id);
  const [finishing, setFinishing] = useState(false);
  const policy = premiums.data?.find(
    (premium) => premium.product_prefix_code === INCOME_PRODUCT_UID && premium.active,
  );
  const stored = readOnboarding();
  const planValue = policy?.sum_assured ?? stored.plan_value;
  const price = policy?.premium ?? stored.plan_price;
  // A prepaid quarter or year (bank transfer) is not promised a free first month (issue 18 item 3).
  const next = incomeCongratulations({
    ...customer,
    paid_months: policy ? Number(policy.policy_duration) || null : null,
  });

  async function proceed() {
    if (next.next.kind === 'stage') {
      onVerify(next.next.stage);
      return;
    }
    // Completed: the premiums are saved again, the profile refreshed, the onboarding data cleared.
    setFinishing(true);
    await Promise.allSettled([
      queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot }),
      queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    ]);
    clearOnboardingData();
    onFinished();
  }

  return (
    <div className="flow-screen flow-screen--center income-congrats">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('income.congratulations', { firstName: customer.first_name })} {t('income.nowCovered')}
      </h2>
      {planValue ? (
        <div className="flow-cover">
          <p className="flow-cover__product">{t('income.productName')}</p>
          <p className="flow-cover__amount">{formatNaira(planValue)}</p>
          <p className="flow-cover__price">
            {t('income.combinedProtection')}
            {price ? (
              <>
                , {t('income.from')} {formatNaira(price)} {t('income.perMonth')}
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <p className="income-hint">{t(`income.congrats.${next.copy.hint}`)}</p>
      <Button fullWidth loading={finishing} onClick={() => void proceed()}>
        {t(`income.congrats.${next.copy.button}`)}
      </Button>
    </div>
  );
}
