import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublishError } from '../../../gateway/services/publishing/publisher.ts';
import { buildRecordSchema } from '../../../src/lib/contract/publishing.ts';
import { createSiteApp } from '../../../scripts/server/app.ts';
import { HISTORY_FILE } from '../../../scripts/server/build-history.ts';
import {
  createRebuilder,
  rebuilderEnv,
  shortError,
  type Rebuilder,
  type RebuilderOptions,
} from '../../../scripts/server/rebuilder.ts';
import { fakeBuilds, FINGERPRINT, quietLogger, workspace, writeSite } from './rebuilder.support.ts';

const DEBOUNCE = 50;

let ws: Awaited<ReturnType<typeof workspace>>;
const open: Rebuilder[] = [];

beforeEach(async () => {
  ws = await workspace();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
  await ws.cleanup();
});

async function started(
  options: Partial<RebuilderOptions> & Pick<RebuilderOptions, 'build'>,
): Promise<Rebuilder> {
  const rebuilder = createRebuilder({
    buildsDir: ws.buildsDir,
    initialDir: ws.initialDir,
    debounceMs: DEBOUNCE,
    fingerprint: () => Promise.resolve(FINGERPRINT),
    logger: quietLogger,
    ...options,
  });
  open.push(rebuilder);
  await rebuilder.start();
  return rebuilder;
}

const gateway = { fetch: () => new Response('gateway') };

/** What the live build says on its home page ("initial", "build 2"…). */
async function liveLabel(rebuilder: Rebuilder): Promise<string> {
  const res = await createSiteApp({ site: () => rebuilder.current(), gateway }).request('/home');
  expect(res.status).toBe(200);
  return /<p>(.*?)<\/p>/.exec(await res.text())?.[1] ?? '';
}

const buildFolders = async () =>
  (await readdir(ws.buildsDir)).filter((name) => /^\d{8}T\d{6}Z-\d+$/.test(name)).sort();

