import { resolve } from 'node:path';
import { buildSite, DEFAULT_OUT_DIR } from './lib/build-site.ts';

/**
 * `npm run build`: builds the static site from the CMS (embedded gateway unless CMS_API_URL is
 * set) into dist/, or into the folder given as `--out-dir <dir>`.
 */
const flag = process.argv.indexOf('--out-dir');
const outDir =
  flag >= 0 && process.argv[flag + 1] ? resolve(process.argv[flag + 1]!) : DEFAULT_OUT_DIR;
try {
  await buildSite(outDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
