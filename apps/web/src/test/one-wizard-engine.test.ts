import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** Every source file of the web app (tests left out), relative to src/. */
function sources(dir = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(src, full)]
      : [];
  });
}
const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');

describe('one wizard engine for every multi-step flow (issue 26 item 7)', () => {
  it('When a flow has stages, then it is drawn by the engine: only the engine renders the wizard frame', () => {
    const framed = sources().filter(
      (file) =>
        !file.startsWith('components/wizard/') &&
        /import\s*\{[^}]*\bWizardFrame\b[^}]*\}\s*from/.test(read(file)),
    );
    expect(framed).toEqual(['flows/wizard/wizard-engine.tsx']);
  });

  it("When the KYC chain draws a screen, then it takes it from the chain's table, not from stage numbers", () => {
    const chain = read('flows/kyc/components/kyc-chain.tsx');
    expect(chain).toContain('kycChainScreenAt(stage)');
    expect(chain).not.toMatch(/stage === \d+/);
  });

  it('When the next of kin claims, then the page is a flow on the engine with the domain table, not its own list of steps', () => {
    const page = read('features/claims/components/next-of-kin-claim-page.tsx');
    expect(page).toContain('<WizardEngine flow={nextOfKinFlow}');
    expect(page).toContain('table: nextOfKinClaimWizard');
    expect(page).not.toMatch(/useState<Step>|const STEPS\b/);
  });
});
