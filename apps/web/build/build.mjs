// npm run build -w apps/web: the production build, in four steps.
//   1. vite build                                  the app (dist/, or the folder given as the first argument)
//   2. vite build --ssr src/server-render.tsx      the app for Node, in dist/server/ (the API renders
//                                                  signed-in pages with it; the server never serves that folder)
//   3. build/prerender.mjs                         the sign-in pages as HTML (dist/prerendered/) and the
//                                                  page shell the server renders into (dist/server/page-shell.html)
//   4. build/precompress.mjs                       dist/assets/* as .br and .gz beside each file, which
//                                                  the server sends as they are
//   node build/build.mjs /tmp/other-dist    # a private build (the Lighthouse script uses this)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const serverDir = path.join(outDir, 'server');

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const vite = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('vite'))),
  '../../bin/vite.js',
);
run([vite, 'build', '--outDir', outDir, '--emptyOutDir']);
run([vite, 'build', '--ssr', 'src/server-render.tsx', '--outDir', serverDir, '--emptyOutDir']);
run([path.join(web, 'build/prerender.mjs'), outDir]);
run([path.join(web, 'build/precompress.mjs'), outDir]);
