import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe("the README's sandbox walk-through (issue 30, contradictions)", () => {
  it('When it says which button resumes a paused policy, then it names the button the tile shows', () => {
    const step = /then '([^']+)' on the policy's tile/.exec(read('README.md'));
    expect(step?.[1]).toBe('Pay now');
    // The paused or overdue tile's action (packages/domain/src/policy-tiles.ts).
    expect(read('packages/domain/src/policy-tiles.ts')).toContain(
      `{ kind: 'pay', label: '${step?.[1] ?? ''}' }`,
    );
  });
});
