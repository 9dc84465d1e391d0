import { createServer } from 'node:net';
import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRebuilder, type Rebuilder } from '../../../scripts/server/rebuilder.ts';
import { quietLogger, workspace } from './rebuilder.support.ts';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let ws: Awaited<ReturnType<typeof workspace>>;
let rebuilder: Rebuilder | undefined;

beforeEach(async () => {
  ws = await workspace();
});
afterEach(async () => {
  await rebuilder?.close();
  await ws.cleanup();
});

describe('the rebuilder with the real build', () => {
  it('reports why the build failed (the content loader could not reach the CMS) and keeps the live site', async () => {
    const port = await closedPort();
    rebuilder = createRebuilder({
      buildsDir: ws.buildsDir,
      initialDir: ws.initialDir,
      debounceMs: 10,
      sourceUrl: () => `http://127.0.0.1:${port}`,
      logger: quietLogger,
    });
    await rebuilder.start();
    const before = rebuilder.current();
    await rebuilder.publish('ann');
    await rebuilder.idle();

    const [failed] = await rebuilder.history(1);
    expect(failed).toMatchObject({ trigger: 'publish', status: 'failed', requestedBy: ['ann'] });
    expect(failed!.error).toContain(`could not reach http://127.0.0.1:${port}`);
    expect(failed!.error).toMatch(/^GET \/cl-odss-app\/guest\/site\/cms\/\w+/);
    expect(failed!.error).not.toMatch(/Stack trace|^\s*at /m);
    expect(rebuilder.current()).toBe(before);
    const kept = ['history.json', 'current.json'];
    expect((await readdir(ws.buildsDir)).filter((name) => !kept.includes(name))).toEqual([]);
  }, 60_000);
});
