import {
  dashboardWizard,
  PROGRESS_COOKIE_KEYS,
  type Customer,
  type DashboardStage,
  type ProductUid,
} from '@alaafia/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { WizardFrame } from '../components/wizard/wizard-frame';
import { paths } from '../config/paths';
import { useMe } from '../lib/current-customer';
import { setCookie } from '../lib/storage';
import { usePremiums, type PremiumRecord } from '../components/kyc/api/get-premiums';
import {
  coverFromPremiums,
  type CompletionCover,
} from '../components/kyc/components/completion-screen';
import { isKycChainStage, KycChain } from '../components/kyc/components/kyc-chain';

type ProductLine = 'income' | 'health';

const activeOf = (premiums: readonly PremiumRecord[], uid: ProductUid) =>
  premiums.find((premium) => premium.product_prefix_code === uid && premium.active);

/**
 * The product whose profile the check completes: EI on /kyc/income; on /kyc/health the monthly plan
 * (HI), or HealthCash (HTCI) when that is the customer's only health policy.
 */
export function kycProductFor(line: ProductLine, premiums: readonly PremiumRecord[]): ProductUid {
  if (line === 'income') return 'EI';
  return !activeOf(premiums, 'HI') && activeOf(premiums, 'HTCI') ? 'HTCI' : 'HI';
}

/** Screen 100's policy: the product's active premium, its cover and its price per month or year. */
export const coverFor: (
  uid: ProductUid,
  premiums: readonly PremiumRecord[],
) => CompletionCover | null = coverFromPremiums;

/** Runs once: leaves the KYC page for the dashboard. */
function Leave({ onLeave }: { onLeave: () => void }) {
  useEffect(() => onLeave(), [onLeave]);
  return null;
}

function KycPage({ line, customer }: { line: ProductLine; customer: Customer }) {
  const navigate = useNavigate();
  const premiums = usePremiums(customer.id);
  // The page opens the chain at 60, or at 100 when only the profile completion is left.
  useState(() => setCookie(PROGRESS_COOKIE_KEYS.dashboard, customer.have_completed_kyc ? 100 : 60));
  const product = kycProductFor(line, premiums.data ?? []);
  const cover = premiums.data ? coverFor(product, premiums.data) : undefined;

  const leave = useCallback(() => {
    setCookie(PROGRESS_COOKIE_KEYS.dashboard, 0);
    void navigate(paths.home, { replace: true });
  }, [navigate]);

  return (
    <WizardFrame
      definition={dashboardWizard}
      open
      title="Verify your account"
      onClose={() => void navigate(paths.home, { replace: true })}
    >
      {(wizard) =>
        // Outside 60-100 (Go Back to 40, a cancelled mismatch at 0), and at 100 without a policy
        // to congratulate on, the page has nothing to show: back to the dashboard.
        !isKycChainStage(wizard.stage) || (wizard.stage === 100 && cover === null) ? (
          <Leave onLeave={leave} />
        ) : (
          <KycChain
            flow="dashboard"
            stage={wizard.stage}
            onStageChange={(stage) => wizard.goTo(stage as DashboardStage)}
            customer={customer}
            product={product}
            cover={cover ?? undefined}
            onCompleted={leave}
          />
        )
      }
    </WizardFrame>
  );
}

function KycRoute({ line }: { line: ProductLine }) {
  const { data: customer } = useMe();
  // The signed-in layout renders its pages only with a customer.
  return customer ? <KycPage line={line} customer={customer} /> : null;
}

/** /kyc/income: the dashboard's 'Verify your account' link for a customer with income protection. */
export function KycIncomeRoute() {
  return <KycRoute line="income" />;
}

/** /kyc/health: the same link for everyone else. */
export function KycHealthRoute() {
  return <KycRoute line="health" />;
}
