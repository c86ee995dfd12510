import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a measured run, per project (`test-durations.json`, written from
 * a run's Vitest cache by `node scripts/test-durations.mjs`).
 */
const measured = JSON.parse(
  fs.readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, number>>;

/**
 * Issue 43: the slowest files first, on a fresh clone too. Vitest orders files by their last run's
 * duration from its cache, and with no cache (CI's fresh clone) by size, largest first; our slowest
 * files are among the smallest (the cluster, the worker processes, the migration tests start
 * processes or databases in a few lines), so they started last and made the tail of the PostgreSQL
 * and Vitest steps. Here a file's duration comes from this machine's cache when there is one, else
 * from `test-durations.json`; a file in neither (a new one) goes first, the largest first, as Vitest
 * does. Projects still run one after the other (a worker keeps its project's module graph,
 * `isolate: false`), and a file that failed last time first
 * (docs/decisions/2026-12-07-test-order-and-postgres-workers.md).
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // `--sequence.shuffle` (a check that no file depends on another's leftovers) shuffles the files
    // too, by the run's seed, as Vitest's own random order does.
    if (this.ctx.config.sequence.shuffle) return shuffled(files, this.ctx.config.sequence.seed);
    const root = this.ctx.config.root;
    const known = new Map<TestSpecification, { seconds: number; failed: boolean } | undefined>(
      files.map((spec) => {
        const cached = this.ctx.cache.getTestSpecificationResult(spec);
        if (cached) return [spec, { seconds: cached.duration / 1000, failed: cached.failed }];
        // The API files' figure on the other driver when this one has none (locally every API
        // file runs on PGlite; CI measures most of them on PostgreSQL).
        const file = path.relative(root, spec.moduleId).replaceAll('\\', '/');
        const listed =
          measured[spec.project.name]?.[file] ??
          Object.values(measured).find((project) => file in project)?.[file];
        return [spec, listed === undefined ? undefined : { seconds: listed, failed: false }];
      }),
    );
    const size = (spec: TestSpecification) => {
      try {
        return fs.statSync(spec.moduleId).size;
      } catch {
        return 0;
      }
    };
    return [...files].sort((a, b) => {
      const order = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (order !== 0) return order;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (a.project.config.isolate !== b.project.config.isolate)
        return a.project.config.isolate ? -1 : 1;
      const ka = known.get(a);
      const kb = known.get(b);
      if (!ka || !kb) return !ka && !kb ? size(b) - size(a) : ka ? 1 : -1;
      if (ka.failed !== kb.failed) return ka.failed ? -1 : 1;
      return kb.seconds - ka.seconds;
    });
  }
}

/** The files in a random order that the seed decides (mulberry32; the glob's order sorted first). */
function shuffled(files: TestSpecification[], seed: number): TestSpecification[] {
  const out = [...files].sort((a, b) =>
    a.project.name === b.project.name
      ? a.moduleId < b.moduleId
        ? -1
        : 1
      : a.project.name < b.project.name
        ? -1
        : 1,
  );
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/i18n', 'apps/api', 'apps/web'],
    sequence: { sequencer: SlowestFirst },
  },
});
