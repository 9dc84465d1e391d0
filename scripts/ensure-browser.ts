import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/browser.ts';

/**
 * Makes sure a Chromium is there for the end-to-end tests: CHROMIUM_PATH, Debian's chromium
 * (installed with apt-get when running as root), or Playwright's own browser.
 */
function playwrightBrowser(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = chromiumPath() ?? playwrightBrowser();
if (found) {
  console.log(`chromium: ${found}`);
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('chromium: not found, installing Debian chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  console.log(`chromium: ${chromiumPath() ?? 'still missing'}`);
  if (!chromiumPath()) process.exit(1);
} else {
  console.error(
    'No Chromium found. Install Debian chromium (apt-get install chromium), set CHROMIUM_PATH, or run `npx playwright install chromium`.',
  );
  process.exit(1);
}
