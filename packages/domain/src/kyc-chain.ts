import { hasDateOfBirthStep, hasOtpStep, type IdType } from './id-rules.js';
import type { WizardId } from './wizard.js';

/**
 * The shared KYC chain (dashboard-and-kyc.md section 4, 'Shared KYC transitions'): screens 60 (ID),
 * 70 (code), 80 (name), 90 (confirm) and 100 (done), with the income flow's own differences
 * (income-protection.md section 4): its confirm step leads to the employment letter (92), whose
 * 'Validate' leads to 94.
 */
export type KycEvent =
  /** step 'second' is the date-of-birth submit of a Voter's Card or a bank account. */
  | { type: 'id-verified'; idType: IdType; step?: 'first' | 'second' }
  | { type: 'otp-verified' }
  | { type: 'name-updated'; idType: IdType }
  | { type: 'details-confirmed' }
  | { type: 'name-mismatch-confirm' }
  | { type: 'name-mismatch-cancel' };

export type IncomeKycEvent = KycEvent | { type: 'letter-validated' };

export type KycStage = 0 | 60 | 70 | 80 | 90 | 100;
export type IncomeKycStage = 0 | 60 | 70 | 80 | 90 | 92 | 94;

export function nextKycStage(flow: 'income', event: IncomeKycEvent): IncomeKycStage;
export function nextKycStage(flow: Exclude<WizardId, 'income'>, event: KycEvent): KycStage;
export function nextKycStage(flow: WizardId, event: KycEvent): KycStage | IncomeKycStage;
export function nextKycStage(flow: WizardId, event: IncomeKycEvent): KycStage | IncomeKycStage {
  switch (event.type) {
    case 'id-verified':
      // BVN and NIN go to the code; a Voter's Card or bank account first reveals the date of birth
      // (staying on 60) and its second submit goes to 90, as a driver's licence does at once.
      if (hasOtpStep(event.idType)) return 70;
      if (hasDateOfBirthStep(event.idType) && event.step !== 'second') return 60;
      return 90;
    case 'otp-verified':
      return 90;
    case 'name-updated':
      // Every flow, income included ('60 when the ID type is VIN, else 70'): a name reset for a BVN or
      // NIN sends a new code (70); any other ID is checked again under the new name (60). A driver's
      // licence has no code to enter, so the income flow sends it to 60 as well, not to an empty 70.
      return hasOtpStep(event.idType) ? 70 : 60;
    case 'details-confirmed':
      return flow === 'income' ? 92 : 100;
    case 'letter-validated':
      return 94;
    case 'name-mismatch-confirm':
      return 80;
    case 'name-mismatch-cancel':
      // Issue 30 (not the spec's 0, the start of a sales wizard for a policy already bought): back to
      // the ID screen, where the customer can choose another ID.
      return 60;
  }
}
