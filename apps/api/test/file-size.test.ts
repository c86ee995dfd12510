/**
 * Files one can hold in one's head (issue 37 item 3; docs/architecture.md, 'File size'): no source
 * file of the apps or packages is over 600 lines but the data tables named here, and the files still
 * to split, a list that only shrinks. Tests, browser specs and data (JSON) are not source. It needs no
 * database.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIMIT = 600;

/** Tables of data, long by nature: each entry is a row, not logic. */
const DATA_TABLES: Record<string, string> = {
  'apps/api/src/modules/platform/messaging/catalogue.ts':
    'every message event: its channels, its link and its parameters, one entry each',
  'apps/api/src/config.ts':
    "the configuration's schema: one variable, its default and its check each",
};

/** Over the limit and to be split; remove a file when it is. */
const TO_SPLIT: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.(test|spec)\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

const roots = ['apps/api/src', 'apps/web/src', 'packages'].map((r) => path.join(ROOT, r));
const lines = new Map(
  roots
    .flatMap((r) => sourceFiles(r))
    .map((f) => [path.relative(ROOT, f), readFileSync(f, 'utf8').split('\n').length - 1] as const),
);

describe('file size', () => {
  it('When the source is read, then it finds the apps and packages (the check can fail)', () => {
    expect(lines.size).toBeGreaterThan(500);
    expect(lines.get('apps/api/src/app.ts')).toBeGreaterThan(10);
  });

  it('When a source file is over 600 lines, then it is a named data table or on the list to split', () => {
    const over = [...lines]
      .filter(([file, n]) => n > LIMIT && !(file in DATA_TABLES) && !(file in TO_SPLIT))
      .map(([file, n]) => `${file}: ${n} lines`);
    expect(over).toEqual([]);
  });

  it('When a file on the list to split is split, then it leaves the list (the list only shrinks)', () => {
    const done = Object.keys(TO_SPLIT).filter((file) => (lines.get(file) ?? 0) <= LIMIT);
    expect(done).toEqual([]);
    expect(Object.keys(DATA_TABLES).filter((file) => !lines.has(file))).toEqual([]);
  });
});
