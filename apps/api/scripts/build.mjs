// Bundles the API into dist/server.js with esbuild: our code and @alaafia/domain inlined, npm
// dependencies left external (native and WASM packages must load from node_modules), migrations copied.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@alaafia/'),
);

// API_OUT_DIR lets several engineers build side by side (the e2e runs of different flows).
const outDir = process.env.API_OUT_DIR
  ? path.resolve(process.env.API_OUT_DIR)
  : path.join(root, 'dist');
fs.rmSync(outDir, { recursive: true, force: true });
const result = await build({
  // The web server, and the worker alone (`npm run worker`).
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    worker: path.join(root, 'src/worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  // Code loaded with import() goes into chunks of its own, beside the entries (so a path read from
  // import.meta.url is the same in a chunk): the dev group (modules/dev), which app.ts loads only
  // when the sandbox is on, is never read by a production process (docs/decisions/2026-12-07-layers.md).
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  target: 'node26',
  format: 'esm',
  sourcemap: true,
  external,
  // Libraries (React's server build) run in production mode unless told otherwise; the marker tells
  // the configuration that the operator did not set NODE_ENV=production (which refuses the sandbox).
  banner: {
    js: "if (!process.env.NODE_ENV) { process.env.NODE_ENV = 'production'; process.env.NODE_ENV_FROM_BUILD = 'true'; }",
  },
  logLevel: 'warning',
  metafile: true,
});
// The processes never load the dev group statically: the files server.js and worker.js import,
// transitively, hold none of modules/dev (apps/api/test/module-graph.test.ts checks the source).
for (const entry of ['server.js', 'worker.js']) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = result.metafile.outputs[file];
    for (const input of Object.keys(output?.inputs ?? {}))
      if (input.includes('modules/dev/'))
        throw new Error(`${entry} loads ${input} statically: the dev group must be import()ed`);
    for (const imported of output?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(path.relative(process.cwd(), path.join(outDir, entry)));
}
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
// A private build outside the repository still finds the npm dependencies (ESM resolves upwards).
const repoModules = path.resolve(root, '../../node_modules');
if (!outDir.startsWith(path.resolve(root, '../..') + path.sep)) {
  fs.symlinkSync(repoModules, path.join(outDir, 'node_modules'), 'dir');
}
console.log('api: built dist/server.js and dist/worker.js');
