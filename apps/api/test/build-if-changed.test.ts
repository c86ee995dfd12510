import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script of the repository (scripts/build-if-changed.mjs)
import * as skip from '../../../scripts/build-if-changed.mjs';

type Skip = {
  OUTPUTS: string[];
  sourcesHash: (root: string) => string;
  upToDate: (root: string, hash?: string) => boolean;
  recordBuild: (root: string, hash: string) => void;
};
const { OUTPUTS, sourcesHash, upToDate, recordBuild } = skip as Skip;

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** A repository with sources and the outputs of a build of them. */
function built() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-build-skip-'));
  write('apps/web/src/main.tsx', 'export {};');
  write('packages/domain/src/money.ts', 'export const A = 1;');
  for (const output of OUTPUTS) write(output, '');
  recordBuild(root, sourcesHash(root));
}

describe('npm start builds only when the sources changed (issue 30, set-up)', () => {
  it('When nothing changed since the last build, then it is up to date', () => {
    built();
    expect(upToDate(root)).toBe(true);
  });

  it('When a source changes, is added or is removed, then it builds again', () => {
    built();
    write('packages/domain/src/money.ts', 'export const A = 2;');
    expect(upToDate(root)).toBe(false);
    built();
    write('apps/web/src/new.ts', 'export {};');
    expect(upToDate(root)).toBe(false);
    built();
    fs.rmSync(path.join(root, 'apps/web/src/main.tsx'));
    expect(upToDate(root)).toBe(false);
  });

  it('When only a file time changes (a checkout, a copy), then it is still up to date', () => {
    built();
    const file = path.join(root, 'apps/web/src/main.tsx');
    fs.utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(upToDate(root)).toBe(true);
  });

  it('When an output is missing (npm run build was stopped half-way), then it builds again', () => {
    built();
    fs.rmSync(path.join(root, 'apps/api/dist/server.js'));
    expect(upToDate(root)).toBe(false);
  });
});
