import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A fingerprint of everything a build depends on (sources, translations, seed content, config,
 * lockfile): paths, sizes and modification times. `npm start` rebuilds when it changes.
 */
const INPUTS = [
  'src',
  'locales',
  'public',
  'gateway/db',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

async function collect(root: string, rel: string, out: string[]): Promise<void> {
  const full = join(root, rel);
  let info;
  try {
    info = await stat(full);
  } catch {
    return;
  }
  if (info.isDirectory()) {
    const entries = await readdir(full);
    for (const entry of entries.sort()) await collect(root, join(rel, entry), out);
  } else {
    out.push(`${rel}:${info.size}:${Math.trunc(info.mtimeMs)}`);
  }
}

/** A fingerprint of `inputs` (files and folders below `root`): paths, sizes and modification times. */
export async function fingerprintOf(root: string, inputs: readonly string[]): Promise<string> {
  const lines: string[] = [];
  for (const input of inputs) await collect(root, input, lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export const sourceFingerprint = (root: string): Promise<string> => fingerprintOf(root, INPUTS);
