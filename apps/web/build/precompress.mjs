// The build's files compressed once, at the highest levels, beside each file: x.js.br (brotli 11) and
// x.js.gz (gzip 9). The server sends them as they are (@fastify/static's preCompressed,
// apps/api/src/plugins/web-app.ts) to a browser that accepts the encoding; compressing per request
// it used brotli's quality 4, whose files were about 14% larger (docs/performance.md, issue 38).
//   node build/precompress.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text. Images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|map|webmanifest)$/;
/** Below this an answer's headers outweigh what compression saves (the server's own threshold). */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; answers how many. */
export async function precompress(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const bytes = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const count = await precompress(path.join(dir, 'assets'));
  console.log(
    `precompressed ${count} files in ${path.relative(process.cwd(), dir) || dir}/assets (.br, .gz)`,
  );
}
