// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaticSite } from '../../../scripts/server/static-site.ts';
import {
  followGenerations,
  loadGeneration,
  squashInto,
  writeManifest,
  writePointer,
  type GenerationManifest,
} from '../../../scripts/publish/generations.ts';

/** Generations on disk: a base build, overlays of changed files, the pointer other processes follow. */

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'generations-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function put(dir: string, files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
}

const page = (text: string) => `<!doctype html><html><head></head><body>${text}</body></html>`;

async function overlay(
  name: string,
  chain: string[],
  files: Record<string, string>,
  deleted: string[] = [],
): Promise<GenerationManifest> {
  const dir = join(root, name);
  await put(dir, files);
  const manifest: GenerationManifest = {
    version: 1,
    id: name,
    parent: chain.length > 0 ? (chain.at(-1) ?? null) : null,
    chain: [...chain, dir],
    createdAt: 0,
    requestedBy: ['ann'],
    pages: 0,
    overlay: { files: Object.keys(files), deleted },
    changed: { files: Object.keys(files), deleted, full: false },
  };
  await writeManifest(dir, manifest);
  return manifest;
}

describe('generations', () => {
  it('load as their base with each overlay on top, sharing unchanged files', async () => {
    const base = join(root, 'base');
    await put(base, {
      '/index.html': page('home'),
      '/a/index.html': page('a'),
      '/b/index.html': page('b'),
    });
    const one = await overlay('g1', [base], { '/a/index.html': page('a1') });
    const two = await overlay('g2', one.chain, { '/c/index.html': page('c') }, ['/b/index.html']);
    const cache = new Map<string, StaticSite>();
    const first = await loadGeneration(one.chain, cache);
    const second = await loadGeneration(two.chain, cache);
    expect(second.resolve('/a')?.body.toString()).toContain('a1');
    expect(second.resolve('/c')?.body.toString()).toContain('>c<');
    expect(second.resolve('/b')).toBeUndefined();
    expect(second.files.get('/index.html')).toBe(first.files.get('/index.html'));
  });

  it('squash a long chain into one overlay on the base with the newest files', async () => {
    const base = join(root, 'base');
    await put(base, {
      '/index.html': page('home'),
      '/a/index.html': page('a'),
      '/b/index.html': page('b'),
    });
    const one = await overlay('g1', [base], { '/a/index.html': page('a1') }, ['/b/index.html']);
    const two = await overlay('g2', one.chain, {
      '/a/index.html': page('a2'),
      '/c/index.html': page('c'),
    });
    const dir = join(root, 'g3');
    await put(dir, { '/d/index.html': page('d') });
    const own = { files: ['/d/index.html'], deleted: ['/c/index.html'] };
    const squashed = await squashInto(dir, two.chain, own);
    expect(squashed).toEqual({
      files: ['/a/index.html', '/d/index.html'],
      deleted: ['/b/index.html', '/c/index.html'],
    });
    await writeManifest(dir, { ...two, id: 'g3', chain: [base, dir], overlay: squashed });
    const site = await loadGeneration([base, dir]);
    expect(site.resolve('/a')?.body.toString()).toContain('a2');
    expect(site.resolve('/c')).toBeUndefined();
    expect(site.resolve('/b')).toBeUndefined();
    expect(site.resolve('/d')?.body.toString()).toContain('>d<');
  });

  it('are followed by another process through the pointer file, rollbacks included', async () => {
    const base = join(root, 'base');
    await put(base, { '/index.html': page('home'), '/a/index.html': page('a') });
    const one = await overlay('g1', [base], { '/a/index.html': page('a1') });
    await writePointer(root, { version: 1, id: 'base', chain: [base], at: 1 });
    const seen: string[] = [];
    const follower = await followGenerations(root, {
      intervalMs: 20,
      onChange: (p) => seen.push(p.id),
    });
    try {
      expect(follower.current()?.resolve('/a')?.body.toString()).toContain('>a<');
      await writePointer(root, { version: 1, id: 'g1', chain: one.chain, at: 2 });
      await expect
        .poll(() => follower.current()?.resolve('/a')?.body.toString(), { interval: 20 })
        .toContain('a1');
      await writePointer(root, { version: 1, id: 'base', chain: [base], at: 3 });
      await expect
        .poll(() => follower.current()?.resolve('/a')?.body.toString(), { interval: 20 })
        .toContain('>a<');
      expect(seen).toEqual(['base', 'g1', 'base']);
    } finally {
      follower.close();
    }
  });
});
