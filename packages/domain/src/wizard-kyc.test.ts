import { describe, expect, it } from 'vitest';
import { kycChainScreenAt, kycChainStages } from './wizard-kyc.js';

describe('the KYC chain stage table', () => {
  it('When a host wizard is at 60 to 100, then the table names the chain screen to show', () => {
    expect(kycChainStages.map((row) => row.stage)).toEqual([60, 70, 80, 90, 100]);
    expect([60, 70, 80, 90, 100].map(kycChainScreenAt)).toEqual([
      'id',
      'code',
      'name',
      'confirm',
      'completion',
    ]);
  });

  it("When a stage is not the chain's (the income flow's 92, the sales stages), then it has no chain screen", () => {
    expect(kycChainScreenAt(0)).toBeUndefined();
    expect(kycChainScreenAt(50)).toBeUndefined();
    expect(kycChainScreenAt(92)).toBeUndefined();
  });
});
