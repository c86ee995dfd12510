import {
  type Customer,
  type DashboardScreen,
  type DashboardStage,
  dashboardWizard,
  isScreen,
  type ProductUid,
  PROGRESS_COOKIE_KEYS,
  RESET_STAGE,
} from '@alaafia/domain';
import { useCallback, useEffect } from 'react';
import { kycChainModule, WizardEngine } from '../flows/wizard/wizard-engine';
import { KYC_SLOT, type FlowScreenProps, type WizardFlow } from '../flows/wizard/wizard-flow';
import { useMe } from '../lib/current-customer';
import { setCookie } from '../lib/storage';
import { usePremiums, type PremiumRecord } from '../flows/kyc/api/get-premiums';
import { coverFromPremiums, type CompletionCover } from '../flows/kyc/components/completion-screen';

type ProductLine = 'income' | 'health';

// The page opens on the KYC chain: its module is asked for now, as this page's own module runs (the
// download route-modules.ts started with the page's), so the chain is there when React draws it.
void kycChainModule().catch(() => undefined);

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

type KycState = {
  product: ProductUid;
  /** Undefined while the premiums load; null when there is no policy of the product. */
  cover: CompletionCover | null | undefined;
  /** Progress back to 0, and the dashboard. */
  leaveForDashboard: () => void;
};

type Props = FlowScreenProps<DashboardStage, KycState, undefined>;

/** Runs once: leaves the KYC page for the dashboard. */
function Leave({ flow }: Props) {
  const { leaveForDashboard } = flow;
  useEffect(() => leaveForDashboard(), [leaveForDashboard]);
  return null;
}

/**
 * The dashboard's KYC chain alone, on the purchase modal's table. Outside 60-100 (Go Back to 40, a
 * cancelled mismatch at 0), and at 100 without a policy to congratulate on, the page has nothing to
 * show: back to the dashboard.
 */
function kycFlow(line: ProductLine): WizardFlow<DashboardStage, DashboardScreen, KycState> {
  return {
    table: dashboardWizard,
    title: 'kyc.wizardTitle',
    useFlow: ({ customer, leave }) => {
      const premiums = usePremiums(customer.id);
      const product = kycProductFor(line, premiums.data ?? []);
      return {
        product,
        cover: premiums.data ? coverFor(product, premiums.data) : undefined,
        leaveForDashboard: useCallback(() => {
          setCookie(PROGRESS_COOKIE_KEYS.dashboard, 0);
          leave();
        }, [leave]),
      };
    },
    fallback: (stage, { flow }) =>
      isScreen(dashboardWizard, stage, 'completion') && flow.cover === null ? RESET_STAGE : stage,
    screens: {
      introduction: Leave,
      processing: Leave,
      'plan-summary': Leave,
      coverage: Leave,
      'kyc-id': KYC_SLOT,
      'code-verification': KYC_SLOT,
      'name-edit': KYC_SLOT,
      'confirm-details': KYC_SLOT,
      completion: KYC_SLOT,
    },
    kyc: ({ flow }) => ({
      flow: 'dashboard',
      product: flow.product,
      cover: flow.cover ?? undefined,
      onCompleted: flow.leaveForDashboard,
    }),
  };
}

const flows = { income: kycFlow('income'), health: kycFlow('health') };

function KycRoute({ line }: { line: ProductLine }) {
  const { data: customer } = useMe();
  // The signed-in layout renders its pages only with a customer.
  return customer ? <KycPage line={line} customer={customer} /> : null;
}

/** The page opens the chain at 60, or at 100 when only the profile completion is left. */
function KycPage({ line, customer }: { line: ProductLine; customer: Customer }) {
  return (
    <WizardEngine
      flow={flows[line]}
      customer={customer}
      start={{ at: customer.have_completed_kyc ? 100 : 60 }}
    />
  );
}

/** /kyc/income: the dashboard's 'Verify your account' link for a customer with income protection. */
export function KycIncomeRoute() {
  return <KycRoute line="income" />;
}

/** /kyc/health: the same link for everyone else. */
export function KycHealthRoute() {
  return <KycRoute line="health" />;
}
