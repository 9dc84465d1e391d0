import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
} from '../../src/lib/contract/captcha.ts';
import { float, int, pick } from './random.ts';

/**
 * Procedural background pictures of the captcha (360×140): a sky with a sun or moon and
 * clouds over hills, mountains, a sea or a city skyline, in one of several palettes, every
 * shape drawn at random. Landscapes have an obvious "up", which the rotate puzzle needs; the
 * abstract variant is used where orientation does not matter.
 */

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  water: string;
  night: boolean;
}

const PALETTES: readonly Palette[] = [
  {
    skyTop: '#3a7bd5',
    skyBottom: '#bfe3ff',
    sun: '#fff4a3',
    far: '#7fb58a',
    mid: '#4f9a5c',
    near: '#2f6e3a',
    water: '#2f86c5',
    night: false,
  },
  {
    skyTop: '#ff7e5f',
    skyBottom: '#feb47b',
    sun: '#fff1c1',
    far: '#b0607a',
    mid: '#7d3c5c',
    near: '#4a2340',
    water: '#c0607a',
    night: false,
  },
  {
    skyTop: '#1e3c72',
    skyBottom: '#6a85b6',
    sun: '#f5f3ce',
    far: '#50607f',
    mid: '#34405a',
    near: '#1d2438',
    water: '#2b4a7a',
    night: true,
  },
  {
    skyTop: '#56ccf2',
    skyBottom: '#e0f7fa',
    sun: '#ffe066',
    far: '#c2b280',
    mid: '#a68a4b',
    near: '#6d5a2f',
    water: '#1c9ec9',
    night: false,
  },
  {
    skyTop: '#8e54e9',
    skyBottom: '#f6b1c3',
    sun: '#fffbe0',
    far: '#9b7bb8',
    mid: '#6f4f93',
    near: '#3e2b5e',
    water: '#7a5fc0',
    night: false,
  },
  {
    skyTop: '#0f9b8e',
    skyBottom: '#d9f5e5',
    sun: '#fffde8',
    far: '#88c9a1',
    mid: '#3f9e6b',
    near: '#1f5f3f',
    water: '#15808a',
    night: false,
  },
];

const n = (value: number): string => value.toFixed(1);

/** A smooth ridge from the left edge to the right one around `base` ± amplitude, closed below. */
function ridge(base: number, amplitude: number, fill: string): string {
  const step = int(45, 80);
  let d = `M0 ${H} L0 ${n(base + float(-amplitude, amplitude))}`;
  for (let x = 0; x < W + step; x += step) {
    const cx = x + step / 2;
    d += ` Q${n(cx)} ${n(base + float(-amplitude, amplitude) * 1.6)} ${n(x + step)} ${n(base + float(-amplitude, amplitude))}`;
  }
  return `<path d="${d} L${W + step * 2} ${H} Z" fill="${fill}"/>`;
}

function peaks(base: number, fill: string): string {
  let points = `0,${H} 0,${n(base)}`;
  let snow = '';
  for (let x = int(-20, 10); x < W + 40;) {
    const width = int(50, 90);
    const top = base - int(25, 55);
    const px = x + width / 2;
    points += ` ${n(px)},${n(top)} ${n(x + width)},${n(base + int(-8, 8))}`;
    snow += `<polygon points="${n(px)},${n(top)} ${n(px - 8)},${n(top + 12)} ${n(px)},${n(top + 9)} ${n(px + 8)},${n(top + 12)}" fill="#ffffff" opacity="0.85"/>`;
    x += width;
  }
  return `<polygon points="${points} ${W},${H}" fill="${fill}"/>${snow}`;
}

function clouds(count: number, night: boolean): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = int(10, W - 40);
    const y = int(10, 40);
    const s = float(0.7, 1.3);
    const fill = night ? '#c8d0e0' : '#ffffff';
    out += `<g opacity="${n(float(0.55, 0.9))}" fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${n(18 * s)}" ry="${n(7 * s)}"/><ellipse cx="${n(x + 12 * s)}" cy="${n(y - 5 * s)}" rx="${n(11 * s)}" ry="${n(8 * s)}"/><ellipse cx="${n(x - 10 * s)}" cy="${n(y - 3 * s)}" rx="${n(9 * s)}" ry="${n(6 * s)}"/></g>`;
  }
  return out;
}

function trees(ground: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = int(5, W - 5);
    const h = int(14, 26);
    const y = ground + int(4, 22);
    out += `<rect x="${x - 1.5}" y="${y - 4}" width="3" height="6" fill="#4b3621"/><polygon points="${x},${y - h} ${x - h / 3},${y - 3} ${x + h / 3},${y - 3}" fill="${pick(['#1b5e20', '#2e7d32', '#33691e', '#004d40'])}"/>`;
  }
  return out;
}

