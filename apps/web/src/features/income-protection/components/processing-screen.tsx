import { DELAYS_MS, type Customer } from '@alaafia/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Spinner } from '#components/ui/spinner.js';
import { trackEvent } from '#lib/analytics.js';
import { ApiError } from '#lib/api-client.js';
import { useQuoteIncomePlans } from '../api/quote-income-plans';
import { readOnboarding, storeQuote } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';

type ProcessingScreenProps = {
  customer: Customer;
  /** The plans are stored: on to plan choice (30), after the spec's 500 ms. */
  onPriced: () => void;
  /** The salary was refused: back to Employment (10) to correct it. */
  onSalaryRefused: () => void;
};

type Failure = { message: string; salaryRefused: boolean };

/**
 * Stage 20, 'Just a minute... we're processing your information': fetches the plans for the stored
 * salary (POST /local/products/salary), keeps the whole answer locally, posts 'plans-stage' and moves
 * to 30 after 500 ms.
 */
export function ProcessingScreen({ customer, onPriced, onSalaryRefused }: ProcessingScreenProps) {
  const t = useT();
  const quote = useQuoteIncomePlans();
  const [priced, setPriced] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [alertOpen, setAlertOpen] = useState(false);
  const started = useRef(false);
  const { mutateAsync } = quote;
  const uid = customer.engage_uid;

  const fetchPlans = useCallback(async () => {
    const salary = readOnboarding().salary;
    if (!salary) return;
    setFailure(null);
    try {
      const answer = await mutateAsync(salary);
      storeQuote(answer, salary);
      trackEvent('plans-stage', uid, { stage: 20, plans: answer.pricing_plans.length });
      setPriced(true);
    } catch (error) {
      setFailure({
        message: error instanceof ApiError ? error.message : t('common.error.generic'),
        salaryRefused: error instanceof ApiError && error.status === 422,
      });
      setAlertOpen(true);
    }
  }, [mutateAsync, uid, t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void fetchPlans();
  }, [fetchPlans]);

  useEffect(() => {
    if (!priced) return;
    const timer = setTimeout(onPriced, DELAYS_MS.beforeProgress30);
    return () => clearTimeout(timer);
  }, [priced, onPriced]);

  return (
    <div className="flow-screen flow-screen--center income-wait">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('income.processing')}
      </h2>
      {failure && !alertOpen ? (
        <Button onClick={() => void fetchPlans()}>{t('income.tryAgain')}</Button>
      ) : (
        <Spinner size="lg" label={t('income.processing')} />
      )}
      <AlertDialog
        open={failure !== null && alertOpen}
        message={failure?.message}
        onClose={() => {
          setAlertOpen(false);
          if (failure?.salaryRefused) onSalaryRefused();
        }}
      />
    </div>
  );
}
