import {
  incomeStageFallback,
  incomeWizard,
  nextKycStage,
  type Customer,
  type IdType,
  type IncomeScreen,
  type IncomeStage,
} from '@alaafia/domain';
import { lazy, Suspense, useState } from 'react';
import { WizardEngine } from '#flows/wizard/wizard-engine.js';
import { useScreenMoves } from '#flows/wizard/screen-moves.js';
import {
  kycSlots,
  type FlowScreenProps,
  type WizardFlow,
  type WizardTools,
} from '#flows/wizard/wizard-flow.js';
import type { MessageKey } from '@alaafia/i18n';
import { incomeStoredData, readOnboarding } from '../income-storage';
import { CongratulationsScreen } from './congratulations-screen';
import type { LetterUpload } from './employment-letter-screen';
import { EmploymentScreen } from './employment-screen';
import { IntroductionScreen } from './introduction-screen';
import { LoadingScreen } from './loading-screen';
import { LocationScreen } from './location-screen';
import { PlanChoiceScreen } from './plan-choice-screen';
import { PlanSummaryScreen } from './plan-summary-screen';
import { ProcessingScreen } from './processing-screen';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';
import { useProductWordsSoon } from '#lib/product-words.js';

// The employment letter (92) and information (94) come after payment and identity verification:
// fetched when shown, not with the wizard (issue 38: the upload's code is not the purchase's).
const EmploymentLetterScreen = lazy(async () => ({
  default: (await import('./employment-letter-screen')).EmploymentLetterScreen,
}));
const EmploymentInformationScreen = lazy(async () => ({
  default: (await import('./employment-information-screen')).EmploymentInformationScreen,
}));

/** The letter uploaded earlier in these 2 hours, shown as completed at 92. */
function storedLetter(name: string): LetterUpload | null {
  const url = readOnboarding().employment_letter_url;
  return url ? { id: 'letter-stored', name, state: 'completed', url } : null;
}

/** The flow's own state: the employment letter (92, sent at 94) and the moves its screens make. */
type IncomeState = ReturnType<typeof useIncomeFlow>;
type Props = FlowScreenProps<IncomeStage, IncomeState, undefined>;

function useIncomeFlow({ wizard: { goTo, reset }, leave }: WizardTools<IncomeStage, undefined>) {
  const t = useT();
  const [letter, setLetter] = useState<LetterUpload | null>(() =>
    storedLetter(t('income.letterLabel')),
  );
  return {
    letter,
    setLetter,
    /** Moves to a screen of the table by its name. */
    to: useScreenMoves(incomeWizard, goTo),
    /** Resets progress to 0 and closes the wizard. */
    finish: () => {
      reset();
      leave();
    },
  };
}

/**
 * The income-protection purchase flow (income-protection.md): the stage table of
 * packages/domain/wizard-income.ts, with the shared checkout in its plan summary (40) and the shared
 * KYC screens at 60-90.
 */
const incomeFlow: WizardFlow<IncomeStage, IncomeScreen, IncomeState> = {
  table: incomeWizard,
  title: 'income.wizardTitle',
  useFlow: useIncomeFlow,
  // Section 4's fallbacks: a screen whose earlier data is missing shows the stage that collects it.
  fallback: (stage, { customer }) => incomeStageFallback(stage, incomeStoredData(customer)),
  screens: {
    introduction: ({ customer, flow }: Props) => (
      <IntroductionScreen firstName={customer.first_name} onProceed={flow.to('loading')} />
    ),
    loading: ({ customer, wizard }: Props) => (
      <LoadingScreen customer={customer} onReady={wizard.goTo} />
    ),
    employment: ({ customer, flow }: Props) => (
      <EmploymentScreen
        customer={customer}
        onContinue={flow.to('employer-location')}
        onCleared={flow.to('introduction')}
        onFinished={flow.finish}
      />
    ),
    'employer-location': ({ customer, flow }: Props) => (
      <LocationScreen customer={customer} onContinue={flow.to('processing')} />
    ),
    processing: ({ customer, flow }: Props) => (
      <ProcessingScreen
        customer={customer}
        onPriced={flow.to('plan-choice')}
        onSalaryRefused={flow.to('employment')}
      />
    ),
    'plan-choice': ({ customer, flow }: Props) => (
      <PlanChoiceScreen customer={customer} onChosen={flow.to('plan-summary')} />
    ),
    'plan-summary': ({ customer, flow }: Props) => (
      <PlanSummaryScreen customer={customer} onPaid={flow.to('congratulations')} />
    ),
    congratulations: ({ customer, wizard, flow }: Props) => (
      <CongratulationsScreen customer={customer} onVerify={wizard.goTo} onFinished={flow.finish} />
    ),
    ...kycSlots('kyc-id', 'otp-verification', 're-enter-name', 'confirm-details'),
    'employment-letter': ({ wizard, flow }: Props) => (
      <Suspense fallback={null}>
        <EmploymentLetterScreen
          letter={flow.letter}
          onLetterChange={flow.setLetter}
          onValidated={() => wizard.goTo(nextKycStage('income', { type: 'letter-validated' }))}
        />
      </Suspense>
    ),
    'employment-information': ({ customer, flow }: Props) => (
      <Suspense fallback={null}>
        <EmploymentInformationScreen
          customer={customer}
          employmentLetterUrl={
            flow.letter?.url ??
            readOnboarding().employment_letter_url ??
            customer.employment_letter_url ??
            ''
          }
          onSaved={flow.to('congratulations')}
        />
      </Suspense>
    ),
  },
  kyc: ({ flow }) => ({
    flow: 'income',
    product: 'EI',
    cover: undefined,
    onCompleted: flow.finish,
    copy: {
      idTitle: 'income.kycTitle',
      nameEditTitle: 'income.nameTitle',
      nameEditButtonLabel: incomeNameButtonLabel,
    },
  }),
};

/** Screen 80's button in this flow: 'Verify NIN', 'Verify BVN', 'Update Name' or 'Verify'. */
export function incomeNameButtonLabel(idType: IdType): MessageKey {
  if (idType === 'nin') return 'income.nameButton.nin';
  if (idType === 'bvn') return 'income.nameButton.bvn';
  if (idType === 'vin') return 'income.nameButton.vin';
  return 'income.nameButton.other';
}

export type IncomeWizardProps = {
  customer: Customer;
  /** After the wizard reset progress to 0: the host leaves for the dashboard. */
  onClose: () => void;
};

/** The income-protection purchase wizard: it opens at the stored progress. */
export function IncomeWizard({ customer, onClose }: IncomeWizardProps) {
  // Its coverage screen says the product catalogue's words: fetched once the wizard is drawn.
  useProductWordsSoon();
  return (
    <WizardEngine
      flow={incomeFlow}
      customer={customer}
      start={{ at: 'stored' }}
      onLeave={() => onClose()}
    />
  );
}