function city(ground: number, p: Palette): string {
  let out = '';
  for (let x = int(-10, 0); x < W;) {
    const w = int(18, 42);
    const h = int(25, 70);
    out += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h + 60}" fill="${pick([p.far, p.mid, p.near])}"/>`;
    for (let wy = ground - h + 5; wy < ground - 4; wy += 9) {
      for (let wx = x + 4; wx < x + w - 5; wx += 8) {
        if (int(0, 2) > 0)
          out += `<rect x="${wx}" y="${wy}" width="4" height="5" fill="${p.night ? '#ffe082' : '#e3f2fd'}" opacity="0.85"/>`;
      }
    }
    x += w + int(1, 6);
  }
  return out;
}

function sea(horizon: number, p: Palette): string {
  let out = `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.water}"/>`;
  for (let i = 0; i < 14; i += 1) {
    const x = int(0, W - 20);
    const y = int(horizon + 4, H - 4);
    out += `<path d="M${x} ${y} q5 -3 10 0 t10 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5" fill="none"/>`;
  }
  const bx = int(40, W - 60);
  const by = int(horizon + 12, H - 20);
  out += `<polygon points="${bx},${by} ${bx + 30},${by} ${bx + 24},${by + 7} ${bx + 5},${by + 7}" fill="#5d4037"/><polygon points="${bx + 14},${by - 22} ${bx + 14},${by - 2} ${bx + 28},${by - 2}" fill="#fafafa"/>`;
  return out;
}

function abstract(): string {
  let out = '';
  for (let i = 0; i < 14; i += 1) {
    const colour = `hsl(${int(0, 359)} ${int(40, 80)}% ${int(35, 75)}%)`;
    out +=
      int(0, 1) === 0
        ? `<circle cx="${int(0, W)}" cy="${int(0, H)}" r="${int(10, 60)}" fill="${colour}" opacity="${n(float(0.3, 0.8))}"/>`
        : `<polygon points="${int(0, W)},${int(0, H)} ${int(0, W)},${int(0, H)} ${int(0, W)},${int(0, H)}" fill="${colour}" opacity="${n(float(0.3, 0.8))}"/>`;
  }
  return out;
}

export type BackgroundKind = 'hills' | 'mountains' | 'sea' | 'city' | 'abstract';
export const LANDSCAPES: readonly BackgroundKind[] = ['hills', 'mountains', 'sea', 'city'];
const ALL_KINDS: readonly BackgroundKind[] = [...LANDSCAPES, 'abstract'];

function scene(kind: BackgroundKind, p: Palette, horizon: number): string {
  switch (kind) {
    case 'hills':
      return (
        ridge(horizon - 15, 10, p.far) +
        ridge(horizon, 8, p.mid) +
        trees(horizon, int(4, 9)) +
        ridge(horizon + 25, 6, p.near)
      );
    case 'mountains':
      return peaks(horizon, p.far) + ridge(horizon + 20, 6, p.mid) + trees(horizon + 18, int(3, 7));
    case 'sea':
      return ridge(horizon - 6, 6, p.far) + sea(horizon, p);
    case 'city':
      return (
        city(horizon + 10, p) +
        `<rect x="0" y="${horizon + 10}" width="${W}" height="${H}" fill="${p.near}"/>`
      );
    case 'abstract':
      return abstract();
  }
}

/**
 * The SVG elements of a random background filling 0 0 360 140. With `kinds` the variant is
 * drawn from those; `veil` (0-1) lays a white veil over it, for text that must stand out.
 */
export function backgroundSvg(
  options: { kinds?: readonly BackgroundKind[]; veil?: number } = {},
): string {
  const p = pick(PALETTES);
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sx = int(20, W - 20);
  const sy = int(14, 34);
  const sun = `<circle cx="${sx}" cy="${sy}" r="30" fill="url(#glow)"/><circle cx="${sx}" cy="${sy}" r="${int(9, 15)}" fill="${p.sun}"/>`;
  const veil = options.veil
    ? `<rect width="${W}" height="${H}" fill="#ffffff" opacity="${options.veil}"/>`
    : '';
  const landscape = scene(pick(options.kinds ?? ALL_KINDS), p, int(70, 96));
  return sky + sun + clouds(int(1, 3), p.night) + landscape + veil;
}

/** A whole SVG document of 360×140 around the given elements. */
export const svgDocument = (content: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;
