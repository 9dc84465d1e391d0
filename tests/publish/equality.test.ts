import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../gateway/db/client.ts';
import { buildSite, ROOT } from '../../scripts/lib/build-site.ts';
import { loadGeneration, readPointer } from '../../scripts/publish/generations.ts';
import { startServer, type RunningServer } from '../bench/support/server.ts';
import { everyKindOnce, randomEdit, seeded, type Edit, type EditContext } from './edits.ts';

/**
 * Incremental publishing is proven, not assumed: a seeded random series of editor changes
 * (titles, rich text, pictures in both infoImgLink shapes, new uploads, catalogue moves and
 * renames, deletions, new items, POI changes) is published round by round through the real
 * server (gateway, rebuilder, publishing worker), each publish incremental; then the site is
 * built in full from the same database and every page is compared with the incrementally
 * published one, equal but for the content hashes in the names of new pictures. A difference
 * is a dependency the pages do not record.
 *
 *   EQUALITY_SEED=<n> EQUALITY_ROUNDS=<n> npm run test:publish
 */

const SEED = Number(process.env['EQUALITY_SEED'] ?? 20261125);
const ROUNDS = Number(process.env['EQUALITY_ROUNDS'] ?? 10);
const TOKEN = 'demo-editor-token-0123456789abcdef';
const work = join(ROOT, '.build', `equality-${process.pid}`);
const databaseUrl = `file:${join(work, 'cms.db')}`;
const mediaDir = join(work, 'media');
const buildsDir = join(work, 'builds');
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: mediaDir,
  CMS_FULL_SYNC: '1',
  CMS_API_URL: '',
};

let server: RunningServer | undefined;
let db: GatewayDatabase | undefined;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Picture renditions are named after their original's hash, which only a full build knows. */
const normalise = (html: string): string =>
  html
    .replace(
      /\/_astro\/([\w-]+)\.[\w-]{8}(_[\w-]+)?\.(webp|png|jpe?g|gif)/g,
      '/_astro/$1.HASH$2.$3',
    )
    .replace(/(\/_astro\/[\w-]+\.HASH)_[\w-]+\./g, '$1_T.');

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at ${i}:\n  full build:  …${a.slice(Math.max(0, i - 80), i + 120)}\n  incremental: …${b.slice(Math.max(0, i - 80), i + 120)}`;
}

async function editor(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}/cl-odss-app/editor/${path}`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { state: string; msg: string; data: unknown };
  if (answer.state !== 'success') throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer.data;
}

interface Build {
  id: string;
  status: string;
  mode?: string;
  error: string | null;
  changedPages?: number | null;
}

/** Publishes and waits for the build it starts; answers it. */
async function publish(base: string): Promise<Build> {
  const [before] = (await editor(base, 'GET', 'build/list?limit=1')) as Build[];
  await editor(base, 'POST', 'publish', {});
  for (;;) {
    const [newest] = (await editor(base, 'GET', 'build/list?limit=1')) as Build[];
    if (newest && newest.id !== before?.id && newest.status !== 'building') return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
  await rm(work, { recursive: true, force: true });
});

describe('incremental publishing', () => {
  it(
    'publishes a random series of edits page by page exactly as a full build of the result',
    async () => {
      // the site as deployed: a full build of the seeded CMS
      const initial = await buildSite(join(work, 'dist'), { env, quiet: true });
      server = await startServer({
        siteDir: join(work, 'dist'),
        databaseUrl,
        mediaDir,
        buildsDir,
        env: { CMS_API_URL: '' },
      });
      db = await openDatabase(databaseUrl);
      const base = server.base;
      const ctx: EditContext = {
        db,
        editor: (method, path, body) => editor(base, method, path, body),
        mediaDir,
        random: seeded(SEED),
        n: 1,
      };
      const edits: Edit[] = [];
      // every kind of edit at least once, then random ones
      const first = everyKindOnce(ctx);
      let rendered = 0;
      for (let round = 1; round <= ROUNDS; round += 1) {
        const count = 1 + Math.floor(ctx.random() * 4);
        for (let i = 0; i < count; i += 1) {
          const next = first.shift();
          edits.push(await (next ? next() : randomEdit(ctx)));
        }
        const build = await publish(base);
        expect(build, `round ${round}: ${JSON.stringify(build)}`).toMatchObject({
          status: 'succeeded',
          mode: 'incremental',
        });
        rendered += build.changedPages ?? 0;
      }
      await server.stop();
      server = undefined;

      // the published generation, as any process of the site loads it from disk
      const pointer = await readPointer(buildsDir);
      expect(pointer?.chain.length).toBeGreaterThan(1);
      const published = await loadGeneration(pointer!.chain);

      // the same content built in full
      const full = join(work, 'full');
      const rebuilt = await buildSite(full, { env, quiet: true });
      const pages: string[] = [];
      for await (const file of walk(full)) {
        if (file.endsWith('.html')) pages.push('/' + relative(full, file).split(sep).join('/'));
      }
      const publishedPages = [...published.files.keys()].filter((p) => p.endsWith('.html'));
      expect(publishedPages.sort()).toEqual(pages.sort());
      const different: string[] = [];
      for (const page of pages) {
        const expected = normalise(await readFile(join(full, page), 'utf8'));
        const actual = normalise(published.files.get(page)!.body.toString('utf8'));
        if (expected !== actual) different.push(`${page} ${firstDifference(expected, actual)}`);
      }
      console.info(
        `equality: seed ${SEED}, ${edits.length} edits in ${ROUNDS} incremental publishes ` +
          `(${rendered} pages rendered), ${pages.length} pages compared with a full build ` +
          `(${initial.pages} before), ${different.length} different; edits: ` +
          Object.entries(
            edits.reduce<Record<string, number>>(
              (acc, e) => ({ ...acc, [e.kind]: (acc[e.kind] ?? 0) + 1 }),
              {},
            ),
          )
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
      );
      expect(rebuilt.pages).toBe(pages.length);
      expect(different.slice(0, 5)).toEqual([]);
    },
    30 * 60_000,
  );
});
