/**
 * The API's layers (issue 37; docs/architecture.md, 'The layers'; decision record
 * docs/decisions/2026-12-07-layers.md). The ladder is apps/api/layers.json, bottom first: base
 * (lib, db, integrations, plugins, ...), the module groups (platform, customers, catalogue, cover,
 * sales, identity, service, back-office, dev), views/, workflows/, and the top (app.ts, the job
 * handlers, the command line). This test reads apps/api/src and fails, naming the file, when:
 * - a file imports something above it on the ladder (a module may import only the modules listed
 *   before it; a module's *.routes.ts may also import views/);
 * - code outside a module or workflow imports one of its files other than its `index.ts`;
 * - anything but app.ts loads the dev group, or app.ts loads it other than lazily;
 * - the modules, the workflows or the groups form a cycle;
 * - a module, workflow or source file is not on the ladder, or the ladder names one that is gone;
 * - docs/architecture.md's ladder differs from layers.json.
 * Type imports count. Tests in apps/api/test may import any file; it needs no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import layers from '../layers.json' with { type: 'json' };

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(HERE, '../src');
const DOC = path.resolve(HERE, '../../../docs/architecture.md');

export interface Ladder {
  base: { paths: string[]; holds: string };
  groups: { group: string; holds: string; modules: string[] }[];
  views: { paths: string[]; holds: string };
  workflows: { workflows: string[]; holds: string };
  top: { paths: string[]; holds: string };
}

/** Where a file sits: its unit (what it may import freely), its rank and whether it is a routes file. */
export interface Place {
  unit: string;
  /** Lower imports nothing higher; equal ranks are one unit. */
  rank: number;
  layer: string;
  /** A module's or workflow's folder: only its index.ts may be imported from outside. */
  sealed: boolean;
}

