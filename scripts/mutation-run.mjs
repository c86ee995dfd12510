// @ts-check
// A mutation run and its gate: `node scripts/mutation-run.mjs domain|api` (npm run mutation:domain,
// npm run mutation:api; both are steps of npm test). Issue 43,
// docs/decisions/2026-12-07-mutation-baselines-in-the-repository.md.
//
// Each run is incremental against the report kept in the repository
// (mutation/stryker-incremental-<target>.json): Stryker re-tests only the mutants whose code or
// covering tests changed since that report and keeps the others' status, so the gate still scores
// every mutant. When none of the mutated files and none of the test files differ from the report's
// copies (and the options that decide the mutants are the report's), Stryker would re-test nothing: it is not
// started, and the gate reads the report as it is. MUTATION_FULL=1 re-tests every mutant and
// rewrites the report. After a run that changed the report, commit it with the change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = process.argv[2];
/** @type {Record<string, { config: string; tests: (config: any) => string[] }>} */
const targets = {
  domain: {
    config: 'stryker.domain.config.mjs',
    // `related: true`: Stryker runs the domain project's test files (packages/domain/vitest.config.ts).
    tests: () => fs.globSync('packages/domain/src/**/*.test.ts', { cwd: root }),
  },
  api: { config: 'stryker.api.config.mjs', tests: (config) => config.testFiles },
};
const chosen = target ? targets[target] : undefined;
if (!chosen) {
  console.error('Usage: node scripts/mutation-run.mjs domain|api');
  process.exit(2);
}

const config = (await import(pathToFileURL(path.join(root, chosen.config)).href)).default;
const reportFile = path.join(root, config.incrementalFile);
// Stryker's report leaves out a mutated file in which it found no mutant (types, `as const` copy):
// the run notes them beside the report, with a hash of each, so that a new file is told from one of
// those (mutation/<target>-without-mutants.json).
const withoutMutantsFile = path.join(root, `mutation/${target}-without-mutants.json`);
const sha = (/** @type {string} */ file) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(root, file)))
    .digest('hex');

/** The files a Stryker `mutate` list names (globs, `!` exclusions, `file:lines` ranges). */
function mutatedFiles(/** @type {string[]} */ mutate) {
  const patterns = mutate.filter((p) => !p.startsWith('!')).map((p) => p.replace(/:\d+-\d+$/, ''));
  const excluded = mutate.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return [...new Set(patterns.flatMap((p) => fs.globSync(p, { cwd: root, exclude: excluded })))];
}

/** Why the kept report cannot stand as it is, or null when nothing it depends on changed. */
function whyRun() {
  if (process.env.MUTATION_FULL === '1') return 'MUTATION_FULL=1: every mutant';
  if (!fs.existsSync(reportFile)) return `no report at ${config.incrementalFile}: every mutant`;
  /** @type {{ files: Record<string, { source: string }>; testFiles?: Record<string, { source?: string }>; config?: Record<string, unknown> }} */
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  // What decides which mutants exist (Stryker keeps its options in the report, defaults filled in).
  const defaults = { mutate: undefined, ignoreStatic: false, ignorers: [] };
  for (const [option, fallback] of Object.entries(defaults)) {
    const kept = report.config?.[option] ?? fallback;
    if (JSON.stringify(kept) !== JSON.stringify(config[option] ?? fallback))
      return `the option ${option} changed`;
  }
  const compare = (
    /** @type {string} */ kind,
    /** @type {Record<string, { source?: string }>} */ kept,
    /** @type {string[]} */ now,
  ) => {
    const keptNames = Object.keys(kept).sort();
    const nowNames = [...now].sort();
    const added = nowNames.filter((f) => !keptNames.includes(f));
    const removed = keptNames.filter((f) => !nowNames.includes(f));
    if (added.length || removed.length)
      return `${kind} added or removed: ${[...added, ...removed].join(', ')}`;
    const changed = nowNames.filter(
      (f) => fs.readFileSync(path.join(root, f), 'utf8') !== kept[f]?.source,
    );
    return changed.length ? `${kind} changed: ${changed.join(', ')}` : null;
  };
  /** @type {Record<string, string>} */
  const withoutMutants = fs.existsSync(withoutMutantsFile)
    ? JSON.parse(fs.readFileSync(withoutMutantsFile, 'utf8'))
    : {};
  const mutated = mutatedFiles(config.mutate);
  const changedWithout = mutated.filter((f) => f in withoutMutants && sha(f) !== withoutMutants[f]);
  if (changedWithout.length)
    return `files that had no mutant changed: ${changedWithout.join(', ')}`;
  return (
    compare(
      'mutated files',
      report.files,
      mutated.filter((f) => !(f in withoutMutants)),
    ) ?? compare('test files', report.testFiles ?? {}, chosen.tests(config))
  );
}

/** After a complete run: the mutated files the new report leaves out (no mutant in them). */
function noteFilesWithoutMutants() {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const without = Object.fromEntries(
    mutatedFiles(config.mutate)
      .filter((f) => !(f in report.files))
      .sort()
      .map((f) => [f, sha(f)]),
  );
  fs.writeFileSync(withoutMutantsFile, `${JSON.stringify(without, null, 2)}\n`);
}

const reason = whyRun();
if (reason) {
  console.log(`Mutation testing (${target}): ${reason}; Stryker re-tests what changed.`);
  const run = spawnSync('npx', ['stryker', 'run', chosen.config], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  noteFilesWithoutMutants();
} else {
  console.log(
    `Mutation testing (${target}): no mutated file or test file changed since ${config.incrementalFile}; its statuses stand (MUTATION_FULL=1 re-tests them).`,
  );
}
const gate = spawnSync(process.execPath, [path.join(root, 'scripts/mutation-gate.mjs'), target], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(gate.status ?? 1);
