import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, type BasePoint } from '../contract/captcha.ts';

/**
 * Answers are sent in the base coordinates of the 360×140 main image (SPEC §7, §9), whatever
 * size the image is rendered at. These helpers convert from the rendered size.
 */

/** The rendered size of the main image, in CSS pixels. */
export interface RenderedSize {
  width: number;
  height: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** A length along the width (e.g. the slider's offset) in base px. */
export function toBaseX(x: number, rendered: RenderedSize): number {
  if (!(rendered.width > 0)) return 0;
  return round1((x * CAPTCHA_IMAGE_WIDTH) / rendered.width);
}

/** A length along the height in base px. */
export function toBaseY(y: number, rendered: RenderedSize): number {
  if (!(rendered.height > 0)) return 0;
  return round1((y * CAPTCHA_IMAGE_HEIGHT) / rendered.height);
}

/** A point relative to the image's top-left corner (e.g. a tap) in base coordinates. */
export function toBasePoint(point: BasePoint, rendered: RenderedSize): BasePoint {
  return { x: toBaseX(point.x, rendered), y: toBaseY(point.y, rendered) };
}

/** A base length (e.g. subData.y, the block size) in rendered px, to position the block. */
export function fromBaseY(y: number, rendered: RenderedSize): number {
  return (y * rendered.height) / CAPTCHA_IMAGE_HEIGHT;
}

/** A base length along the width in rendered px. */
export function fromBaseX(x: number, rendered: RenderedSize): number {
  return (x * rendered.width) / CAPTCHA_IMAGE_WIDTH;
}

/**
 * The rotate puzzle's angle for a slider: offset 0 → 0°, the end of the track → 360°
 * (clockwise, SPEC §7 rotate answer), rounded to a tenth of a degree.
 */
export function sliderAngle(offset: number, trackLength: number): number {
  if (!(trackLength > 0)) return 0;
  const ratio = Math.min(1, Math.max(0, offset / trackLength));
  return round1(ratio * 360);
}
