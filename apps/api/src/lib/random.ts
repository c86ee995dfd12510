import { randomInt } from 'node:crypto';
import { seededRandom } from '@alaafia/domain';
import type { AppConfig } from '../config.js';

/**
 * The context's random source (`ctx.random`, a number in [0, 1)), for sampling claims for a
 * person's check (issue 39): seeded in the sandbox (CLAIM_AUTOMATION_SAMPLE_SEED), so a trial run
 * samples the same claims each time; crypto randomness outside it. Tests pass their own.
 */
export function samplingSource(
  config: Pick<AppConfig, 'sandbox' | 'claimAutomation'>,
): () => number {
  if (config.sandbox) return seededRandom(config.claimAutomation.sampleSeed);
  return () => randomInt(0, 2 ** 32) / 2 ** 32;
}
