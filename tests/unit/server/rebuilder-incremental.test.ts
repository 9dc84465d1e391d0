import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeManifest, type GenerationManifest } from '../../../scripts/publish/generations.ts';
import type { IncrementalStrategy, LiveGeneration } from '../../../scripts/publish/strategy.ts';
import { createSiteApp } from '../../../scripts/server/app.ts';
import { createRebuilder, type Rebuilder } from '../../../scripts/server/rebuilder.ts';
import { overlaySite } from '../../../scripts/server/static-site.ts';
import { fakeBuilds, FINGERPRINT, quietLogger, workspace } from './rebuilder.support.ts';

/**
 * The rebuilder with an incremental strategy: a publish the strategy can do swaps in a
 * generation made of the live one and an overlay; one it cannot falls back to a full build;
 * rollback and a restart bring back whole generations, and the pointer file always names the
 * live one.
 */

let ws: Awaited<ReturnType<typeof workspace>>;
const open: Rebuilder[] = [];
beforeEach(async () => {
  ws = await workspace();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
  await ws.cleanup();
});

/** A strategy that writes the home page "edit <n>" as an overlay, unless told to refuse. */
function fakeStrategy() {
  const adopted: string[] = [];
  let refuse: string | undefined;
  let n = 0;
  const strategy: IncrementalStrategy = {
    adopt: (live) => void adopted.push(live.id),
    close: () => Promise.resolve(),
    preview: () => Promise.resolve(null),
    async publish(live: LiveGeneration, outDir, id, requestedBy, at) {
      if (refuse) return { kind: 'full', reason: refuse };
      n += 1;
      const rel = '/home/index.html';
      await mkdir(dirname(join(outDir, rel)), { recursive: true });
      await writeFile(join(outDir, rel), `<!doctype html><p>edit ${n}</p>`);
      const changed = { files: [rel], deleted: [] };
      const chain = [...live.chain, outDir];
      const manifest: GenerationManifest = {
        version: 1,
        id,
        parent: live.id,
        chain,
        createdAt: at,
        requestedBy: [...requestedBy],
        pages: 3,
        overlay: changed,
        changed: { ...changed, full: false },
      };
      await writeManifest(outDir, manifest);
      return {
        kind: 'incremental',
        site: await overlaySite(live.site, outDir, changed),
        chain,
        manifest,
        result: {
          files: [rel],
          deleted: [],
          rendered: ['/home'],
          pages: 3,
          changes: [`info ${n}`],
          warnings: [],
          timings: {},
        },
      };
    },
  };
  return {
    strategy,
    adopted,
    refuse: (reason: string | undefined) => {
      refuse = reason;
    },
  };
}

async function started(strategy: IncrementalStrategy, build = fakeBuilds().build) {
  const rebuilder = createRebuilder({
    buildsDir: ws.buildsDir,
    initialDir: ws.initialDir,
    debounceMs: 0,
    fingerprint: () => Promise.resolve(FINGERPRINT),
    logger: quietLogger,
    build,
    incremental: strategy,
  });
  open.push(rebuilder);
  await rebuilder.start();
  return rebuilder;
}

const gateway = { fetch: () => new Response('gateway') };
const home = async (rebuilder: Rebuilder) =>
  (
    await (
      await createSiteApp({ site: () => rebuilder.current(), gateway }).request('/home')
    ).text()
  ).replace(/[\s\S]*<p>(.*?)<\/p>[\s\S]*/, '$1');
const pointer = async () =>
  JSON.parse(await readFile(join(ws.buildsDir, 'current.json'), 'utf8')) as {
    id: string;
    chain: string[];
  };

describe('the rebuilder with incremental publishing', () => {
  it('publishes on top of the live generation, records it and points other processes at it', async () => {
    const fake = fakeStrategy();
    const builds = fakeBuilds();
    const rebuilder = await started(fake.strategy, builds.build);
    expect(fake.adopted).toHaveLength(1);
    await rebuilder.publish('ann');
    await rebuilder.idle();
    expect(await home(rebuilder)).toBe('edit 1');
    expect(builds.count).toBe(0);
    const [entry] = await rebuilder.history(1);
    expect(entry).toMatchObject({
      trigger: 'publish',
      status: 'succeeded',
      mode: 'incremental',
      changedPages: 1,
      changes: ['info 1'],
      live: true,
    });
    expect(await pointer()).toMatchObject({
      id: entry!.id,
      chain: [ws.initialDir, join(ws.buildsDir, entry!.id)],
    });
  });

  it('builds in full when the strategy cannot publish, and adopts the new build', async () => {
    const fake = fakeStrategy();
    const builds = fakeBuilds();
    const rebuilder = await started(fake.strategy, builds.build);
    fake.refuse('the sources changed');
    await rebuilder.publish('ann');
    await rebuilder.idle();
    expect(builds.count).toBe(1);
    expect(await home(rebuilder)).toBe('build 1');
    const [entry] = await rebuilder.history(1);
    expect(entry).toMatchObject({ mode: 'full', status: 'succeeded' });
    expect(fake.adopted.at(-1)).toBe(entry!.id);
  });

  it('rolls back to the generation before in one step, and forward again', async () => {
    const fake = fakeStrategy();
    const rebuilder = await started(fake.strategy);
    await rebuilder.publish('ann');
    await rebuilder.idle();
    await rebuilder.publish('bob');
    await rebuilder.idle();
    expect(await home(rebuilder)).toBe('edit 2');
    const back = await rebuilder.rollback('ann');
    expect(back.status).toBe('succeeded');
    expect(await home(rebuilder)).toBe('edit 1');
    expect((await pointer()).id).toBe(back.target);
    await rebuilder.rollback('ann');
    expect(await home(rebuilder)).toBe('edit 2');
  });

  it('serves the incremental generation again after a restart, from its chain', async () => {
    const fake = fakeStrategy();
    const first = await started(fake.strategy);
    await first.publish('ann');
    await first.idle();
    await first.publish('ann');
    await first.idle();
    await first.close();
    open.splice(open.indexOf(first), 1);
    const again = await started(fakeStrategy().strategy);
    expect(await home(again)).toBe('edit 2');
    await again.rollback('ann');
    expect(await home(again)).toBe('edit 1');
  });
});
