import { createKycCore, type KycDeps } from './kyc-core.js';
import { createKycCodeChecks } from './kyc-code-checks.js';
import { createKycCompletion } from './kyc-completion.js';
import { createKycIdChecks } from './kyc-id-checks.js';

export { kycDepsOf } from './kyc-core.js';
export { ACCOUNT_PRODUCTS, type AccountProduct } from './kyc-id-checks.js';

/**
 * The KYC use cases, by what they do: BVN and NIN with the code (kyc-code-checks.ts), the other ID
 * checks (kyc-id-checks.ts), completion and clean-up (kyc-completion.ts), on the pieces they share
 * (kyc-core.ts).
 */
export function createKycService(deps: KycDeps) {
  const core = createKycCore(deps);
  return {
    ...createKycCodeChecks(core),
    ...createKycIdChecks(core),
    ...createKycCompletion(core),

    /** A request the schema refused: kept in the audit trail (the fields only, never the values). */
    async recordRejected(customerId: number, what: string, fields: string[]) {
      await core.record(customerId, 'rejected', false, { detail: `${what}: ${fields.join(',')}` });
    },
  };
}
