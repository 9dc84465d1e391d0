import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
  ROTATE_DISC_SIZE as D,
} from '../../../src/lib/contract/captcha.ts';
import { backgroundSvg, LANDSCAPES, svgDocument } from '../background.ts';
import { int, noiseSource } from '../random.ts';
import { addNoise, blankImage, renderSvg, sample, toDataUrl, type RawImage } from '../raster.ts';
import type { DrawnChallenge } from './types.ts';

/**
 * Rotate puzzle: a landscape (it has an obvious "up") with a circular hole of D px centred in
 * the 360×140 main image, and the disc cut from it, turned clockwise by a random angle θ away
 * from upright (never within 30° of it). Turning the disc clockwise by (360 − θ) mod 360
 * puts it back: that is the answer (contract: src/lib/contract/captcha.ts).
 */

const R = D / 2;
const CX = W / 2;
const CY = H / 2;
/** The disc is turned at least this far from upright, either way. */
export const ROTATE_MIN_TURN = 30;

/** The disc: `picture` around the centre, shown turned clockwise by `turn` degrees. */
export function cutDisc(picture: RawImage, turn: number): RawImage {
  const disc = blankImage(D, D);
  const rad = (turn * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const colour = [0, 0, 0, 0];
  for (let v = 0; v < D; v += 1) {
    for (let u = 0; u < D; u += 1) {
      const dx = u + 0.5 - R;
      const dy = v + 0.5 - R;
      const distance = Math.hypot(dx, dy);
      const alpha = Math.min(1, Math.max(0, R - distance + 0.5));
      if (alpha === 0) continue;
      // the inverse of a clockwise turn (y points down) gives the source position
      sample(picture, CX + dx * cos + dy * sin, CY - dx * sin + dy * cos, colour);
      const ring = Math.min(1, Math.max(0, 1.5 - Math.abs(R - 1.5 - distance)));
      const o = (v * D + u) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value = colour[c] ?? 0;
        disc.data[o + c] = value + (255 - value) * 0.8 * ring;
      }
      disc.data[o + 3] = Math.round(alpha * 255);
    }
  }
  return disc;
}

/**
 * Fills the hole with flat grey (the picture under it must not show: it would give the
 * orientation away) and a faint noise, so that it looks like the rest of the image.
 */
function punchHole(picture: RawImage): void {
  const { data, width } = picture;
  const random = noiseSource();
  for (let y = Math.floor(CY - R - 1); y <= Math.ceil(CY + R + 1); y += 1) {
    for (let x = Math.floor(CX - R - 1); x <= Math.ceil(CX + R + 1); x += 1) {
      if (x < 0 || y < 0 || x >= width || y >= picture.height) continue;
      const inside = Math.min(1, Math.max(0, R - Math.hypot(x + 0.5 - CX, y + 0.5 - CY) + 0.5));
      if (inside === 0) continue;
      const o = (y * width + x) * 4;
      const grey = 96 + random() * 12;
      for (let c = 0; c < 3; c += 1) {
        const value = data[o + c] ?? 0;
        data[o + c] = value + (grey - value) * inside;
      }
    }
  }
}

export async function drawRotatePuzzle(): Promise<DrawnChallenge<'ROTATE_PUZZLE'>> {
  const picture = await renderSvg(svgDocument(backgroundSvg({ kinds: LANDSCAPES })));
  addNoise(picture, 8);
  const turn = int(ROTATE_MIN_TURN, 360 - ROTATE_MIN_TURN);
  const disc = cutDisc(picture, turn);
  punchHole(picture);
  const [mainImage, subImage] = await Promise.all([toDataUrl(picture), toDataUrl(disc)]);
  return {
    captchaType: 'ROTATE_PUZZLE',
    mainImage,
    subImage,
    subData: {},
    answer: { angle: (360 - turn) % 360 },
  };
}
