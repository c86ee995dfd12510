import { kycChainScreenAt, kycChainStages } from '@alaafia/domain';

/**
 * The stages of the shared KYC chain that have a screen (60 to 100), read from the chain's table
 * (packages/domain/src/wizard-kyc.ts). Apart from the chain's screens, so that a flow can ask about a
 * stage without downloading them (the wizard engine loads the chain when the customer nears it).
 */
export const KYC_CHAIN_STAGES = kycChainStages.map((row) => row.stage);

export function isKycChainStage(stage: number): boolean {
  return kycChainScreenAt(stage) !== undefined;
}
