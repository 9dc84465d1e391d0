import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/build-site.ts';

/**
 * The modules the servers run in Node itself (tsx, no Vite): the gateway, the storefront server
 * and the incremental publisher, which renders pages with src/content. Vitest transforms what
 * only Vite knows (`import.meta.glob`, `astro:*` modules), so a unit test that imports them
 * passes even when Node cannot load them; this test loads them as the servers do.
 */
const NODE_ENTRIES = [
  'gateway/server.ts',
  'scripts/lib/run-server.ts',
  'scripts/publish/incremental.ts',
  'scripts/publish/strategy.ts',
  'src/content/loader.ts',
  'src/content/live.ts',
];

describe('modules the servers load in Node', () => {
  it('load without Vite', async () => {
    const script = `${NODE_ENTRIES.map((m) => `await import(${JSON.stringify(`./${m}`)});`).join('')}console.log('loaded');`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, timeout: 120_000 },
    );
    expect(stdout.trim()).toBe('loaded');
  }, 150_000);
});
