import {
  incomeStageFallback,
  incomeWizard,
  nextKycStage,
  type Customer,
  type IdType,
  type IncomeScreen,
  type IncomeStage,
} from '@alaafia/domain';
import { useCallback, useState } from 'react';
import { WizardEngine } from '#flows/wizard/wizard-engine.js';
import { KYC_SLOT, type FlowScreenProps, type WizardFlow } from '#flows/wizard/wizard-flow.js';
import { incomeCopy } from '../income-copy';
import { incomeStoredData, readOnboarding } from '../income-storage';
import { CongratulationsScreen } from './congratulations-screen';
import { EmploymentInformationScreen } from './employment-information-screen';
import { EmploymentLetterScreen, type LetterUpload } from './employment-letter-screen';
import { EmploymentScreen } from './employment-screen';
import { IntroductionScreen } from './introduction-screen';
import { LoadingScreen } from './loading-screen';
import { LocationScreen } from './location-screen';
import { PlanChoiceScreen } from './plan-choice-screen';
import { PlanSummaryScreen } from './plan-summary-screen';
import { ProcessingScreen } from './processing-screen';
import '#styles/income.css';

/** Screen 80's button in this flow: 'Verify NIN', 'Verify BVN', 'Update Name' or 'Verify'. */
export function incomeNameButtonLabel(idType: IdType): string {
  if (idType === 'nin') return 'Verify NIN';
  if (idType === 'bvn') return 'Verify BVN';
  if (idType === 'vin') return 'Update Name';
  return 'Verify';
}

const kycCopy = {
  idTitle: incomeCopy.kycTitle,
  nameEditTitle: incomeCopy.nameTitle,
  nameEditButtonLabel: incomeNameButtonLabel,
};

/** The letter uploaded earlier in these 2 hours, shown as completed at 92. */
function storedLetter(): LetterUpload | null {
  const url = readOnboarding().employment_letter_url;
  return url
    ? { id: 'letter-stored', name: incomeCopy.letterLabel, state: 'completed', url }
    : null;
}

/** The flow's own state: the employment letter (92, sent at 94) and the moves its screens make. */
type IncomeState = {
  letter: LetterUpload | null;
  setLetter: (letter: LetterUpload | null) => void;
  to15: () => void;
  to20: () => void;
  to30: () => void;
  to40: () => void;
  to50: () => void;
  /** Resets progress to 0 and closes the wizard. */
  finish: () => void;
};

type Props = FlowScreenProps<IncomeStage, IncomeState, undefined>;

function useIncomeFlow({ wizard: { goTo, reset }, leave }: Omit<Props, 'flow'>): IncomeState {
  const [letter, setLetter] = useState<LetterUpload | null>(storedLetter);
  return {
    letter,
    setLetter,
    to15: useCallback(() => goTo(15), [goTo]),
    to20: useCallback(() => goTo(20), [goTo]),
    to30: useCallback(() => goTo(30), [goTo]),
    to40: useCallback(() => goTo(40), [goTo]),
    to50: useCallback(() => goTo(50), [goTo]),
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
  title: incomeCopy.wizardTitle,
  useFlow: useIncomeFlow,
  // Section 4's fallbacks: a screen whose earlier data is missing shows the stage that collects it.
  fallback: (stage, { customer }) => incomeStageFallback(stage, incomeStoredData(customer)),
  screens: {
    introduction: ({ customer, wizard }: Props) => (
      <IntroductionScreen firstName={customer.first_name} onProceed={() => wizard.goTo(5)} />
    ),
    loading: ({ customer, wizard }: Props) => (
      <LoadingScreen customer={customer} onReady={wizard.goTo} />
    ),
    employment: ({ customer, wizard, flow }: Props) => (
      <EmploymentScreen
        customer={customer}
        onContinue={flow.to15}
        onCleared={() => wizard.goTo(0)}
        onFinished={flow.finish}
      />
    ),
    'employer-location': ({ customer, flow }: Props) => (
      <LocationScreen customer={customer} onContinue={flow.to20} />
    ),
    processing: ({ customer, wizard, flow }: Props) => (
      <ProcessingScreen
        customer={customer}
        onPriced={flow.to30}
        onSalaryRefused={() => wizard.goTo(10)}
      />
    ),
    'plan-choice': ({ customer, flow }: Props) => (
      <PlanChoiceScreen customer={customer} onChosen={flow.to40} />
    ),
    'plan-summary': ({ customer, flow }: Props) => (
      <PlanSummaryScreen customer={customer} onPaid={flow.to50} />
    ),
    congratulations: ({ customer, wizard, flow }: Props) => (
      <CongratulationsScreen customer={customer} onVerify={wizard.goTo} onFinished={flow.finish} />
    ),
    'kyc-id': KYC_SLOT,
    'otp-verification': KYC_SLOT,
    're-enter-name': KYC_SLOT,
    'confirm-details': KYC_SLOT,
    'employment-letter': ({ wizard, flow }: Props) => (
      <EmploymentLetterScreen
        letter={flow.letter}
        onLetterChange={flow.setLetter}
        onValidated={() => wizard.goTo(nextKycStage('income', { type: 'letter-validated' }))}
      />
    ),
    'employment-information': ({ customer, flow }: Props) => (
      <EmploymentInformationScreen
        customer={customer}
        employmentLetterUrl={
          flow.letter?.url ??
          readOnboarding().employment_letter_url ??
          customer.employment_letter_url ??
          ''
        }
        onSaved={flow.to50}
      />
    ),
  },
  kyc: ({ flow }) => ({
    flow: 'income',
    product: 'EI',
    cover: undefined,
    onCompleted: flow.finish,
    copy: kycCopy,
  }),
};

export type IncomeWizardProps = {
  customer: Customer;
  /** After the wizard reset progress to 0: the host leaves for the dashboard. */
  onClose: () => void;
};

/** The income-protection purchase wizard: it opens at the stored progress. */
export function IncomeWizard({ customer, onClose }: IncomeWizardProps) {
  return (
    <WizardEngine
      flow={incomeFlow}
      customer={customer}
      start={{ at: 'stored' }}
      onLeave={() => onClose()}
    />
  );
}
