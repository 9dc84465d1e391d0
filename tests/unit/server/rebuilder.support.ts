import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAMP_FILE } from '../../../scripts/lib/build-site.ts';
import type { BuildFunction } from '../../../scripts/server/rebuilder.ts';

/** The source fingerprint the fake builds stamp (the tests inject it as the current one). */
export const FINGERPRINT = 'fp-test-1';

export const quietLogger = { info: () => undefined, warn: () => undefined };

/** Writes a tiny site whose pages say `label`, stamped like a real build. */
export async function writeSite(dir: string, label: string, fingerprint = FINGERPRINT) {
  const page = `<!doctype html><html><head><title>${label}</title></head><body><p>${label}</p></body></html>`;
  await mkdir(join(dir, 'home'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'home', 'index.html'), page);
  await writeFile(join(dir, '404.html'), `<!doctype html><title>not found</title>`);
  await writeFile(join(dir, STAMP_FILE), JSON.stringify({ fingerprint, pages: 3 }));
}

/** A temporary folder with `buildsDir` and an initial build (label "initial"). */
export async function workspace() {
  const root = await mkdtemp(join(tmpdir(), 'rebuilder-'));
  const initialDir = join(root, 'dist');
  await writeSite(initialDir, 'initial');
  return {
    root,
    initialDir,
    buildsDir: join(root, 'builds'),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

export interface FakeRun {
  /** 1 for the first build, 2 for the next… */
  n: number;
  dir: string;
  /** Lets a held build finish: writes the site "build <n>" and answers. */
  release(): void;
  /** Makes a held build throw `error`. */
  fail(error: Error): void;
}

/**
 * A fake build function: each run writes the site "build <n>" into its folder. With `hold`, a
 * run waits for the test to release (or fail) it; `started(n)` resolves when run n has begun.
 * Aborting a run rejects it with the signal's reason.
 */
export function fakeBuilds(options: { hold?: boolean } = {}) {
  const runs: FakeRun[] = [];
  const waiting = new Map<number, (run: FakeRun) => void>();
  let behaviour: (n: number, dir: string) => Promise<void> = (n, dir) =>
    writeSite(dir, `build ${n}`);
  const build: BuildFunction = async (dir, signal) => {
    const n = runs.length + 1;
    let release!: () => void;
    let fail!: (error: Error) => void;
    const gate = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    const run: FakeRun = { n, dir, release, fail };
    runs.push(run);
    signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true });
    waiting.get(n)?.(run);
    waiting.delete(n);
    if (!options.hold) release();
    await gate;
    await behaviour(n, dir);
    return { pages: 3 };
  };
  return {
    build,
    runs,
    get count() {
      return runs.length;
    },
    /** What a run writes into its folder from now on (default: the site "build <n>"). */
    setBehaviour(next: (n: number, dir: string) => Promise<void>) {
      behaviour = next;
    },
    started(n: number): Promise<FakeRun> {
      const run = runs[n - 1];
      if (run) return Promise.resolve(run);
      return new Promise((resolve) => waiting.set(n, resolve));
    },
  };
}
