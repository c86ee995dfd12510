import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(import.meta.dirname, '../../e2e');

describe('the e2e suite (issue 30: errors in the browser console)', () => {
  it('When a spec is written, then it takes `test` from the shared fixture that fails on console errors and CSP violations', () => {
    const specs = fs.readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(0);
    const direct = specs.filter((name) => {
      const source = fs.readFileSync(path.join(e2e, name), 'utf8');
      // A type-only import (`import type { Browser }`) brings no `test`; anything else from Playwright does.
      return (
        /^import (?!type )[^;]*from '@playwright\/test'/m.test(source) ||
        !/from '\.\/fixtures'/.test(source)
      );
    });
    expect(direct).toEqual([]);
  });

  it('When the fixture runs, then it is automatic and checks what it collected', () => {
    const fixture = fs.readFileSync(path.join(e2e, 'fixtures.ts'), 'utf8');
    expect(fixture).toMatch(/auto: true/);
    expect(fixture).toMatch(/securitypolicyviolation/);
    expect(fixture).toMatch(/expect\(unexpected/);
  });
});