/** The place of each file of src (a path relative to src, with '/'), or null when it is on no rung. */
export function placer(ladder: Ladder) {
  const ranks: { unit: string; layer: string; sealed: boolean }[] = [];
  for (const g of ladder.groups)
    for (const m of g.modules)
      ranks.push({ unit: `modules/${g.group}/${m}`, layer: `modules/${g.group}`, sealed: true });
  const modulesEnd = ranks.length;
  for (const w of ladder.workflows.workflows)
    ranks.push({ unit: `workflows/${w}`, layer: 'workflows', sealed: true });
  const matches = (paths: string[], rel: string) =>
    paths.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p));
  return (rel: string): Place | null => {
    if (matches(ladder.base.paths, rel))
      return { unit: 'base', rank: -1, layer: 'base', sealed: false };
    if (matches(ladder.top.paths, rel))
      return { unit: 'top', rank: Number.MAX_SAFE_INTEGER, layer: 'top', sealed: false };
    if (matches(ladder.views.paths, rel))
      return { unit: 'views', rank: modulesEnd - 0.5, layer: 'views', sealed: false };
    const parts = rel.split('/');
    const unit =
      parts[0] === 'modules' && parts.length >= 4
        ? parts.slice(0, 3).join('/')
        : parts[0] === 'workflows' && parts.length >= 3
          ? parts.slice(0, 2).join('/')
          : null;
    const rank = ranks.findIndex((r) => r.unit === unit);
    if (unit === null || rank < 0) return null;
    return { unit, rank, layer: ranks[rank]!.layer, sealed: true };
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Relative specifiers of static imports and re-exports, and of `import()` (marked lazy). */
export function relativeSpecifiers(text: string): { spec: string; lazy: boolean }[] {
  const found: { spec: string; lazy: boolean }[] = [];
  const patterns: [RegExp, boolean][] = [
    [/\b(?:import|export)\s[^'";]*?\sfrom\s*['"](\.[^'"]+)['"]/g, false],
    [/\bimport\s*['"](\.[^'"]+)['"]/g, false],
    [/\b(?:import|vi\.mock)\(\s*['"](\.[^'"]+)['"]/g, true],
  ];
  for (const [re, lazy] of patterns)
    for (const m of text.matchAll(re)) found.push({ spec: m[1]!, lazy });
  return found;
}

interface Edge {
  from: string;
  to: string;
  file: string;
}

const isDev = (unit: string) => unit.startsWith('modules/dev/');
const groupOf = (unit: string) =>
  unit.startsWith('modules/') ? unit.split('/').slice(0, 2).join('/') : unit.split('/')[0]!;

/**
 * The problems of a set of files (src-relative paths with '/') and their unit-to-unit edges
 * (modules and workflows; an import of views/ by a routes file is the HTTP edge, not an edge).
 */
export function readGraph(ladder: Ladder, files: { rel: string; text: string }[]) {
  const place = placer(ladder);
  const problems: string[] = [];
  const edges: Edge[] = [];
  for (const { rel, text } of files) {
    if (rel.endsWith('.test.ts')) continue;
    const own = place(rel);
    if (!own) {
      problems.push(`${rel} is on no rung of the ladder (apps/api/layers.json)`);
      continue;
    }
    for (const { spec, lazy } of relativeSpecifiers(text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
      const to = place(target.replace(/\.js$/, '.ts'));
      if (!to || to.unit === own.unit) continue;
      const name = target.replace(/\.js$/, '.ts');
      if (to.sealed && name !== `${to.unit}/index.ts`)
        problems.push(`${rel} imports ${spec}: import ${to.unit}/index.js instead`);
      if (isDev(to.unit) && !isDev(own.unit) && !(own.unit === 'top' && lazy && rel === 'app.ts'))
        problems.push(
          `${rel} imports ${spec}: the dev group is loaded only by app.ts, lazily, when the sandbox is on`,
        );
      const viewAtTheEdge = to.unit === 'views' && rel.endsWith('.routes.ts') && own.sealed;
      if (to.rank > own.rank && !viewAtTheEdge)
        problems.push(`${rel} (${own.layer}) imports ${spec} (${to.layer}), which is above it`);
      if (own.sealed && to.sealed) edges.push({ from: own.unit, to: to.unit, file: rel });
    }
  }
  return { problems, edges };
}

/** The cycles of a graph: its strongly connected components of more than one node (Tarjan). */
export function cyclesOf(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v)!.has(v)) cycles.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** The ladder as docs/architecture.md shows it, top first (the block between its layers markers). */
export function renderLadder(ladder: Ladder): string {
  const rows: [string, string[], string][] = [
    ['top', ladder.top.paths, ladder.top.holds],
    ['workflows/', ladder.workflows.workflows.map((w) => `${w}/`), ladder.workflows.holds],
    ['views/', ['*.ts'], ladder.views.holds],
    ...[...ladder.groups]
      .reverse()
      .map((g): [string, string[], string] => [`modules/${g.group}/`, g.modules, g.holds]),
    ['base', ladder.base.paths, ladder.base.holds],
  ];
  const width = Math.max(...rows.map((r) => r[0].length)) + 2;
  const indent = ' '.repeat(width);
  /** Words joined into lines of at most 100 characters, each after the indent. */
  const wrap = (words: string[], joiner: string) => {
    const lines: string[] = [];
    let line = '';
    for (const [i, word] of words.entries()) {
      const piece = word + (i < words.length - 1 ? joiner : '');
      if (line && width + (line + piece).trimEnd().length > 100) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += piece;
    }
    return [...lines, line.trimEnd()];
  };
  return rows
    .flatMap(([layer, what, holds]) => {
      const [first, ...more] = wrap(what, ', ');
      return [
        `${layer.padEnd(width)}${first}`,
        ...more.map((l) => indent + l),
        ...wrap(`(${holds})`.split(' '), ' ').map((l) => indent + l),
      ];
    })
    .join('\n');
}

const ladder = layers as Ladder;

describe('the layers', () => {
  const files = sourceFiles(SRC).map((file) => ({
    rel: path.relative(SRC, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
  const { problems, edges } = readGraph(ladder, files);

  it('When the source is read, then every import points down the ladder, past no index.ts, and only app.ts loads the dev group, lazily', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('When the folders are listed, then every module and workflow is on the ladder with an index.ts, and every rung names a folder that exists', () => {
    const found = new Set(
      files
        .map((f) => f.rel.split('/'))
        .filter(
          (p) => (p[0] === 'modules' && p.length >= 4) || (p[0] === 'workflows' && p.length >= 3),
        )
        .map((p) => p.slice(0, p[0] === 'modules' ? 3 : 2).join('/')),
    );
    const listed = [
      ...ladder.groups.flatMap((g) => g.modules.map((m) => `modules/${g.group}/${m}`)),
      ...ladder.workflows.workflows.map((w) => `workflows/${w}`),
    ];
    expect([...found].filter((u) => !listed.includes(u))).toEqual([]);
    expect(listed.filter((u) => !found.has(u))).toEqual([]);
    const withIndex = new Set(files.map((f) => f.rel).filter((r) => r.endsWith('/index.ts')));
    expect(listed.filter((u) => !withIndex.has(`${u}/index.ts`))).toEqual([]);
  });

  it('When the imports are drawn, then there is no cycle between modules, workflows or groups', () => {
    const explain = (cycle: string[], of: (u: string) => string) => {
      const inside = new Set(cycle);
      return {
        units: cycle,
        edges: [
          ...new Set(
            edges
              .filter(
                (e) => inside.has(of(e.from)) && inside.has(of(e.to)) && of(e.from) !== of(e.to),
              )
              .map((e) => `${e.file} -> ${e.to}`),
          ),
        ],
      };
    };
    expect(cyclesOf(edges).map((c) => explain(c, (u) => u))).toEqual([]);
    const groupEdges = edges
      .map((e) => ({ from: groupOf(e.from), to: groupOf(e.to) }))
      .filter((e) => e.from !== e.to);
    expect(cyclesOf(groupEdges).map((c) => explain(c, groupOf))).toEqual([]);
  });

  it('When docs/architecture.md is read, then its ladder is the one in apps/api/layers.json', () => {
    const doc = readFileSync(DOC, 'utf8');
    const block = /<!-- layers:start -->\n```\n([\s\S]*?)\n```\n<!-- layers:end -->/.exec(doc)?.[1];
    expect(block, 'docs/architecture.md has the ladder between its layers markers').toBeDefined();
    expect(block).toBe(renderLadder(ladder));
  });

  it('When an import points up, reaches past an index, loads the dev group or makes a cycle, then it is found (the checks can fail)', () => {
    const { problems: p, edges: e } = readGraph(ladder, [
      {
        // A lower group importing a higher one, a deep import, a module reading a view.
        rel: 'modules/customers/customers/customers.repo.ts',
        text: "import { x } from '../../sales/payments/payments.repo.js';\nimport { y } from '../../../views/customer-record.js';",
      },
      // Within a group, only what is listed before: carts is below payments.
      {
        rel: 'modules/sales/carts/carts.service.ts',
        text: "import type { Z } from '../payments/index.js';",
      },
      // A routes file may use a view; base may not import a module; dev only lazily from app.ts.
      {
        rel: 'modules/sales/carts/carts.routes.ts',
        text: "import { v } from '../../../views/customer-record.js';",
      },
      { rel: 'lib/paging.ts', text: "import { a } from '../modules/platform/access/index.js';" },
      { rel: 'jobs/handlers.ts', text: "import { s } from '../modules/dev/sandbox/index.js';" },
      { rel: 'app.ts', text: "const d = await import('./modules/dev/sandbox/index.js');" },
      {
        rel: 'modules/sales/payments/payments.service.ts',
        text: "import { c } from '../carts/index.js';",
      },
      { rel: 'unplaced.ts', text: '' },
    ]);
    expect(p).toEqual([
      'modules/customers/customers/customers.repo.ts imports ../../sales/payments/payments.repo.js: import modules/sales/payments/index.js instead',
      'modules/customers/customers/customers.repo.ts (modules/customers) imports ../../sales/payments/payments.repo.js (modules/sales), which is above it',
      'modules/customers/customers/customers.repo.ts (modules/customers) imports ../../../views/customer-record.js (views), which is above it',
      'modules/sales/carts/carts.service.ts (modules/sales) imports ../payments/index.js (modules/sales), which is above it',
      'lib/paging.ts (base) imports ../modules/platform/access/index.js (modules/platform), which is above it',
      'jobs/handlers.ts imports ../modules/dev/sandbox/index.js: the dev group is loaded only by app.ts, lazily, when the sandbox is on',
      'unplaced.ts is on no rung of the ladder (apps/api/layers.json)',
    ]);
    expect(cyclesOf(e)).toEqual([['modules/sales/carts', 'modules/sales/payments']]);
    expect(renderLadder(ladder).split('\n')[0]).toMatch(/^top\s+app\.ts, /);
  });
});
