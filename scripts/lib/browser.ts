import { existsSync } from 'node:fs';

/**
 * Where Chromium is: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else undefined
 * (Playwright then uses its own browser, as on a developer's laptop).
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return fromEnv;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
}

/** Flags that keep headless Chromium off the network and quiet on these machines (STACK.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
