import { resolve } from 'node:path';
import { runServer } from './lib/run-server.ts';

/**
 * `npm run serve`: serves an existing build with the gateway. `SITE_DIR` serves another build
 * folder than dist/ (the end-to-end tests of a parallel build use it).
 */
try {
  const dir = process.env['SITE_DIR'];
  await runServer(dir ? resolve(dir) : undefined);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
