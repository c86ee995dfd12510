/**
 * The shared KYC chain's stage table (dashboard-and-kyc.md section 4): the screens every host wizard
 * shows at 60 to 100, by stage. The web app's KYC chain maps each key to its component; where the
 * chain goes next is nextKycStage (kyc-chain.ts). The income flow's own 92 and 94 are its own table's.
 * No imports: the dashboard asks about a stage without downloading the chain's rules.
 */
export const kycChainStages = [
  { stage: 60, screen: 'id' },
  { stage: 70, screen: 'code' },
  { stage: 80, screen: 'name' },
  { stage: 90, screen: 'confirm' },
  { stage: 100, screen: 'completion' },
] as const;

export type KycChainStage = (typeof kycChainStages)[number]['stage'];
export type KycChainScreen = (typeof kycChainStages)[number]['screen'];

/** The chain's screen at a stage; undefined for a stage that is not the chain's. */
export function kycChainScreenAt(stage: number): KycChainScreen | undefined {
  return kycChainStages.find((row) => row.stage === stage)?.screen;
}
