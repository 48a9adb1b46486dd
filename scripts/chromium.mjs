import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Finds Chromium, installing Debian's package when running as root; otherwise says what to install. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'The end-to-end tests need Chromium and none was found.',
      'Install it, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get install chromium',
      '  Fedora:         sudo dnf install chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
