import { resolve } from 'node:path';
import { runServer } from './lib/run-server.ts';

/**
 * `npm run serve`: serves an existing build with the gateway, in production mode unless
 * GATEWAY_DEV=1 asks for dev mode (loopback HOST only). `SITE_DIR` serves another build folder
 * than dist/ (the end-to-end tests of a parallel build use it).
 */
try {
  const dir = process.env['SITE_DIR'];
  await runServer(dir ? { outDir: resolve(dir) } : {});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
