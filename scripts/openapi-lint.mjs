// npm test's OpenAPI step: builds the API in-process (apps/api/src/cli/openapi-document.ts), writes
// the document a production deployment serves at /api/docs/json to a temporary file and lints it
// with Redocly CLI's recommended ruleset (redocly.yaml), offline: no telemetry, no update check.
// Fails on any error or warning (Redocly itself passes warnings). `node scripts/openapi-lint.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-openapi-'));
const file = path.join(dir, 'openapi.json');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function lint() {
  const made = spawnSync(bin('tsx'), ['apps/api/src/cli/openapi-document.ts', file], {
    cwd: root,
    stdio: 'inherit',
  });
  if (made.status !== 0) return 1;
  const result = spawnSync(
    bin('redocly'),
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const out = result.stdout ?? '';
  let report;
  try {
    report = JSON.parse(out.slice(out.indexOf('{')));
  } catch {
    process.stderr.write(out + (result.stderr ?? ''));
    return 1;
  }
  for (const p of report.problems) {
    const where = p.location?.[0]?.pointer ?? '';
    console.log(
      `${p.severity === 'error' ? 'error' : 'warning'}  ${p.ruleId}  ${p.message}  ${where}`,
    );
  }
  const { errors, warnings } = report.totals;
  const paths = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).paths).length;
  console.log(
    `OpenAPI document (${paths} paths): ${errors} errors, ${warnings} warnings (Redocly ${report.version})`,
  );
  return errors + warnings === 0 ? 0 : 1;
}

const code = lint();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(code);
