// Writes test-durations.json: the seconds each Vitest test file took, per project, from the Vitest
// cache of a run (node_modules/.vite/vitest/*/results.json), so that a fresh clone, which has no
// cache, still starts the slowest files first (the sequencer in vitest.config.ts; issue 43,
// docs/performance.md). Run it after a whole `npm test` in CI mode (CI=true: the PostgreSQL run
// holds every API file with a test database), ideally on a fresh clone:
//
//   node scripts/test-durations.mjs [path/to/results.json ...]
//
// Files are merged over the list as it is (a file not run keeps its figure; a deleted one is
// dropped), rounded to a tenth of a second.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, 'test-durations.json');
const cacheDir = path.join(root, 'node_modules/.vite/vitest');

const sources = process.argv.slice(2);
if (sources.length === 0 && fs.existsSync(cacheDir)) {
  for (const dir of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, dir, 'results.json');
    if (fs.existsSync(file)) sources.push(file);
  }
}
if (sources.length === 0) {
  console.error('No Vitest cache (results.json) found: run the tests first, or name the file.');
  process.exit(1);
}

/** @type {Record<string, Record<string, number>>} */
const list = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
for (const source of sources) {
  /** @type {{ projects: Record<string, { files: Record<string, { duration: number }> }> }} */
  const cache = JSON.parse(fs.readFileSync(source, 'utf8'));
  for (const [project, { files }] of Object.entries(cache.projects)) {
    list[project] ??= {};
    for (const [file, { duration }] of Object.entries(files)) {
      list[project][file] = Math.round(duration / 100) / 10;
    }
  }
}

const sorted = Object.fromEntries(
  Object.keys(list)
    .sort()
    .map((project) => [
      project,
      Object.fromEntries(
        Object.entries(list[project])
          .filter(([file]) => fs.existsSync(path.join(root, file)))
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    ]),
);
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${path.relative(root, target)}: ${Object.entries(sorted)
    .map(([project, files]) => `${project} ${Object.keys(files).length} files`)
    .join(', ')}`,
);
