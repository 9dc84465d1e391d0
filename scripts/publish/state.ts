import { readFile, writeFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageRecord } from '../../src/content/tracking.ts';

/**
 * What the incremental publisher knows about a generation of the site: for every page, the
 * route, props fingerprint and content keys it read (src/content/tracking.ts); for every content
 * key, its hash when the pages were rendered. A full build writes it into its renderer folder
 * (`.server/state.json`); each incremental generation records what it changed.
 */
export interface RenderState {
  /** By page path (`/en/ZH`, `/` …, no trailing slash). */
  pages: Map<string, PageRecord>;
  hashes: Map<string, string>;
}

/** The folder of a build that holds its renderer: the pages' server bundle and state. */
export const RENDERER_DIR = '.server';
export const STATE_FILE = 'state.json';
export const ROUTES_FILE = 'routes.json';

/** A route's style, as Astro's manifest has it. */
export type RouteStyle = { type: 'external'; src: string } | { type: 'inline'; content: string };

/** A page route as the build saw it: Astro's RouteData (JSON) and the styles of its pages. */
export interface SavedRoute {
  route: string;
  component: string;
  params: string[];
  pathname: string | undefined;
  segments: { content: string; dynamic: boolean; spread: boolean }[][];
  /** The source of its RegExp. */
  pattern: string;
  isIndex: boolean;
  origin: 'internal' | 'external' | 'project';
  styles: RouteStyle[];
}

/** A page path without trailing slash (`/en/ZH/` → `/en/ZH`; `/` stays). */
export const pagePath = (pathname: string): string => pathname.replace(/(.)\/+$/, '$1');

/** The file a page path is written to (directory format; `/404` is `/404.html`). */
export const pageFile = (path: string): string =>
  path === '/404' ? '/404.html' : path === '/' ? '/index.html' : `${path}/index.html`;

interface StateFile {
  version: 1;
  keys: string[];
  /** [path, route, fingerprint, key indexes] */
  pages: [string, string, string, number[]][];
  /** [key index, hash] */
  hashes: [number, string][];
}

export function serializeState(state: RenderState): string {
  const keys: string[] = [];
  const index = new Map<string, number>();
  const idOf = (key: string) => {
    let id = index.get(key);
    if (id === undefined) {
      id = keys.length;
      keys.push(key);
      index.set(key, id);
    }
    return id;
  };
  const pages: StateFile['pages'] = [...state.pages].map(([path, page]) => [
    path,
    page.route,
    page.fingerprint,
    page.reads.map(idOf),
  ]);
  const hashes: StateFile['hashes'] = [...state.hashes].map(([key, hash]) => [idOf(key), hash]);
  const file: StateFile = { version: 1, keys, pages, hashes };
  return JSON.stringify(file);
}

export function parseState(text: string): RenderState {
  const file = JSON.parse(text) as Partial<StateFile>;
  if (file.version !== 1 || !Array.isArray(file.keys) || !Array.isArray(file.pages)) {
    throw new Error('The render state has an unknown shape; build the site in full again.');
  }
  const keys = file.keys;
  const key = (id: number) => {
    const value = keys[id];
    if (value === undefined) throw new Error(`The render state names an unknown key #${id}.`);
    return value;
  };
  return {
    pages: new Map(
      file.pages.map(([path, route, print, reads]) => [
        path,
        { route, fingerprint: print, reads: reads.map(key) },
      ]),
    ),
    hashes: new Map((file.hashes ?? []).map(([id, hash]) => [key(id), hash])),
  };
}

export async function readState(rendererDir: string): Promise<RenderState> {
  return parseState(await readFile(join(rendererDir, STATE_FILE), 'utf8'));
}

/** Writes a file atomically (a temporary file renamed over it). */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
