import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { prepareDatabase } from '../../gateway/db/prepare.ts';
import { parseEnv } from '../../gateway/env.ts';
import { ROOT } from '../../scripts/lib/build-site.ts';
import { fingerprintOf } from '../../scripts/lib/fingerprint.ts';
import { runServer } from '../../scripts/lib/run-server.ts';

/**
 * One gateway of the end-to-end tests: the real server (static site and gateway on one origin)
 * on PORT, with a data folder of its own (E2E_DATA: database, media, uploads, build folders),
 * fresh on every run. tests/e2e/gateways.ts starts the run's gateways.
 *
 * Seeding a database with the demo content takes the better part of a minute on a busy machine,
 * and every Playwright project that moves or jumps the gateway's clock, or publishes, has a
 * gateway of its own. So the seeded database and its rendered pictures are made once into a
 * template (data/e2e-template) and copied into each gateway's folder; the template is made
 * again when anything under gateway/ or the lockfile changes.
 */

const TEMPLATE = join(ROOT, 'data', 'e2e-template');
const TEMPLATE_INPUTS = ['gateway', 'package-lock.json'];

/** The template folder, made (or made again) when its fingerprint is not the sources'. */
export async function ensureTemplate(): Promise<string> {
  const fingerprint = await fingerprintOf(ROOT, TEMPLATE_INPUTS);
  const stamp = join(TEMPLATE, 'fingerprint');
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === fingerprint) return TEMPLATE;
  // Made beside it and renamed into place, so that a run never sees half a template.
  const making = `${TEMPLATE}.${process.pid}`;
  await rm(making, { recursive: true, force: true });
  const env = parseEnv({
    ...process.env,
    DATABASE_URL: `file:${join(making, 'storefront.db')}`,
    MEDIA_DIR: join(making, 'media'),
  });
  const db = await prepareDatabase(env);
  // Closing the only connection checkpoints the write-ahead log into the file.
  await db.close();
  await writeFile(join(making, 'fingerprint'), fingerprint);
  await rm(TEMPLATE, { recursive: true, force: true });
  try {
    await rename(making, TEMPLATE);
  } catch (error) {
    // another run made it at the same moment: use theirs
    await rm(making, { recursive: true, force: true });
    if (!existsSync(stamp)) throw error;
  }
  return TEMPLATE;
}

/** Copies the template into `dataDir` (emptied first) and serves from it on PORT. */
export async function serveGateway(dataDir: string): Promise<void> {
  const from = await ensureTemplate();
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  // E2E_DATABASE_URL: an empty database of another kind (postgres://…) instead of the copy;
  // the server seeds it as it starts.
  const url = process.env['E2E_DATABASE_URL'];
  if (url === undefined || url === '') {
    for (const file of ['storefront.db', 'storefront.db-wal', 'storefront.db-shm']) {
      if (existsSync(join(from, file))) await cp(join(from, file), join(dataDir, file));
    }
  }
  await cp(join(from, 'media'), join(dataDir, 'media'), { recursive: true });
  process.env['DATABASE_URL'] = url || `file:${join(dataDir, 'storefront.db')}`;
  process.env['MEDIA_DIR'] = join(dataDir, 'media');
  process.env['UPLOAD_DIR'] = join(dataDir, 'uploads');
  process.env['SITE_BUILDS_DIR'] = join(dataDir, 'builds');
  // every test shopper comes from 127.0.0.1: the shopper helpers name an address of their own
  // (X-Forwarded-For), so that the per-address limits count each shopper as a real one would be
  process.env['TRUST_PROXY'] ??= '1';
  const site = process.env['SITE_DIR'];
  await runServer(site ? { outDir: resolve(site) } : {});
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename) {
  await serveGateway(
    resolve(process.env['E2E_DATA'] ?? join(ROOT, 'data', `e2e-${process.env['PORT']}`)),
  );
}
