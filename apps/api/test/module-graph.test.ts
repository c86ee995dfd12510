/**
 * The API's module graph (issue 26; docs/architecture.md, "Module groups"; decision record
 * docs/decisions/2026-11-27-module-groups.md). It reads apps/api/src and fails, naming the file,
 * when:
 * - code outside a module imports one of its files other than its `index.ts` (a deep import);
 * - a module imports the read layer (`src/views/`), except from its `*.routes.ts`, the HTTP edge
 *   that hands a view back to the caller;
 * - the modules' imports (type imports included) form a cycle.
 * A module is a folder `modules/<group>/<module>/`. Tests in apps/api/test may import the files of
 * the module under test directly, so this reads only src. It needs no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const MODULES = path.join(SRC, 'modules');
const VIEWS = path.join(SRC, 'views');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** `group/module` of a path under modules/, or null. */
export function moduleOf(file: string): string | null {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return parts.length >= 3 ? `${parts[0]}/${parts[1]}` : null;
}

/** Relative specifiers of static imports and re-exports, `import()` and `vi.mock()`. */
export function relativeSpecifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"](\.[^'"]+)['"]/g,
    /\bimport\s*['"](\.[^'"]+)['"]/g,
    /\b(?:import|vi\.mock)\(\s*['"](\.[^'"]+)['"]/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]!);
  return found;
}

interface Edge {
  from: string;
  to: string;
  file: string;
}

/** Problems (deep imports, modules reading views) and module-to-module edges of a set of files. */
export function readGraph(files: { file: string; text: string }[]) {
  const problems: string[] = [];
  const edges: Edge[] = [];
  for (const { file, text } of files) {
    const own = moduleOf(file);
    const where = path.relative(SRC, file);
    for (const spec of relativeSpecifiers(text)) {
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      const mod = moduleOf(target);
      if (own && !target.startsWith(MODULES) && target.startsWith(VIEWS + path.sep)) {
        if (!file.endsWith('.routes.ts'))
          problems.push(`${where} imports the read layer (${spec}); only *.routes.ts may`);
        continue;
      }
      if (!mod || mod === own) continue;
      if (path.dirname(target) !== path.join(MODULES, mod) || path.basename(target) !== 'index.ts')
        problems.push(`${where} imports ${spec}: import modules/${mod}/index.js instead`);
      if (own) edges.push({ from: own, to: mod, file: where });
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

describe('the module graph', () => {
  const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const { problems, edges } = readGraph(files);

  it('every module has an index.ts, and nothing reaches past another module’s index', () => {
    const modules = new Set(files.map((f) => moduleOf(f.file)).filter((m) => m !== null));
    const withIndex = new Set(
      files.filter((f) => path.basename(f.file) === 'index.ts').map((f) => moduleOf(f.file)),
    );
    expect([...modules].filter((m) => !withIndex.has(m))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const cycles = cyclesOf(edges).map((c) => {
      const inside = new Set(c);
      const how = edges
        .filter((e) => inside.has(e.from) && inside.has(e.to))
        .map((e) => `${e.file} -> ${e.to}`);
      return { modules: c, edges: [...new Set(how)] };
    });
    expect(cycles).toEqual([]);
  });

  it('catches a deep import, a module reading a view and a cycle (the checks can fail)', () => {
    const at = (p: string) => path.join(SRC, p);
    const { problems: p, edges: e } = readGraph([
      {
        file: at('modules/sales/carts/carts.service.ts'),
        text: "import { x } from '../payments/payments.repo.js';\nimport { y } from '../../../views/customer-record.js';",
      },
      {
        file: at('modules/sales/payments/payments.service.ts'),
        text: "import type { Z } from '../carts/index.js';",
      },
      { file: at('app.ts'), text: "vi.mock('./modules/sales/carts/carts.repo.js');" },
    ]);
    expect(p).toHaveLength(3);
    expect(cyclesOf(e)).toEqual([['sales/carts', 'sales/payments']]);
  });
});
