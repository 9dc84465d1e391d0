import { spawn } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sourceFingerprint } from './fingerprint.ts';
import { precompress } from './precompress.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DEFAULT_OUT_DIR = join(ROOT, 'dist');
export const STAMP_FILE = '.build-stamp.json';

export interface BuildResult {
  outDir: string;
  pages: number;
  seconds: number;
  fingerprint: string;
}

async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Builds the static site into outDir (astro build), precompresses it and stamps it. */
export async function buildSite(outDir = DEFAULT_OUT_DIR): Promise<BuildResult> {
  const started = performance.now();
  const fingerprint = await sourceFingerprint(ROOT);
  await rm(join(outDir, STAMP_FILE), { force: true });
  await run(process.execPath, [
    join(ROOT, 'node_modules/astro/astro.js'),
    'build',
    '--outDir',
    outDir,
  ]);
  const compressed = await precompress(outDir);
  const pages = await countPages(outDir);
  const seconds = (performance.now() - started) / 1000;
  await writeFile(
    join(outDir, STAMP_FILE),
    JSON.stringify({ fingerprint, pages, seconds, builtAt: new Date().toISOString() }, null, 2),
  );
  console.info(
    `build: ${pages} pages in ${seconds.toFixed(1)} s; ${compressed.files} files precompressed (${(compressed.bytes / 1024).toFixed(0)} KiB → ${(compressed.brBytes / 1024).toFixed(0)} KiB br)`,
  );
  return { outDir, pages, seconds, fingerprint };
}
