import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, DEFAULT_OUT_DIR, ROOT, STAMP_FILE } from './lib/build-site.ts';
import { sourceFingerprint } from './lib/fingerprint.ts';
import { runServer } from './lib/run-server.ts';

/**
 * `npm start`: builds the site when the sources changed since the last build (or when there is
 * none), then serves it with the embedded gateway and its demo data. On a loopback HOST (the
 * default) and with GATEWAY_DEV unset it turns dev mode on for the demo, with a loud banner;
 * `GATEWAY_DEV=0 npm start` serves in production mode.
 */
async function builtFingerprint(): Promise<string | undefined> {
  try {
    const stamp: unknown = JSON.parse(await readFile(join(DEFAULT_OUT_DIR, STAMP_FILE), 'utf8'));
    if (stamp && typeof stamp === 'object' && 'fingerprint' in stamp) {
      return typeof stamp.fingerprint === 'string' ? stamp.fingerprint : undefined;
    }
  } catch {
    // no build yet
  }
  return undefined;
}

try {
  const [built, current] = await Promise.all([builtFingerprint(), sourceFingerprint(ROOT)]);
  if (built !== current) {
    console.info(built ? 'start: sources changed, rebuilding' : 'start: no build yet, building');
    await buildSite();
  } else {
    console.info('start: build is up to date');
  }
  await runServer({ demo: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
