import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { MAX_PIXELS, MAX_SIDE } from '../../../src/lib/contract/service.ts';
import { ImageRefused } from '../service/images.ts';

/**
 * Pictures of the CMS for editors : an upload is checked by its content (its bytes
 * must decode as a JPEG, PNG, WebP, GIF or AVIF picture within the size limits), turned by its
 * orientation, sized to at most {@link EDITOR_PICTURE_MAX_WIDTH} wide and re-encoded as WebP
 * without any metadata, then stored under a name made of its content hash
 * (`/media/cms/<hash>.webp`): a path never changes its picture, which the incremental publisher
 * relies on. The picker lists the pictures of the media folder.
 */

export const EDITOR_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const EDITOR_PICTURE_MAX_WIDTH = 2400;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const RASTER = /\.(webp|png|jpe?g|gif|avif)$/i;
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export interface MediaPicture {
  /** `/media/…` path, as infoImgLink and imgMain hold it. */
  path: string;
  width: number;
  height: number;
  bytes: number;
  modifiedAt: number;
}

/** Checks, sizes and re-encodes an upload, stores it; answers the stored picture. */
export async function storeUpload(
  mediaDir: string,
  bytes: Uint8Array,
  now: number,
): Promise<MediaPicture> {
  if (bytes.length === 0 || bytes.length > EDITOR_UPLOAD_MAX_BYTES)
    throw new ImageRefused('tooBig');
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error', pages: 1 } as const;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new ImageRefused(
      /pixel limit/i.test(String(error)) ? 'imageTooLarge' : 'unsupportedFormat',
      {
        cause: error,
      },
    );
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new ImageRefused('unsupportedFormat');
  const height = meta.pageHeight ?? meta.height;
  if (meta.width > MAX_SIDE || height > MAX_SIDE) throw new ImageRefused('imageTooLarge');
  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    encoded = await sharp(bytes, options)
      .rotate()
      .resize({ width: EDITOR_PICTURE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRefused('failed', { cause: error });
  }
  const hash = createHash('sha256').update(encoded.data).digest('base64url').slice(0, 22);
  const dir = join(resolve(mediaDir), 'cms');
  const file = join(dir, `${hash}.webp`);
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.part`;
  await writeFile(temporary, encoded.data);
  await rename(temporary, file);
  return {
    path: `/media/cms/${hash}.webp`,
    width: encoded.info.width,
    height: encoded.info.height,
    bytes: encoded.data.length,
    modifiedAt: now,
  };
}

const sizes = new Map<string, { mtime: number; width: number; height: number }>();

async function* pictures(root: string, dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!SAFE_SEGMENT.test(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* pictures(root, full);
    else if (entry.isFile() && RASTER.test(entry.name)) yield full;
  }
}

/** The pictures of the media folder, newest first (at most `limit`), with their sizes. */
export async function listPictures(mediaDir: string, limit: number): Promise<MediaPicture[]> {
  const root = resolve(mediaDir);
  const found: { file: string; mtime: number; bytes: number }[] = [];
  for await (const file of pictures(root, root)) {
    const info = await stat(file);
    found.push({ file, mtime: Math.trunc(info.mtimeMs), bytes: info.size });
  }
  found.sort((a, b) => b.mtime - a.mtime || a.file.localeCompare(b.file));
  const list: MediaPicture[] = [];
  for (const { file, mtime, bytes } of found.slice(0, limit)) {
    let size = sizes.get(file);
    if (size?.mtime !== mtime) {
      try {
        const meta = await sharp(file).metadata();
        size = { mtime, width: meta.width, height: meta.pageHeight ?? meta.height };
        sizes.set(file, size);
      } catch {
        continue;
      }
    }
    list.push({
      path: `/media/${relative(root, file).split(sep).join('/')}`,
      width: size.width,
      height: size.height,
      bytes,
      modifiedAt: mtime,
    });
  }
  return list;
}
