import { realpath, readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { notFoundError } from '../../lib/http-error.ts';

/** Only raster images are served; SVG is left out because it can carry script. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};
/** Plain file names only: no dot files, no separators, no encoded tricks. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
/**
 * Media paths are not content-hashed (a re-seed may change a picture under the same name), so
 * the cache is long but not immutable, and revalidation with the ETag is cheap.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/** The decoded path segments after /media/, or null when any of them is unsafe. */
function safeSegments(pathname: string): string[] | null {
  const rest = pathname.replace(/^.*?\/media\//, '');
  if (rest === pathname || rest === '') return null;
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!SAFE_SEGMENT.test(segment) || segment.includes('..')) return null;
    segments.push(segment);
  }
  return segments;
}

/** The file to serve, resolved through symlinks and checked to stay inside the media root. */
async function locate(mediaDir: string, segments: string[]) {
  try {
    const root = await realpath(resolve(mediaDir));
    const file = await realpath(resolve(root, ...segments));
    if (!file.startsWith(root + sep)) return null;
    const info = await stat(file);
    return info.isFile() ? { file, info } : null;
  } catch {
    return null;
  }
}

/** GET /media/* : the rendered seed pictures (and later uploads' public derivatives). */
export function createMediaRoutes({ mediaDir }: { mediaDir: string }) {
  return new Hono().get('/*', async (c) => {
    const segments = safeSegments(new URL(c.req.url).pathname);
    const type = segments && CONTENT_TYPES[extname(segments.at(-1) ?? '').toLowerCase()];
    const found = segments && type ? await locate(mediaDir, segments) : null;
    if (!found || !type) throw notFoundError();
    const etag = `W/"${found.info.size.toString(36)}-${Math.trunc(found.info.mtimeMs).toString(36)}"`;
    const headers = {
      'Content-Type': type,
      'Cache-Control': CACHE_CONTROL,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(await readFile(found.file)), 200, headers);
  });
}
