import sharp from 'sharp';
import { noiseSource } from './random.ts';

/**
 * Raster helpers of the captcha images: SVG is rendered once per challenge to raw RGBA pixels,
 * the pixels are worked on in place (noise, holes, cut-outs), and the result is encoded as a
 * data: URL. Images carry no metadata (sharp strips it), so no text reaches the client.
 */

/** Raw RGBA pixels, row by row. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Renders an SVG document to raw RGBA pixels of its own size. */
export async function renderSvg(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A transparent image of the given size. */
export const blankImage = (width: number, height: number): RawImage => ({
  data: Buffer.alloc(width * height * 4),
  width,
  height,
});

const clampByte = (value: number): number => (value < 0 ? 0 : value > 255 ? 255 : value);

/**
 * Adds per-pixel noise of ±amplitude to the colour channels (the same offset on the three,
 * with a little colour jitter), so that no two challenges share a pixel-exact picture.
 */
export function addNoise(image: RawImage, amplitude: number): void {
  const random = noiseSource();
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const shade = (random() * 2 - 1) * amplitude;
    const tint = amplitude / 3;
    data[i] = clampByte((data[i] ?? 0) + shade + (random() * 2 - 1) * tint);
    data[i + 1] = clampByte((data[i + 1] ?? 0) + shade);
    data[i + 2] = clampByte((data[i + 2] ?? 0) + shade + (random() * 2 - 1) * tint);
  }
}

/** The colour at a fractional position (bilinear), clamped to the image. */
export function sample(image: RawImage, x: number, y: number, out: number[]): void {
  const { data, width, height } = image;
  const fx = Math.min(Math.max(x - 0.5, 0), width - 1);
  const fy = Math.min(Math.max(y - 0.5, 0), height - 1);
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const ax = fx - x0;
  const ay = fy - y0;
  for (let c = 0; c < 4; c += 1) {
    const top =
      (data[(y0 * width + x0) * 4 + c] ?? 0) * (1 - ax) +
      (data[(y0 * width + x1) * 4 + c] ?? 0) * ax;
    const bottom =
      (data[(y1 * width + x0) * 4 + c] ?? 0) * (1 - ax) +
      (data[(y1 * width + x1) * 4 + c] ?? 0) * ax;
    out[c] = top * (1 - ay) + bottom * ay;
  }
}

export type ImageFormat = 'webp' | 'png';

/**
 * Encodes raw pixels as a data: URL. WebP (lossy, with alpha where the image has it) keeps the
 * noisy pictures small; PNG is lossless.
 */
export async function toDataUrl(image: RawImage, format: ImageFormat = 'webp'): Promise<string> {
  const pipeline = sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  const bytes =
    format === 'webp'
      ? await pipeline.webp({ quality: 80, alphaQuality: 90, effort: 2 }).toBuffer()
      : await pipeline.png({ compressionLevel: 6 }).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}
