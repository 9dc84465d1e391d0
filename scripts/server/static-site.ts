import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

/**
 * The built site held in memory: every file of the build folder with its precompressed
 * variants (written by the build), an ETag, its content type and, for HTML, the hashes of its
 * inline scripts so that the page's Content-Security-Policy can allow exactly those.
 *
 * A file the build compressed with brotli is held compressed only (its .br and .gz): browsers
 * ask for one of those, and the few clients that accept neither get the bytes decompressed
 * from the .br on each request. Holding the plain bytes too tripled the memory of the text
 * files: 1.44 GB of resident memory for the server of the ten-times site (16,230 pages).
 */

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m2ts: 'video/mp2t',
  pdf: 'application/pdf',
};
const COMPRESSED_VARIANTS = ['br', 'gz'] as const;
type Encoding = (typeof COMPRESSED_VARIANTS)[number];

export interface StaticFile {
  type: string;
  /** The plain bytes (decompressed from the .br on each use when only that is held). */
  readonly body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * Content-Security-Policy for HTML files, with the hashes of their inline scripts. Computed on
   * first use (parsing every page of a build up front would add seconds to each start and swap)
   * and kept.
   */
  readonly csp?: string;
}

export interface StaticSite {
  root: string;
  files: Map<string, StaticFile>;
  /** Finds the file answering a URL path (`/GZ` → `/GZ/index.html`), or undefined. */
  resolve(pathname: string): StaticFile | undefined;
  /** The 404 page in the language of the path (`/en/…` → `/en/404`), else the default one. */
  notFoundFor(pathname: string): StaticFile | undefined;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export const contentTypeOf = (path: string): string => {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
};

const etagOf = (body: Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * A file of the build from its precompressed variants, and its bytes when it has no brotli
 * variant (see above); an HTML file's policy is computed from its parsed body on first use.
 */
function toFile(
  rel: string,
  encoded: Partial<Record<Encoding, Buffer>>,
  plain: Buffer | undefined,
  extraConnectSrc: readonly string[],
): StaticFile {
  const type = contentTypeOf(rel);
  const br = encoded.br;
  if (!br && !plain) throw new Error(`${rel}: neither the file nor its .br`);
  const body = (): Buffer => (br ? brotliDecompressSync(br) : plain!);
  // the .br is the file's bytes as surely as the file itself (and the same on every server)
  const etag = etagOf(br ?? plain!);
  const file: StaticFile = {
    type,
    etag,
    encoded,
    get body() {
      return body();
    },
  };
  if (!type.startsWith('text/html')) return file;
  let policy: string | undefined;
  return Object.defineProperty(file, 'csp', {
    get: () =>
      (policy ??= contentSecurityPolicy(inlineScriptHashes(body().toString('utf8')), [
        ...extraConnectSrc,
      ])),
  });
}

/** A file's precompressed variants in `dir`, and its own bytes only when it has no .br. */
async function readBuildFile(
  dir: string,
  rel: string,
  extraConnectSrc: readonly string[],
): Promise<StaticFile> {
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  for (const enc of COMPRESSED_VARIANTS) {
    const buf = await readFile(join(dir, `${rel}.${enc}`)).catch(() => undefined);
    if (buf) encoded[enc] = buf;
  }
  const plain = encoded.br ? undefined : await readFile(join(dir, rel));
  return toFile(rel, encoded, plain, extraConnectSrc);
}

/** A site over a map of files (resolve and the 404 pages). */
export function siteOf(root: string, files: Map<string, StaticFile>): StaticSite {
  const resolve = (pathname: string): StaticFile | undefined => {
    const clean = pathname.replace(/\/+$/, '') || '/';
    return (
      files.get(clean) ??
      files.get(`${clean}/index.html`) ??
      files.get(`${clean}.html`) ??
      undefined
    );
  };
  const notFoundFor = (pathname: string): StaticFile | undefined => {
    const prefix = /^\/(en|zh-cn)(\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
    return (prefix ? resolve(`/${prefix}/404`) : undefined) ?? files.get('/404.html');
  };
  return { root, files, resolve, notFoundFor };
}

/** Loads a build folder into memory (dot folders and files at its top, like .server/, aside). */
export async function loadStaticSite(
  root: string,
  extraConnectSrc: string[] = [],
): Promise<StaticSite> {
  await stat(root);
  const names = new Set<string>();
  for await (const full of walk(root)) {
    const rel = '/' + relative(root, full).split(sep).join('/');
    if (!rel.startsWith('/.')) names.add(rel);
  }
  const files = new Map<string, StaticFile>();
  for (const rel of names) {
    if (COMPRESSED_VARIANTS.some((enc) => rel.endsWith(`.${enc}`))) continue;
    files.set(rel, await readBuildFile(root, rel, extraConnectSrc));
  }
  return siteOf(root, files);
}

/**
 * A generation on top of another (scripts/publish/generations.ts): the parent's files, without
 * `deleted`, with `files` (and their .br/.gz) read from `dir`. Unchanged files are shared.
 */
export async function overlaySite(
  parent: StaticSite,
  dir: string,
  overlay: { files: readonly string[]; deleted: readonly string[] },
  extraConnectSrc: string[] = [],
): Promise<StaticSite> {
  const files = new Map(parent.files);
  for (const rel of overlay.deleted) files.delete(rel);
  await Promise.all(
    overlay.files.map(async (rel) => {
      files.set(rel, await readBuildFile(dir, rel, extraConnectSrc));
    }),
  );
  return siteOf(dir, files);
}

/** Picks the best precompressed variant the client accepts. */
export function pickEncoding(file: StaticFile, acceptEncoding: string): Encoding | undefined {
  const accepted = acceptEncoding.toLowerCase();
  if (file.encoded.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.encoded.gz && /\bgzip\b/.test(accepted)) return 'gz';
  return undefined;
}

export const CONTENT_ENCODING: Record<Encoding, string> = { br: 'br', gz: 'gzip' };
