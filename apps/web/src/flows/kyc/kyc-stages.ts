/**
 * The stages of the shared KYC chain that have a screen (60 to 100). Apart from the chain's screens,
 * so that a flow can ask about a stage without downloading them (the wizard engine loads the chain
 * when the customer nears it).
 */
export const KYC_CHAIN_STAGES = [60, 70, 80, 90, 100] as const;

export function isKycChainStage(stage: number): boolean {
  return (KYC_CHAIN_STAGES as readonly number[]).includes(stage);
}
