import {
  incomeStageFallback,
  incomeWizard,
  nextKycStage,
  type Customer,
  type IdType,
  type IncomeStage,
} from '@alaafia/domain';
import { useCallback, useEffect, useState } from 'react';
import { isKycChainStage, KycChain } from '../../../components/kyc/components/kyc-chain';
import { WizardFrame, type WizardControls } from '../../../components/wizard/wizard-frame';
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
import '../../../styles/income.css';

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

type StageViewProps = {
  wizard: WizardControls<IncomeStage>;
  customer: Customer;
  letter: LetterUpload | null;
  onLetterChange: (letter: LetterUpload | null) => void;
  /** Resets progress to 0 and closes the wizard. */
  onFinished: () => void;
};

function IncomeStageView({ wizard, customer, letter, onLetterChange, onFinished }: StageViewProps) {
  const { stage, goTo } = wizard;
  // Section 4's fallbacks: a screen whose earlier data is missing shows the stage that collects it.
  const shown = incomeStageFallback(stage, incomeStoredData(customer));
  useEffect(() => {
    if (shown !== stage) goTo(shown);
  }, [shown, stage, goTo]);

  const toKycStage = useCallback((next: number) => goTo(next as IncomeStage), [goTo]);
  const to15 = useCallback(() => goTo(15), [goTo]);
  const to20 = useCallback(() => goTo(20), [goTo]);
  const to30 = useCallback(() => goTo(30), [goTo]);
  const to40 = useCallback(() => goTo(40), [goTo]);
  const to50 = useCallback(() => goTo(50), [goTo]);

  if (shown !== stage) return null;

  switch (stage) {
    case 0:
      return <IntroductionScreen firstName={customer.first_name} onProceed={() => goTo(5)} />;
    case 5:
      return <LoadingScreen customer={customer} onReady={goTo} />;
    case 10:
      return (
        <EmploymentScreen
          customer={customer}
          onContinue={to15}
          onCleared={() => goTo(0)}
          onFinished={onFinished}
        />
      );
    case 15:
      return <LocationScreen customer={customer} onContinue={to20} />;
    case 20:
      return (
        <ProcessingScreen customer={customer} onPriced={to30} onSalaryRefused={() => goTo(10)} />
      );
    case 30:
      return <PlanChoiceScreen customer={customer} onChosen={to40} />;
    case 40:
      return <PlanSummaryScreen customer={customer} onPaid={to50} />;
    case 50:
      return <CongratulationsScreen customer={customer} onVerify={goTo} onFinished={onFinished} />;
    case 92:
      return (
        <EmploymentLetterScreen
          letter={letter}
          onLetterChange={onLetterChange}
          onValidated={() => goTo(nextKycStage('income', { type: 'letter-validated' }))}
        />
      );
    case 94:
      return (
        <EmploymentInformationScreen
          customer={customer}
          employmentLetterUrl={
            letter?.url ??
            readOnboarding().employment_letter_url ??
            customer.employment_letter_url ??
            ''
          }
          onSaved={to50}
        />
      );
    default:
      return isKycChainStage(stage) ? (
        <KycChain
          flow="income"
          stage={stage}
          onStageChange={toKycStage}
          customer={customer}
          product="EI"
          cover={undefined}
          onCompleted={onFinished}
          copy={kycCopy}
        />
      ) : null;
  }
}

export type IncomeWizardProps = {
  customer: Customer;
  /** After the wizard reset progress to 0: the host leaves for the dashboard. */
  onClose: () => void;
};

/** The letter uploaded earlier in these 2 hours, shown as completed at 92. */
function storedLetter(): LetterUpload | null {
  const url = readOnboarding().employment_letter_url;
  return url
    ? { id: 'letter-stored', name: incomeCopy.letterLabel, state: 'completed', url }
    : null;
}

/**
 * The income-protection purchase wizard (income-protection.md): the stage table of
 * packages/domain/wizard-income.ts in the shared wizard frame, with the shared checkout and KYC
 * screens plugged in at 40 and 60-90.
 */
export function IncomeWizard({ customer, onClose }: IncomeWizardProps) {
  const [letter, setLetter] = useState<LetterUpload | null>(storedLetter);
  return (
    <WizardFrame definition={incomeWizard} open title={incomeCopy.wizardTitle} onClose={onClose}>
      {(wizard) => (
        <IncomeStageView
          wizard={wizard}
          customer={customer}
          letter={letter}
          onLetterChange={setLetter}
          onFinished={() => {
            wizard.reset();
            onClose();
          }}
        />
      )}
    </WizardFrame>
  );
}
