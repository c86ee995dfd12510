import { coverToday, eligibilityReasonCopy, type EligibilityReason } from '@alaafia/domain';
import type { HealthMember } from '../members/index.js';

/** A member's standing at a hospital today: covered, there or not, and why not in plain words. */
export function standingOf(member: HealthMember, hospitalId: number, today: string) {
  const cover = coverToday(member, today);
  const atThisHospital = member.hospitalId === hospitalId;
  const code: EligibilityReason | null =
    cover.reason ?? (atThisHospital ? null : 'another_hospital');
  return {
    covered: cover.covered,
    atThisHospital,
    reasonCode: code,
    reason: code === null ? null : eligibilityReasonCopy[code],
  };
}
