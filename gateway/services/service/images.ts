import sharp from 'sharp';
import {
  MAX_PIXELS,
  MAX_SIDE,
  MAX_UPLOAD_BYTES,
  type ImageExtension,
} from '../../../src/lib/contract/service.ts';

/** Image formats accepted by content (magic bytes). */
export type ImageFormat = 'png' | 'jpeg' | 'gif';

/** The format each accepted extension promises ('jpe', 'jpe2' are JPEG). */
export const FORMAT_OF_EXTENSION: Readonly<Record<ImageExtension, ImageFormat>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jpe2: 'jpeg',
  gif: 'gif',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The format of the file by its magic bytes, or null when it is not a PNG, JPEG or GIF. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return bytes[5] === 0x61 ? 'gif' : null;
  }
  return null;
}

/** Why an upload is refused; the route turns it into its translated answer. */
export type ImageProblem = 'unsupportedFormat' | 'tooBig' | 'imageTooLarge' | 'failed';

export class ImageRefused extends Error {
  override readonly name = 'ImageRefused';
  constructor(
    readonly problem: ImageProblem,
    options?: { cause?: unknown },
  ) {
    super(problem, options);
  }
}

export interface CleanImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  /** Extension of the stored file, for its download name. */
  ext: 'png' | 'jpg';
  width: number;
  height: number;
}

/** sharp refuses, from the header alone, an image over limitInputPixels. */
const overLimit = (error: unknown): boolean =>
  error instanceof Error && /exceeds pixel limit/i.test(error.message);

const withinLimits = (width: number, height: number): boolean =>
  width >= 1 &&
  height >= 1 &&
  width <= MAX_SIDE &&
  height <= MAX_SIDE &&
  width * height <= MAX_PIXELS;

/**
 * Checks an uploaded image and re-encodes it: the extension (already in the accepted list) must
 * promise the format its magic bytes show; size, area and sides within the limits, read from the
 * header without decoding; then decoded (still bounded by limitInputPixels), rotated by its EXIF
 * orientation and encoded again without any metadata. PNG and JPEG keep their format; a GIF
 * becomes a PNG of its first frame. Throws {@link ImageRefused}.
 */
export async function cleanImage(
  bytes: Uint8Array,
  extension: ImageExtension,
): Promise<CleanImage> {
  const format = sniffFormat(bytes);
  if (format === null || format !== FORMAT_OF_EXTENSION[extension]) {
    throw new ImageRefused('unsupportedFormat');
  }
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRefused('tooBig');
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error', pages: 1 } as const;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new ImageRefused(overLimit(error) ? 'imageTooLarge' : 'failed', { cause: error });
  }
  if (meta.format !== format) throw new ImageRefused('unsupportedFormat');
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!withinLimits(width, height)) throw new ImageRefused('imageTooLarge');
  try {
    const pipeline = sharp(bytes, options).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 88, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (!withinLimits(info.width, info.height)) throw new ImageRefused('imageTooLarge');
    return {
      bytes: new Uint8Array(data),
      contentType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
      ext: format === 'jpeg' ? 'jpg' : 'png',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    throw new ImageRefused(overLimit(error) ? 'imageTooLarge' : 'failed', { cause: error });
  }
}
