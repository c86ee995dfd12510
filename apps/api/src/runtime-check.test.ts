import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, runtimeProblem } from './runtime-check.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: { node: string };
};

describe('the pinned Node.js line', () => {
  it('When the server starts on an older Node.js, then it is refused with the version it needs', () => {
    expect(runtimeProblem('20.20.2')).toContain(`needs Node.js ${REQUIRED_NODE_MAJOR} or newer`);
    expect(runtimeProblem('20.20.2')).toContain('this is Node.js 20.20.2');
    expect(runtimeProblem(`${REQUIRED_NODE_MAJOR - 1}.9.0`)).not.toBeNull();
  });

  it('When it starts on the pinned line or newer, then nothing is said', () => {
    expect(runtimeProblem(`${REQUIRED_NODE_MAJOR}.0.0`)).toBeNull();
    expect(runtimeProblem(`${REQUIRED_NODE_MAJOR + 1}.1.0`)).toBeNull();
  });

  it('The tests themselves run on the pinned line (npm put node_modules/.bin/node first)', () => {
    expect(runtimeProblem()).toBeNull();
  });

  it('engines, .nvmrc and the node dependency name the same line as the start-up check', () => {
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}.0.0`);
    expect(pkg.dependencies.node.split('.')[0]).toBe(String(REQUIRED_NODE_MAJOR));
    expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(
      String(REQUIRED_NODE_MAJOR),
    );
  });
});
