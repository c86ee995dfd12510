// `npm start`'s build step (issue 30, set-up): builds the web app and the API only when their sources
// changed since the last build, told by a content hash of the sources (not file times, which a
// checkout or a copy changes without changing anything). `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads, relative to the repository root: folders are read whole. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/package.json',
  'packages/domain/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/build',
  'apps/web/public',
  'apps/web/src',
  'apps/api/package.json',
  'apps/api/scripts',
  'apps/api/src',
];

/** Where the hash of the sources last built is kept, and what the build must have left. */
export const STAMP = 'apps/api/dist/build-sources.sha256';
export const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/server.js', STAMP];

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) =>
      path.relative(root, path.join(item.parentPath, item.name)).split(path.sep).join('/'),
    );
}

/** The sha256 of every build input's path and content, in a fixed order. */
export function sourcesHash(root) {
  const hash = crypto.createHash('sha256');
  const files = BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the last build is of exactly these sources (and its outputs are all there). */
export function upToDate(root, hash = sourcesHash(root)) {
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return false;
  return fs.readFileSync(path.join(root, STAMP), 'utf8').trim() === hash;
}

export function recordBuild(root, hash) {
  fs.writeFileSync(path.join(root, STAMP), `${hash}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const hash = sourcesHash(root);
  // A private build elsewhere (API_OUT_DIR) is not the one `npm start` serves: build as asked.
  if (!process.env.API_OUT_DIR && upToDate(root, hash)) {
    console.log(
      `npm start: nothing changed since the last build (sources ${hash.slice(0, 12)}), so it is not built again. \`npm run build\` builds anyway.`,
    );
  } else {
    const npm = process.env.npm_execpath;
    const result = npm
      ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
      : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: true });
    if (result.status !== 0) process.exit(result.status ?? 1);
    // Hashed before the build: an edit made while it ran is built next time.
    if (!process.env.API_OUT_DIR) recordBuild(root, hash);
  }
}
