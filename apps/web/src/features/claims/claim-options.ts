import {
  EI_CLAIM_REASON_KEYS,
  EI_CLAIM_REASONS,
  HTCI_BENEFITS,
  type ClaimProductUid,
  type EiClaimReason,
  type HtciBenefit,
  koboToNaira,
  claimBenefitLabel,
  type ClaimBenefit,
} from '@alaafia/domain';
import type { ClaimChoiceOption } from './components/claim-reason-screen';

/**
 * The short line under each reason on the first stage: the coverage view's words (income-protection
 * .md, 'What's not covered' / 'What's covered', as the product's seed has them). The labels, which
 * reasons are covered and the full explanation of a not-covered one are the domain's.
 */
const REASON_LINES: Readonly<Record<EiClaimReason, string>> = {
  dismissal: 'Job loss for reasons out of your control.',
  business_closure: 'The company goes out of business.',
  resignation: 'Willingly resigning from your job.',
  misconduct: 'Job loss through misconduct or a self-inflicted act.',
  pay_cut: "Salary reduced due to the company's finances or performance.",
  salary_delay: 'Late payment of your salary by your employer.',
};

/**
 * HealthCash benefits a policyholder claims for themselves. Death by accident is claimed by the next
 * of kin, who need no account (issue 17), so it is not offered to the policyholder.
 */
const SELF_BENEFITS: readonly HtciBenefit[] = ['accident_emergency', 'permanent_disability'];

const INCOME_REASONS: readonly ClaimChoiceOption[] = EI_CLAIM_REASON_KEYS.map((key) => ({
  value: key,
  title: EI_CLAIM_REASONS[key].label,
  description: REASON_LINES[key],
  covered: EI_CLAIM_REASONS[key].covered,
}));

const HEALTH_CASH_BENEFITS: readonly ClaimChoiceOption[] = SELF_BENEFITS.map((key) => ({
  value: key,
  title: HTCI_BENEFITS[key].label,
  description: HTCI_BENEFITS[key].description,
  covered: true,
}));

export function claimOptions(product: ClaimProductUid): readonly ClaimChoiceOption[] {
  return product === 'EI' ? INCOME_REASONS : HEALTH_CASH_BENEFITS;
}

export function claimOption(product: ClaimProductUid, value: string | null) {
  return claimOptions(product).find((o) => o.value === value);
}

/** A HealthCash benefit's limit in naira, undefined for anything else. */
export function benefitLimit(value: string | null): number | undefined {
  return value && Object.hasOwn(HTCI_BENEFITS, value)
    ? koboToNaira(HTCI_BENEFITS[value as HtciBenefit].limitKobo)
    : undefined;
}

/** The not-covered explanation of an income reason (the domain's words), or null when covered. */
export function notCoveredExplanation(value: string | null): string | null {
  if (!value || !Object.hasOwn(EI_CLAIM_REASONS, value)) return null;
  const reason = EI_CLAIM_REASONS[value as EiClaimReason];
  return reason.covered ? null : reason.explanation;
}

/** The words for a claim's reason or benefit, from the claim as the API answers it. */
export function claimSubject(claim: {
  reason: EiClaimReason | null;
  benefit: ClaimBenefit | null;
}): string {
  if (claim.reason) return EI_CLAIM_REASONS[claim.reason].label;
  if (claim.benefit) return claimBenefitLabel(claim.benefit);
  return '';
}
