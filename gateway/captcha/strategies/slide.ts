import {
  CAPTCHA_BLOCK_SIZE as S,
  CAPTCHA_IMAGE_WIDTH as W,
  CAPTCHA_IMAGE_HEIGHT as H,
} from '../../../src/lib/contract/captcha.ts';
import { backgroundSvg, svgDocument } from '../background.ts';
import { int, pick } from '../random.ts';
import { addNoise, blankImage, renderSvg, toDataUrl, type RawImage } from '../raster.ts';
import type { DrawnChallenge } from './types.ts';

/**
 * Slide puzzle: a puzzle-shaped hole in the background at a random x (well right of the
 * slider's start) and y, and the 50×50 block cut from the same place, transparent outside
 * the shape. The answer is the block's left/top in base px.
 */

type Edge = 'flat' | 'out' | 'in';
/** The square body of the piece spans [BODY_MIN, BODY_MAX]; knobs reach the 50 px box's edges. */
const BODY_MIN = 8;
const BODY_MAX = S - 8;
const KNOB_R = 7;
const NOTCH_R = 6;
const MID = S / 2;
/** The hole's left edge lies in [MIN_X, MAX_X] (the block starts at x = 0). */
export const SLIDE_MIN_X = 100;
export const SLIDE_MAX_X = W - S - 10;
const MIN_Y = 5;
const MAX_Y = H - S - 5;

interface Circle {
  cx: number;
  cy: number;
  r: number;
}

/** The inside test of a piece whose four edges are flat, have a knob out, or a notch in. */
export function pieceShape(
  edges: readonly [Edge, Edge, Edge, Edge],
): (x: number, y: number) => boolean {
  // top, right, bottom, left: the edge's midpoint and its outward direction
  const sides = [
    { x: MID, y: BODY_MIN, dx: 0, dy: -1 },
    { x: BODY_MAX, y: MID, dx: 1, dy: 0 },
    { x: MID, y: BODY_MAX, dx: 0, dy: 1 },
    { x: BODY_MIN, y: MID, dx: -1, dy: 0 },
  ];
  const knobs: Circle[] = [];
  const notches: Circle[] = [];
  sides.forEach((side, i) => {
    if (edges[i] === 'out') knobs.push({ cx: side.x + side.dx, cy: side.y + side.dy, r: KNOB_R });
    if (edges[i] === 'in') notches.push({ cx: side.x - side.dx, cy: side.y - side.dy, r: NOTCH_R });
  });
  const within = (c: Circle, x: number, y: number) => (x - c.cx) ** 2 + (y - c.cy) ** 2 <= c.r ** 2;
  return (x, y) => {
    const body = x >= BODY_MIN && x <= BODY_MAX && y >= BODY_MIN && y <= BODY_MAX;
    if (body && !notches.some((c) => within(c, x, y))) return true;
    return knobs.some((c) => within(c, x, y));
  };
}

/** Coverage (0-1) of each pixel of the 50×50 box by the shape, 4×4 supersampled. */
export function pieceMask(inside: (x: number, y: number) => boolean): Float32Array {
  const mask = new Float32Array(S * S);
  for (let y = 0; y < S; y += 1) {
    for (let x = 0; x < S; x += 1) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1)
          if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits += 1;
      }
      mask[y * S + x] = hits / 16;
    }
  }
  return mask;
}

/** The outline band of a mask: coverage minus its 2-px erosion. */
function outline(mask: Float32Array): Float32Array {
  const band = new Float32Array(S * S);
  for (let y = 0; y < S; y += 1) {
    for (let x = 0; x < S; x += 1) {
      let min = 1;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          const value = nx < 0 || ny < 0 || nx >= S || ny >= S ? 0 : (mask[ny * S + nx] ?? 0);
          if (value < min) min = value;
        }
      }
      band[y * S + x] = Math.max(0, (mask[y * S + x] ?? 0) - min);
    }
  }
  return band;
}

/** Cuts the piece at (left, top) out of `picture`: darkens the hole, answers the block. */
export function cutPiece(
  picture: RawImage,
  mask: Float32Array,
  left: number,
  top: number,
): RawImage {
  const band = outline(mask);
  const block = blankImage(S, S);
  const { data, width } = picture;
  for (let y = 0; y < S; y += 1) {
    for (let x = 0; x < S; x += 1) {
      const m = mask[y * S + x] ?? 0;
      if (m === 0) continue;
      const e = band[y * S + x] ?? 0;
      const p = ((top + y) * width + left + x) * 4;
      const b = (y * S + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value = data[p + c] ?? 0;
        block.data[b + c] = value + (255 - value) * 0.75 * e;
        const dark = value * (1 - 0.55 * m);
        data[p + c] = dark + (255 - dark) * 0.5 * e;
      }
      block.data[b + 3] = Math.round(m * 255);
    }
  }
  return block;
}

export async function drawSlidePuzzle(): Promise<DrawnChallenge<'SLIDE_PUZZLE'>> {
  const picture = await renderSvg(svgDocument(backgroundSvg()));
  addNoise(picture, 10);
  const edges: [Edge, Edge, Edge, Edge] = [
    'out',
    'in',
    pick(['flat', 'out', 'in'] as const),
    'flat',
  ];
  // rotate the list so that knobs and notches land on different sides each time
  const turn = int(0, 3);
  const turned = [...edges.slice(turn), ...edges.slice(0, turn)] as [Edge, Edge, Edge, Edge];
  const x = int(SLIDE_MIN_X, SLIDE_MAX_X);
  const y = int(MIN_Y, MAX_Y);
  const block = cutPiece(picture, pieceMask(pieceShape(turned)), x, y);
  const [mainImage, subImage] = await Promise.all([toDataUrl(picture), toDataUrl(block, 'png')]);
  return { captchaType: 'SLIDE_PUZZLE', mainImage, subImage, subData: { y }, answer: { x, y } };
}
