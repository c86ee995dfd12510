import {
  EI_CLAIM_REASON_KEYS,
  EI_CLAIM_REASONS,
  HTCI_BENEFITS,
  isCoveredReason,
  type ClaimProductUid,
  type EiClaimReason,
  type HtciBenefit,
  koboToNaira,
  type ClaimBenefit,
} from '@alaafia/domain';
import type { Translate } from '@alaafia/i18n';
import type { ClaimChoiceOption } from './components/claim-reason-screen';

/**
 * HealthCash benefits a policyholder claims for themselves. Death by accident is claimed by the next
 * of kin, who need no account (issue 17), so it is not offered to the policyholder.
 */
const SELF_BENEFITS = [
  'accident_emergency',
  'permanent_disability',
] as const satisfies readonly HtciBenefit[];

/**
 * The choices of the first stage in the page's language (docs/architecture.md, 'Languages'): each
 * reason's or benefit's name and short line from the catalogue by its key (`claims.reason.*`,
 * `claims.reasonLine.*`, `claims.benefit.*`, `claims.benefitLine.*`; their English is the domain's
 * labels and the coverage view's lines, income-protection.md, word for word). Which reasons are
 * covered is the domain's.
 */
export function claimOptions(t: Translate, product: ClaimProductUid): readonly ClaimChoiceOption[] {
  return product === 'EI'
    ? EI_CLAIM_REASON_KEYS.map((key) => ({
        value: key,
        title: t(`claims.reason.${key}`),
        description: t(`claims.reasonLine.${key}`),
        covered: EI_CLAIM_REASONS[key].covered,
      }))
    : SELF_BENEFITS.map((key) => ({
        value: key,
        title: t(`claims.benefit.${key}`),
        description: t(`claims.benefitLine.${key}`),
        covered: true,
      }));
}

export function claimOption(t: Translate, product: ClaimProductUid, value: string | null) {
  return claimOptions(t, product).find((o) => o.value === value);
}

/** A HealthCash benefit's limit in naira, undefined for anything else. */
export function benefitLimit(value: string | null): number | undefined {
  return value && Object.hasOwn(HTCI_BENEFITS, value)
    ? koboToNaira(HTCI_BENEFITS[value as HtciBenefit].limitKobo)
    : undefined;
}

/** The income reasons the domain does not cover (EI_CLAIM_REASONS' `covered: false`). */
type NotCoveredReason = {
  [K in EiClaimReason]: (typeof EI_CLAIM_REASONS)[K]['covered'] extends false ? K : never;
}[EiClaimReason];

/** An income reason the domain does not cover. */
export function notCovered(value: string | null): value is NotCoveredReason {
  return (
    !!value && Object.hasOwn(EI_CLAIM_REASONS, value) && !isCoveredReason(value as EiClaimReason)
  );
}

/**
 * The not-covered explanation of an income reason in the page's language (`claims.notCovered.*`,
 * the domain's explanation in English), or null when covered.
 */
export function notCoveredExplanation(t: Translate, value: string | null): string | null {
  return notCovered(value) ? t(`claims.notCovered.${value}`) : null;
}

/** The words for a claim's reason or benefit, from the claim as the API answers it. */
export function claimSubject(
  t: Translate,
  claim: { reason: EiClaimReason | null; benefit: ClaimBenefit | null },
): string {
  if (claim.reason) return t(`claims.reason.${claim.reason}`);
  if (claim.benefit) return t(`claims.benefit.${claim.benefit}`);
  return '';
}
