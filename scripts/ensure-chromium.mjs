// Makes sure Debian's Chromium is there for the browser tests: installs it with apt-get when we are
// root (a fresh CI machine), otherwise says exactly what to run. A test tool's own browser download
// cannot work here, so Playwright drives this one (CHROMIUM_PATH overrides the path).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium is not at ${chromiumPath}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!fs.existsSync(chromiumPath))
    throw new Error('apt-get finished but chromium is still missing');
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
