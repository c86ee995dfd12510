import {
  stageAfterHealthPayment,
  type Customer,
  type Premium,
  type ProductUid,
} from '@alaafia/domain';
import { coverFromPremiums } from '#flows/kyc/components/completion-screen.js';
import { isKycChainStage } from '#flows/kyc/kyc-stages.js';
import { Spinner } from '#components/ui/spinner.js';
import { WizardShell } from '#components/wizard/wizard-shell.js';
import { LoadingScreen } from './loading-screen';

/**
 * Where a health wizard opened by a post-payment route (/signup/health/complete,
 * /signup/health-cash/contact) starts: a customer without the plan starts at 0; one in the middle of
 * the KYC chain keeps the stored stage (null); anyone else goes to 100 or 60 by their KYC.
 * `opened` (the wizard was already open on this page) keeps the stored stage too.
 */
export function postPaymentStartStage(options: {
  opened: boolean;
  productUid: ProductUid;
  premiums: Premium[];
  storedStage: number;
  customer: Pick<Customer, 'have_completed_kyc'>;
}): number | null {
  if (options.opened) return null;
  if (!coverFromPremiums(options.productUid, options.premiums)) return 0;
  if (isKycChainStage(options.storedStage)) return null;
  return stageAfterHealthPayment(options.customer);
}

/** The wizard frame while the customer's premiums load (or failed to), before the start stage is known. */
export function PremiumsLoadingShell({
  title,
  failed,
  onRetry,
  onClose,
}: {
  title: string;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <WizardShell
      open
      stage={0}
      progressPercent={0}
      title={title}
      onGoBack={onClose}
      onClose={onClose}
      onRestart={() => undefined}
    >
      {failed ? <LoadingScreen failed onRetry={onRetry} /> : <Spinner label={title} />}
    </WizardShell>
  );
}