describe('the rebuilder', () => {
  it('serves the initial build at start and records it as a startup entry', async () => {
    const rebuilder = await started({ build: fakeBuilds().build });
    expect(await liveLabel(rebuilder)).toBe('initial');
    const [entry] = await rebuilder.history(10);
    expect(buildRecordSchema.parse(entry)).toMatchObject({
      trigger: 'startup',
      status: 'succeeded',
      pages: 3,
      live: true,
      rollbackCandidate: false,
    });
    expect(rebuilder.status()).toMatchObject({
      mode: 'local',
      building: false,
      pending: false,
      scheduledAt: null,
      live: { id: entry!.id },
    });
  });

  it('makes one build of publishes within the debounce window, for all their editors', async () => {
    const builds = fakeBuilds();
    const rebuilder = await started({ build: builds.build });
    const answers = [];
    for (const editor of ['ann', 'bob', 'cy', 'ann', 'dee'])
      answers.push(await rebuilder.publish(editor));
    expect(answers.at(-1)).toMatchObject({ building: false, pending: true });
    expect(answers.at(-1)!.scheduledAt).toBeGreaterThan(Date.now());
    expect(builds.count).toBe(0);

    await rebuilder.idle();
    expect(builds.count).toBe(1);
    const [build] = await rebuilder.history(1);
    expect(build).toMatchObject({
      trigger: 'publish',
      requestedBy: ['ann', 'bob', 'cy', 'dee'],
      status: 'succeeded',
      pages: 3,
      error: null,
      live: true,
    });
    expect(build!.durationMs).toBe(build!.endedAt! - build!.startedAt);
    expect(await liveLabel(rebuilder)).toBe('build 1');
    expect(rebuilder.status()).toMatchObject({
      building: false,
      pending: false,
      scheduledAt: null,
    });
  });

  it('moves the build back with each publish, but never beyond the max wait after the first', async () => {
    let clock = 1_000_000;
    const builds = fakeBuilds();
    const rebuilder = await started({ build: builds.build, now: () => clock, maxWaitMs: 120 });
    expect((await rebuilder.publish('ann')).scheduledAt).toBe(clock + 50);
    clock += 40;
    expect((await rebuilder.publish('bob')).scheduledAt).toBe(clock + 50);
    clock += 40;
    expect((await rebuilder.publish('cy')).scheduledAt).toBe(1_000_000 + 120);
    await rebuilder.idle();
    expect(builds.count).toBe(1);
    expect((await rebuilder.history(1))[0]!.requestedBy).toEqual(['ann', 'bob', 'cy']);
  });

  it('queues exactly one more build for any number of publishes during a build', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    await rebuilder.publish('ann');
    const first = await builds.started(1);
    expect(rebuilder.status()).toMatchObject({ building: true, pending: false });

    for (const editor of ['bob', 'cy', 'bob', 'dee']) {
      expect(await rebuilder.publish(editor)).toMatchObject({ building: true, pending: true });
    }
    // Nothing is scheduled while a build runs: the next one can only start after it.
    expect(rebuilder.status()).toMatchObject({ building: true, pending: true, scheduledAt: null });
    expect(builds.count).toBe(1);
    first.release();

    const second = await builds.started(2);
    expect((await rebuilder.history(1))[0]).toMatchObject({
      status: 'building',
      requestedBy: ['bob', 'cy', 'dee'],
    });
    await rebuilder.publish('eve');
    await rebuilder.publish('eve');
    second.release();
    (await builds.started(3)).release();

    await rebuilder.idle();
    expect(rebuilder.status()).toMatchObject({
      building: false,
      pending: false,
      scheduledAt: null,
    });
    expect(builds.count).toBe(3);
    const history = await rebuilder.history(10);
    expect(history.filter((e) => e.trigger === 'publish').map((e) => e.requestedBy)).toEqual([
      ['eve'],
      ['bob', 'cy', 'dee'],
      ['ann'],
    ]);
    expect(await liveLabel(rebuilder)).toBe('build 3');
  });

  it('keeps the live site and reports the error when a build fails, and removes its folder', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    await rebuilder.publish('ann');
    (await builds.started(1)).release();
    await rebuilder.idle();
    const live = rebuilder.status().live;

    await rebuilder.publish('bob');
    const broken = await builds.started(2);
    broken.fail(
      new Error(
        'GET /cl-odss-app/guest/site/cms/listPoi (Accept-Language: en) answered with data that is not a list.\n' +
          '    at call (/work/src/content/loader.ts:51:11)\n    at async worker (/work/src/content/loader.ts:121:24)',
      ),
    );
    await rebuilder.idle();

    expect(await liveLabel(rebuilder)).toBe('build 1');
    expect(rebuilder.status().live).toEqual(live);
    const [failed] = await rebuilder.history(1);
    expect(failed).toMatchObject({
      trigger: 'publish',
      requestedBy: ['bob'],
      status: 'failed',
      pages: null,
      live: false,
      error:
        'GET /cl-odss-app/guest/site/cms/listPoi (Accept-Language: en) answered with data that is not a list.',
    });
    expect(failed!.endedAt).not.toBeNull();
    expect(await buildFolders()).toEqual([live!.id]);
    // the next publish builds again
    await rebuilder.publish('cy');
    (await builds.started(3)).release();
    await rebuilder.idle();
    expect(await liveLabel(rebuilder)).toBe('build 3');
  });

  it('refuses a build without index pages or that cannot be loaded', async () => {
    const builds = fakeBuilds();
    let loads = 0;
    const rebuilder = await started({
      build: builds.build,
      load: async (dir) => {
        loads += 1;
        if (loads === 3) throw new Error(`ENOENT: no such file or directory, scandir '${dir}'`);
        const { loadStaticSite } = await import('../../../scripts/server/static-site.ts');
        return loadStaticSite(dir);
      },
    });
    builds.setBehaviour(async (_n, dir) => {
      await mkdir(join(dir, '_astro'), { recursive: true });
      await writeFile(join(dir, '_astro', 'a.css'), 'p{}');
    });
    await rebuilder.publish('ann');
    await rebuilder.idle();
    expect((await rebuilder.history(1))[0]).toMatchObject({
      status: 'failed',
      error: 'The build produced no pages (no index.html); the live site was kept.',
    });
    builds.setBehaviour((n, dir) => writeSite(dir, `build ${n}`));
    await rebuilder.publish('bob'); // the third load (start was the first) fails
    await rebuilder.idle();
    expect((await rebuilder.history(1))[0]!.error).toMatch(/^ENOENT: no such file/);
    expect(await liveLabel(rebuilder)).toBe('initial');
    expect(await buildFolders()).toEqual([]);
  });

  it('gives visitors only whole pages of the old or the new build while builds swap', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    const app = createSiteApp({ site: () => rebuilder.current(), gateway });
    let swapping = true;
    const seen = new Set<string>();
    const problems: string[] = [];
    let rounds = 0;
    const visitor = (async () => {
      while (swapping) {
        for (const path of ['/home', '/home/', '/index.html']) {
          const res = await app.request(path);
          const body = await res.text();
          const label = /<p>(initial|build \d)<\/p>/.exec(body)?.[1];
          if (res.status !== 200 || !label) problems.push(`${path}: ${res.status} ${body}`);
          else seen.add(label);
        }
        rounds += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    /** Lets the visitor make a few more rounds of visits. */
    const visits = async (more: number) => {
      const until = rounds + more;
      while (rounds < until) await new Promise((resolve) => setImmediate(resolve));
    };
    for (let n = 1; n <= 3; n += 1) {
      await rebuilder.publish(`editor-${n}`);
      const run = await builds.started(n);
      await visits(3);
      run.release();
      await rebuilder.idle();
    }
    await visits(3);
    swapping = false;
    await visitor;
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual(['build 1', 'build 2', 'build 3', 'initial']);
  });

  it('rolls back to the previous build and toggles between the last two', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    for (let n = 1; n <= 2; n += 1) {
      await rebuilder.publish('ann');
      (await builds.started(n)).release();
      await rebuilder.idle();
    }
    const [second, first] = (await rebuilder.history(3)).filter((e) => e.trigger === 'publish');
    expect(second).toMatchObject({ live: true, rollbackCandidate: false });
    expect(first).toMatchObject({ live: false, rollbackCandidate: true });

    const back = await rebuilder.rollback('bob');
    expect(buildRecordSchema.parse(back)).toMatchObject({
      trigger: 'rollback',
      requestedBy: ['bob'],
      target: first!.id,
      status: 'succeeded',
      pages: 3,
      error: null,
    });
    expect(await liveLabel(rebuilder)).toBe('build 1');
    expect(rebuilder.status().live?.id).toBe(first!.id);
    const after = await rebuilder.history(10);
    expect(after[0]!.id).toBe(back.id);
    expect(after.find((e) => e.id === second!.id)).toMatchObject({
      live: false,
      rollbackCandidate: true,
    });

    const forth = await rebuilder.rollback('bob');
    expect(forth.target).toBe(second!.id);
    expect(await liveLabel(rebuilder)).toBe('build 2');

    await rebuilder.publish('cy');
    await builds.started(3);
    await expect(rebuilder.rollback('bob')).rejects.toMatchObject({
      name: 'PublishError',
      code: 'BUILD_IN_PROGRESS',
    });
    expect(await liveLabel(rebuilder)).toBe('build 2');
  });

  it('rolls back from the first publish to the initial build, and has nothing to roll back before it', async () => {
    const builds = fakeBuilds();
    const rebuilder = await started({ build: builds.build });
    const refused = await rebuilder.rollback('bob').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishError);
    expect(refused).toMatchObject({ code: 'NOTHING_TO_ROLL_BACK' });

    await rebuilder.publish('ann');
    await rebuilder.idle();
    const back = await rebuilder.rollback('bob');
    expect(back.status).toBe('succeeded');
    expect(await liveLabel(rebuilder)).toBe('initial');
  });

  it('keeps the live, the rollback and the newest other build folders, never the initial one', async () => {
    const builds = fakeBuilds();
    const rebuilder = await started({ build: builds.build, keep: 3, historyLimit: 6 });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      await rebuilder.publish('ann');
      await rebuilder.idle();
      ids.push(rebuilder.status().live!.id);
    }
    expect(await buildFolders()).toEqual(ids.slice(2));
    await rebuilder.rollback('bob');
    expect(await buildFolders()).toEqual(ids.slice(2));
    await rebuilder.publish('cy');
    await rebuilder.idle();
    // live: build 6; rollback candidate: build 4 (live before it); newest other: build 5
    expect(await buildFolders()).toEqual([...ids.slice(3), rebuilder.status().live!.id]);
    await rebuilder.rollback('bob');
    expect(await liveLabel(rebuilder)).toBe('build 4');
    expect((await readdir(ws.initialDir)).length).toBeGreaterThan(0);

    const file = JSON.parse(await readFile(join(ws.buildsDir, HISTORY_FILE), 'utf8')) as {
      entries: unknown[];
    };
    expect(file.entries).toHaveLength(6);
    expect((await readdir(ws.buildsDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await rebuilder.history(100)).length).toBe(6);
  });

  it('serves the live build again after a restart, with its rollback candidate', async () => {
    const builds = fakeBuilds();
    const before = await started({ build: builds.build });
    for (let n = 1; n <= 2; n += 1) {
      await before.publish('ann');
      await before.idle();
    }
    const live = before.status().live!;
    await before.close();

    const after = await started({ build: fakeBuilds().build });
    expect(await liveLabel(after)).toBe('build 2');
    expect(after.status().live).toEqual(live);
    expect((await after.history(10)).map((e) => e.trigger)).toEqual([
      'publish',
      'publish',
      'startup',
    ]);
    await after.rollback('bob');
    expect(await liveLabel(after)).toBe('build 1');
  });

  it('serves the initial build after a restart when the sources changed', async () => {
    const before = await started({ build: fakeBuilds().build });
    await before.publish('ann');
    await before.idle();
    await before.close();

    const after = await started({
      build: fakeBuilds().build,
      fingerprint: () => Promise.resolve('fp-changed'),
    });
    expect(await liveLabel(after)).toBe('initial');
    const [startup, published] = await after.history(10);
    expect(startup).toMatchObject({ trigger: 'startup', live: true });
    expect(published).toMatchObject({ trigger: 'publish', live: false, rollbackCandidate: false });
    await expect(after.rollback('bob')).rejects.toMatchObject({ code: 'NOTHING_TO_ROLL_BACK' });
  });

  it('stops a running build on close and records it as failed; a restart marks a lost one', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    await rebuilder.publish('ann');
    await builds.started(1);
    await rebuilder.close();
    const [stopped] = await rebuilder.history(1);
    expect(stopped).toMatchObject({
      status: 'failed',
      error: 'The build was stopped because the server shut down.',
    });
    expect(await buildFolders()).toEqual([]);
    expect(await liveLabel(rebuilder)).toBe('initial');

    // a build the process lost (it died while building)
    const path = join(ws.buildsDir, HISTORY_FILE);
    const file = JSON.parse(await readFile(path, 'utf8')) as { entries: { status: string }[] };
    file.entries.at(-1)!.status = 'building';
    await writeFile(path, JSON.stringify(file));
    const again = await started({ build: fakeBuilds().build });
    expect((await again.history(10)).find((e) => e.id === stopped!.id)).toMatchObject({
      status: 'failed',
      error: 'The build was interrupted: the server stopped while it ran.',
    });
  });

  it('builds after a restart the publishes a shutdown left queued or stopped', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    await rebuilder.publish('ann');
    await builds.started(1);
    // queued behind the running build
    await rebuilder.publish('bob');
    await rebuilder.close();
    expect(await liveLabel(rebuilder)).toBe('initial');

    const next = fakeBuilds();
    const again = await started({ build: next.build });
    await again.idle();
    expect(next.count).toBe(1);
    const [resumed] = await again.history(1);
    expect(resumed).toMatchObject({ trigger: 'publish', status: 'succeeded', live: true });
    expect([...resumed!.requestedBy].sort()).toEqual(['ann', 'bob']);
    expect(await liveLabel(again)).toBe('build 1');

    // served: a third start has nothing left to build
    await again.close();
    const third = fakeBuilds();
    await (await started({ build: third.build })).idle();
    expect(third.count).toBe(0);
  });

  it('builds the publishes of a builder that died, whether building or still waiting', async () => {
    const builds = fakeBuilds({ hold: true });
    const rebuilder = await started({ build: builds.build });
    await rebuilder.publish('ann');
    await builds.started(1);
    await rebuilder.publish('bob');
    // what the history holds when the process dies here: ann's build running, bob's queued
    const path = join(ws.buildsDir, HISTORY_FILE);
    const written = JSON.parse(await readFile(path, 'utf8')) as {
      entries: { status: string; requestedBy: string[] }[];
      pending: string[];
    };
    expect(written.entries.at(-1)).toMatchObject({ status: 'building', requestedBy: ['ann'] });
    expect(written.pending).toEqual(['bob']);

    // another server takes over from that file (this one never closes: it "died")
    open.splice(open.indexOf(rebuilder), 1);
    const next = fakeBuilds();
    const successor = await started({ build: next.build });
    await successor.idle();
    const history = await successor.history(10);
    expect(
      history.find((e) => e.requestedBy.includes('ann') && e.status === 'failed'),
    ).toMatchObject({
      error: 'The build was interrupted: the server stopped while it ran.',
    });
    expect(history[0]).toMatchObject({ status: 'succeeded', live: true });
    expect([...history[0]!.requestedBy].sort()).toEqual(['ann', 'bob']);
    // (the test's own end: stop the "dead" one before its folder goes)
    await rebuilder.close();
  });

  it('starts from an empty history when history.json is unreadable', async () => {
    await mkdir(ws.buildsDir, { recursive: true });
    await writeFile(join(ws.buildsDir, HISTORY_FILE), '{not json');
    const warnings: string[] = [];
    const rebuilder = await started({
      build: fakeBuilds().build,
      logger: { info: () => undefined, warn: (m) => warnings.push(m) },
    });
    expect(await liveLabel(rebuilder)).toBe('initial');
    expect(warnings.join('\n')).toContain('history.json is not JSON');
    expect(await rebuilder.history(10)).toHaveLength(1);
  });
});

describe('rebuilder helpers', () => {
  it('reads SITE_BUILDS_DIR and PUBLISH_DEBOUNCE_MS, with defaults', () => {
    expect(rebuilderEnv({})).toEqual({
      buildsDir: join(process.cwd(), 'data/site-builds'),
      debounceMs: 0,
      incremental: true,
    });
    expect(
      rebuilderEnv({
        SITE_BUILDS_DIR: '/tmp/b',
        PUBLISH_DEBOUNCE_MS: '250',
        PUBLISH_INCREMENTAL: '0',
      }),
    ).toEqual({ buildsDir: '/tmp/b', debounceMs: 250, incremental: false });
    expect(() => rebuilderEnv({ PUBLISH_DEBOUNCE_MS: 'soon' })).toThrow(/PUBLISH_DEBOUNCE_MS/);
  });

  it('shortens an error to its first lines, without the stack', () => {
    const error = new Error('first line\nsecond line\n    at x (y.ts:1:1)');
    expect(shortError(error)).toBe('first line\nsecond line');
    expect(shortError(new Error('x'.repeat(2000))).length).toBe(1000);
    expect(shortError('plain')).toBe('plain');
  });
});
