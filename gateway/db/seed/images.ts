/**
 * Generated seed pictures: flat, designer-style SVG illustrations (gradient skies, layered
 * hills and waves, silhouettes) that the seed command renders to WebP. Every generator is
 * deterministic: the picture depends only on its options and its seed (no Math.random).
 * The pictures carry no words, so that one picture serves every language: banner texts lie
 * over the picture in the page, maps number their zones (the page names the numbers), cards
 * and awards are named beside their picture. Only digits and the "i", "WC" and "+" of map
 * markers are drawn, in the generic 'sans-serif' family.
 */

/** Where the web site serves media files; content refers to images as MEDIA_PREFIX + path. */
export const MEDIA_PREFIX = '/media/';
export const mediaUrl = (path: string): string => `${MEDIA_PREFIX}${path}`;

/** One slide of a responsive banner: a phone image, a desktop image and where it leads. */
export interface ResponsivePair {
  wap: string;
  pc: string;
  href?: string;
}

/** Serialised infoImgLink of the responsive shape: {"wap":[{img,href}],"pc":[{img,href}]}. */
export function responsiveLinks(pairs: readonly ResponsivePair[]): string {
  return JSON.stringify({
    wap: pairs.map((p) => ({ img: p.wap, href: p.href ?? '' })),
    pc: pairs.map((p) => ({ img: p.pc, href: p.href ?? '' })),
  });
}

/** Serialised infoImgLink of the map shape: {"id": "/media/…"}. */
export function idImageMap(entries: Readonly<Record<string, string>> | [string, string][]): string {
  return JSON.stringify(Array.isArray(entries) ? Object.fromEntries(entries) : entries);
}

// ---- deterministic randomness ----------------------------------------------------------------

export interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

/** mulberry32: small, fast, good enough for scattering trees and stars. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number): number => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** FNV-1a hash of a string, used to derive a seed from an image path. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---- SVG plumbing ----------------------------------------------------------------------------

/** Rounds a coordinate to one decimal to keep the SVG small. */
const n = (v: number): number => Math.round(v * 10) / 10;

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  /** A fresh id for a gradient or clip path. */
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  add(markup: string): void {
    this.body.push(markup);
  }
  linear(stops: [number, string, number?][], x2 = 0, y2 = 1): string {
    const id = this.id('g');
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
    this.def(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][]): string {
    const id = this.id('r');
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
    this.def(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.id('f');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

// ---- palettes --------------------------------------------------------------------------------

export type Mood = 'day' | 'golden' | 'dusk' | 'night' | 'mist';

interface SkyPalette {
  top: string;
  bottom: string;
  sun: string;
  glow: string;
  /** Far, middle and near land colours. */
  land: [string, string, string];
  /** Silhouette colour for subjects standing against the sky. */
  ink: string;
}

const SKIES: Record<Mood, SkyPalette> = {
  day: {
    top: '#4FA9E8',
    bottom: '#D4EEFB',
    sun: '#FFF6CF',
    glow: '#FFFFFF',
    land: ['#9ED3A6', '#6DBB7E', '#3F9B5C'],
    ink: '#2B5B45',
  },
  golden: {
    top: '#F27D3B',
    bottom: '#FFE3A3',
    sun: '#FFF3CF',
    glow: '#FFC56B',
    land: ['#E9A15A', '#C7723A', '#8A4626'],
    ink: '#4A2616',
  },
  dusk: {
    top: '#2C2063',
    bottom: '#F4907A',
    sun: '#FFD6A1',
    glow: '#FF9A7B',
    land: ['#7B4E8C', '#553A78', '#2E2452'],
    ink: '#1C1438',
  },
  night: {
    top: '#081230',
    bottom: '#25407A',
    sun: '#F5F0DC',
    glow: '#8EA7DB',
    land: ['#233A6B', '#182B55', '#0E1C3D'],
    ink: '#070F26',
  },
  mist: {
    top: '#8FC2B8',
    bottom: '#F1F5E6',
    sun: '#FFF8E1',
    glow: '#FFFFFF',
    land: ['#A7CBB5', '#6FA68C', '#3C7A60'],
    ink: '#21493A',
  },
};

// ---- shared landscape pieces -----------------------------------------------------------------

interface Frame {
  svg: Svg;
  r: Random;
  mood: Mood;
  sky: SkyPalette;
  /** Horizontal position (0..1) of the main subject: leaves room for banner text. */
  focus: number;
  /** Ground line (y) of the foreground. */
  ground: number;
  /** Size unit: 1% of the smaller side. */
  u: number;
}

function drawSky(f: Frame, sunX: number, sunY: number): void {
  const { svg, sky, r } = f;
  svg.add(
    `<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([
      [0, sky.top],
      [1, sky.bottom],
    ])}"/>`,
  );
  const sunR = f.u * (f.mood === 'night' ? 6 : 9);
  const glow = svg.radial([
    [0, sky.glow, 0.75],
    [1, sky.glow, 0],
  ]);
  svg.add(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 4.5)}" fill="${glow}"/>`);
  svg.add(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${sky.sun}"/>`);
  if (f.mood === 'night' || f.mood === 'dusk') {
    if (f.mood === 'night') {
      svg.add(
        `<circle cx="${n(sunX + sunR * 0.45)}" cy="${n(sunY - sunR * 0.3)}" r="${n(sunR * 0.85)}" fill="${sky.top}" opacity="0.9"/>`,
      );
    }
    const stars: string[] = [];
    const count = Math.round((svg.w * svg.h) / 9000);
    for (let i = 0; i < count; i += 1) {
      const y = r.range(0, svg.h * 0.55);
      stars.push(
        `<circle cx="${n(r.range(0, svg.w))}" cy="${n(y)}" r="${n(r.range(0.6, 2.2) * (svg.w / 1920 + 0.4))}" opacity="${n(r.range(0.3, 0.95) * (1 - y / svg.h))}"/>`,
      );
    }
    svg.add(`<g fill="#FFFFFF">${stars.join('')}</g>`);
  } else {
    drawClouds(f, r.int(2, 4));
  }
}

function drawClouds(f: Frame, count: number): void {
  const { svg, r, u } = f;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cx = r.range(0.05, 0.95) * svg.w;
    const cy = r.range(0.08, 0.32) * svg.h;
    const s = r.range(0.7, 1.3) * u * 5;
    parts.push(
      `<g transform="translate(${n(cx)} ${n(cy)})"><rect x="${n(-s * 3)}" y="${n(-s * 0.2)}" width="${n(s * 6)}" height="${n(s * 1.2)}" rx="${n(s * 0.6)}"/>` +
        `<circle cx="${n(-s * 1.3)}" cy="${n(s * 0.1)}" r="${n(s * 1.1)}"/><circle cx="${n(s * 0.4)}" cy="${n(-s * 0.5)}" r="${n(s * 1.6)}"/>` +
        `<circle cx="${n(s * 1.9)}" cy="${n(s * 0.2)}" r="${n(s)}"/></g>`,
    );
  }
  svg.add(`<g fill="#FFFFFF" opacity="${f.mood === 'golden' ? 0.35 : 0.75}">${parts.join('')}</g>`);
}

/** A smooth ridge line through random points, closed to the bottom of the picture. */
function ridgePath(
  w: number,
  h: number,
  baseY: number,
  amp: number,
  r: Random,
  segments: number,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= segments; i += 1) {
    pts.push([(i / segments) * w, baseY + r.range(-amp, amp)]);
  }
  const first = pts[0] ?? [0, baseY];
  let d = `M0,${h} L${n(first[0] - w * 0.05)},${n(first[1])}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const a = pts[i] ?? first;
    const b = pts[i + 1] ?? first;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    d += ` Q${n(a[0])},${n(a[1])} ${n(mx)},${n(my)}`;
  }
  const last = pts[pts.length - 1] ?? first;
  d += ` L${n(last[0] + w * 0.05)},${n(last[1])} L${n(w)},${h} Z`;
  return d;
}

/** Pointed mountain ridge (for Qingyuan) through alternating peaks and valleys. */
function peaksPath(
  w: number,
  h: number,
  baseY: number,
  height: number,
  r: Random,
  peaks: number,
): string {
  let d = `M0,${h} L0,${n(baseY)}`;
  const step = w / peaks;
  for (let i = 0; i < peaks; i += 1) {
    const px = step * i + step * r.range(0.35, 0.65);
    const py = baseY - height * r.range(0.55, 1);
    const vx = step * (i + 1);
    const vy = baseY - height * r.range(0.05, 0.3);
    d += ` Q${n(px - step * 0.15)},${n(py + height * 0.1)} ${n(px)},${n(py)} Q${n(px + step * 0.2)},${n(py + height * 0.15)} ${n(vx)},${n(vy)}`;
  }
  return `${d} L${w},${h} Z`;
}

/** A sine-like wave band from y down to the bottom. */
function wavePath(
  w: number,
  h: number,
  y: number,
  amp: number,
  length: number,
  phase: number,
): string {
  let d = `M${n(-length + phase)},${n(y)}`;
  d += ` Q${n(-length + phase + length / 4)},${n(y - amp)} ${n(-length + phase + length / 2)},${n(y)}`;
  for (let x = -length + phase + length / 2; x < w + length; x += length / 2) {
    d += ` T${n(x + length / 2)},${n(y)}`;
  }
  return `${d} L${n(w + length)},${h} L${n(-length)},${h} Z`;
}

function drawHills(f: Frame, startY: number): void {
  const { svg, r, sky } = f;
  const layers = 3;
  for (let i = 0; i < layers; i += 1) {
    const baseY = startY + (i / layers) * (f.ground - startY) * 1.05;
    const amp = svg.h * (0.05 - i * 0.012);
    const color = sky.land[i] ?? sky.ink;
    svg.add(`<path d="${ridgePath(svg.w, svg.h, baseY, amp, r, 5 + i * 2)}" fill="${color}"/>`);
  }
}

function drawBirds(f: Frame, x: number, y: number, count: number): void {
  const { r, u } = f;
  const birds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const bx = x + r.range(-12, 12) * u;
    const by = y + r.range(-5, 5) * u;
    const s = r.range(0.8, 1.5) * u;
    birds.push(
      `M${n(bx - s)},${n(by - s * 0.4)} Q${n(bx - s * 0.5)},${n(by - s * 0.6)} ${n(bx)},${n(by)} Q${n(bx + s * 0.5)},${n(by - s * 0.6)} ${n(bx + s)},${n(by - s * 0.4)}`,
    );
  }
  f.svg.add(
    `<path d="${birds.join(' ')}" fill="none" stroke="${f.sky.ink}" stroke-width="${n(u * 0.35)}" stroke-linecap="round" opacity="0.7"/>`,
  );
}

// ---- silhouettes -----------------------------------------------------------------------------

function giraffe(x: number, ground: number, height: number, fill: string, flip = false): string {
  const k = height / 105;
  return (
    `<g transform="translate(${n(x)} ${n(ground)}) scale(${n(flip ? -k : k)} ${n(k)})" fill="${fill}">` +
    `<rect x="-16.5" y="-46" width="3.4" height="46" rx="1.2"/><rect x="-11" y="-46" width="3.4" height="46" rx="1.2"/>` +
    `<rect x="9" y="-48" width="3.4" height="48" rx="1.2"/><rect x="14.5" y="-48" width="3.4" height="48" rx="1.2"/>` +
    `<path d="M-21,-46 C-22,-53 -16,-56 -6,-57 L12,-62 C20,-63 24,-56 22,-48 C21,-44 17,-42 12,-42 L-14,-42 C-18,-42 -21,-43 -21,-46 Z"/>` +
    `<path d="M11,-57 L23,-51 L35,-93 L28,-97 Z"/>` +
    `<path d="M26,-99 C31,-103 37,-100 43,-95 C45,-92 42,-90 39,-91 L30,-92 Z"/>` +
    `<path d="M28,-99 L27,-106 M32,-99 L32,-106" stroke="${fill}" stroke-width="1.4" stroke-linecap="round"/>` +
    `<circle cx="27" cy="-106.5" r="1.3"/><circle cx="32" cy="-106.5" r="1.3"/>` +
    `<path d="M-21,-48 Q-26,-40 -25,-31" fill="none" stroke="${fill}" stroke-width="1"/><ellipse cx="-25" cy="-30" rx="1.3" ry="2.4"/>` +
    `</g>`
  );
}

function acacia(x: number, ground: number, size: number, fill: string): string {
  const k = size / 100;
  return (
    `<g transform="translate(${n(x)} ${n(ground)}) scale(${n(k)})" fill="${fill}">` +
    `<path d="M-3,0 L-1.5,-38 L-20,-55 L-17,-57 L0,-44 L15,-60 L18,-58 L2.5,-38 L3,0 Z"/>` +
    `<ellipse cx="0" cy="-61" rx="46" ry="8"/><ellipse cx="-24" cy="-57" rx="26" ry="6.5"/>` +
    `<ellipse cx="26" cy="-63" rx="28" ry="7"/><ellipse cx="6" cy="-67" rx="22" ry="5"/></g>`
  );
}

function roundTree(x: number, ground: number, size: number, fill: string, trunk: string): string {
  const s = size;
  return (
    `<g><rect x="${n(x - s * 0.05)}" y="${n(ground - s * 0.6)}" width="${n(s * 0.1)}" height="${n(s * 0.6)}" fill="${trunk}"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - s * 0.75)}" r="${n(s * 0.32)}" fill="${fill}"/>` +
    `<circle cx="${n(x - s * 0.2)}" cy="${n(ground - s * 0.58)}" r="${n(s * 0.22)}" fill="${fill}"/>` +
    `<circle cx="${n(x + s * 0.22)}" cy="${n(ground - s * 0.6)}" r="${n(s * 0.24)}" fill="${fill}"/></g>`
  );
}

function pine(x: number, ground: number, size: number, fill: string): string {
  const s = size;
  const tiers = [0, 0.28, 0.52];
  const parts = tiers.map((t, i) => {
    const wTier = s * (0.42 - i * 0.1);
    const yBase = ground - s * 0.12 - s * t;
    return `M${n(x - wTier)},${n(yBase)} L${n(x)},${n(yBase - s * 0.45)} L${n(x + wTier)},${n(yBase)} Z`;
  });
  return (
    `<rect x="${n(x - s * 0.035)}" y="${n(ground - s * 0.16)}" width="${n(s * 0.07)}" height="${n(s * 0.16)}" fill="${fill}"/>` +
    `<path d="${parts.join(' ')}" fill="${fill}"/>`
  );
}

function palm(x: number, ground: number, size: number, fill: string, lean = 1): string {
  const s = size;
  const topX = x + s * 0.18 * lean;
  const topY = ground - s;
  const fronds: string[] = [];
  const angles = [-160, -125, -90, -55, -20, 15, -195];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * s * 0.42;
    const ey = topY + Math.sin(rad) * s * 0.3 + s * 0.12;
    const cx = topX + Math.cos(rad) * s * 0.22;
    const cy = topY + Math.sin(rad) * s * 0.3 - s * 0.06;
    fronds.push(
      `M${n(topX)},${n(topY)} Q${n(cx)},${n(cy - s * 0.06)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + s * 0.04)} ${n(topX)},${n(topY)} Z`,
    );
  }
  return (
    `<path d="M${n(x - s * 0.025)},${n(ground)} Q${n(x + s * 0.02 * lean)},${n(ground - s * 0.5)} ${n(topX - s * 0.015)},${n(topY)} L${n(topX + s * 0.015)},${n(topY)} Q${n(x + s * 0.06 * lean)},${n(ground - s * 0.5)} ${n(x + s * 0.025)},${n(ground)} Z" fill="${fill}"/>` +
    `<path d="${fronds.join(' ')}" fill="${fill}"/>`
  );
}

function ferrisWheel(
  x: number,
  ground: number,
  radius: number,
  ink: string,
  colors: readonly string[],
): string {
  const cy = ground - radius * 1.25;
  const spokes: string[] = [];
  const cabins: string[] = [];
  const count = 16;
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const ex = x + Math.cos(a) * radius;
    const ey = cy + Math.sin(a) * radius;
    spokes.push(`M${n(x)},${n(cy)} L${n(ex)},${n(ey)}`);
    const c = colors[i % colors.length] ?? ink;
    cabins.push(
      `<rect x="${n(ex - radius * 0.06)}" y="${n(ey)}" width="${n(radius * 0.12)}" height="${n(radius * 0.11)}" rx="${n(radius * 0.03)}" fill="${c}"/>`,
    );
  }
  const sw = Math.max(1, radius * 0.018);
  return (
    `<g stroke="${ink}" fill="none" stroke-width="${n(sw)}"><path d="${spokes.join(' ')}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(radius)}" stroke-width="${n(sw * 2.4)}"/><circle cx="${n(x)}" cy="${n(cy)}" r="${n(radius * 0.92)}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(radius * 0.3)}"/>` +
    `<path d="M${n(x - radius * 0.55)},${n(ground)} L${n(x)},${n(cy)} L${n(x + radius * 0.55)},${n(ground)}" stroke-width="${n(sw * 3.2)}"/></g>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(radius * 0.07)}" fill="${ink}"/>${cabins.join('')}`
  );
}

function rollerCoaster(
  x0: number,
  x1: number,
  ground: number,
  height: number,
  ink: string,
  car: string,
  r: Random,
): string {
  const phase = r.range(0, Math.PI);
  const y = (x: number): number => {
    const t = (x - x0) / (x1 - x0);
    const hump = Math.sin(t * Math.PI) ** 0.6;
    return ground - height * (0.25 + 0.75 * hump * (0.55 + 0.45 * Math.cos(t * 9 + phase)));
  };
  const pts: string[] = [];
  const step = (x1 - x0) / 90;
  for (let x = x0; x <= x1 + 0.1; x += step) pts.push(`${n(x)},${n(y(x))}`);
  const supports: string[] = [];
  for (let x = x0; x <= x1; x += step * 4)
    supports.push(`M${n(x)},${n(y(x))} L${n(x)},${n(ground)}`);
  const cars: string[] = [];
  const cx0 = x0 + (x1 - x0) * 0.42;
  for (let i = 0; i < 4; i += 1) {
    const cx = cx0 + i * step * 1.6;
    const angle = (Math.atan2(y(cx + 1) - y(cx - 1), 2) * 180) / Math.PI;
    cars.push(
      `<rect x="${n(-step * 0.7)}" y="${n(-height * 0.05)}" width="${n(step * 1.4)}" height="${n(height * 0.045)}" rx="${n(height * 0.012)}" fill="${car}" transform="translate(${n(cx)} ${n(y(cx))}) rotate(${n(angle)})"/>`,
    );
  }
  const sw = Math.max(1, height * 0.012);
  return (
    `<path d="${supports.join(' ')}" stroke="${ink}" stroke-width="${n(sw)}" opacity="0.8"/>` +
    `<polyline points="${pts.join(' ')}" fill="none" stroke="${ink}" stroke-width="${n(sw * 2.6)}" stroke-linejoin="round"/>${cars.join('')}`
  );
}

function bigTop(f: Frame, x: number, width: number, red: string, cream: string): string {
  const g = f.ground;
  const hgt = width * 0.62;
  const eave = g - hgt * 0.42;
  const peakY = g - hgt;
  const left = x - width / 2;
  const stripes: string[] = [];
  const count = 10;
  for (let i = 0; i < count; i += 1) {
    const a = left + (i / count) * width;
    const b = left + ((i + 1) / count) * width;
    const color = i % 2 === 0 ? red : cream;
    stripes.push(
      `<path d="M${n(x)},${n(peakY)} Q${n((x + a) / 2)},${n(eave - hgt * 0.12)} ${n(a)},${n(eave)} L${n(b)},${n(eave)} Q${n((x + b) / 2)},${n(eave - hgt * 0.12)} ${n(x)},${n(peakY)} Z" fill="${color}"/>`,
    );
    stripes.push(
      `<rect x="${n(a)}" y="${n(eave)}" width="${n(b - a + 0.5)}" height="${n(g - eave)}" fill="${color}" opacity="0.92"/>`,
    );
  }
  const scallops: string[] = [];
  const sc = 14;
  for (let i = 0; i < sc; i += 1) {
    const a = left + (i / sc) * width;
    const b = left + ((i + 1) / sc) * width;
    scallops.push(
      `M${n(a)},${n(eave)} Q${n((a + b) / 2)},${n(eave + hgt * 0.08)} ${n(b)},${n(eave)}`,
    );
  }
  const door = width * 0.09;
  const flagPole = `M${n(x)},${n(peakY)} L${n(x)},${n(peakY - hgt * 0.16)}`;
  const flag = `M${n(x)},${n(peakY - hgt * 0.16)} L${n(x + width * 0.07)},${n(peakY - hgt * 0.13)} L${n(x)},${n(peakY - hgt * 0.1)} Z`;
  const bulbs: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 1; i <= 7; i += 1) {
      const t = i / 8;
      const bx = x + side * (width * 0.62) * t;
      const by = peakY + (g - hgt * 0.2 - peakY) * t + Math.sin(t * Math.PI) * hgt * 0.08;
      bulbs.push(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(width * 0.006)}"/>`);
    }
  }
  return (
    `<g>${stripes.join('')}<path d="${scallops.join(' ')} L${n(left + width)},${n(eave)} L${n(left)},${n(eave)} Z" fill="${red}"/>` +
    `<path d="${scallops.join(' ')}" fill="none" stroke="${cream}" stroke-width="${n(width * 0.006)}"/>` +
    `<path d="M${n(x - door)},${n(g)} L${n(x - door)},${n(g - door * 1.3)} Q${n(x)},${n(g - door * 2.2)} ${n(x + door)},${n(g - door * 1.3)} L${n(x + door)},${n(g)} Z" fill="#2A1230"/>` +
    `<path d="${flagPole}" stroke="${f.sky.ink}" stroke-width="${n(width * 0.008)}"/><path d="${flag}" fill="#FFC12B"/>` +
    `<g fill="#FFE9A6">${bulbs.join('')}</g></g>`
  );
}

function hotel(
  f: Frame,
  x: number,
  width: number,
  height: number,
  wall: string,
  lit: string,
  dark: string,
): string {
  const { r } = f;
  const g = f.ground;
  const left = x - width / 2;
  const top = g - height;
  const cols = Math.max(5, Math.round(width / (height * 0.09)));
  const rows = 9;
  const cw = width / cols;
  const rh = (height * 0.78) / rows;
  const windows: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let c = 0; c < cols; c += 1) {
      const isLit = r.next() < (f.mood === 'night' || f.mood === 'dusk' ? 0.62 : 0.25);
      windows.push(
        `<rect x="${n(left + c * cw + cw * 0.2)}" y="${n(top + height * 0.12 + row * rh + rh * 0.2)}" width="${n(cw * 0.6)}" height="${n(rh * 0.55)}" rx="${n(cw * 0.06)}" fill="${isLit ? lit : dark}"/>`,
      );
    }
  }
  const wingW = width * 0.28;
  const wingH = height * 0.55;
  const wing = (wx: number): string =>
    `<rect x="${n(wx)}" y="${n(g - wingH)}" width="${n(wingW)}" height="${n(wingH)}" fill="${wall}" opacity="0.85"/>` +
    Array.from({ length: 5 }, (_, row) =>
      Array.from({ length: 3 }, (_, c) => {
        const isLit = r.next() < (f.mood === 'night' || f.mood === 'dusk' ? 0.55 : 0.2);
        return `<rect x="${n(wx + c * (wingW / 3) + wingW * 0.07)}" y="${n(g - wingH + wingH * 0.1 + row * wingH * 0.16)}" width="${n(wingW * 0.19)}" height="${n(wingH * 0.08)}" fill="${isLit ? lit : dark}"/>`;
      }).join(''),
    ).join('');
  return (
    wing(left - wingW * 0.85) +
    wing(left + width - wingW * 0.15) +
    hotelBody(r.int(0, 2), left, width, top, height, g, wall) +
    windows.join('') +
    `<rect x="${n(x - width * 0.22)}" y="${n(top + height * 0.025)}" width="${n(width * 0.44)}" height="${n(height * 0.05)}" rx="${n(height * 0.02)}" fill="#FFC12B"/>` +
    `<path d="M${n(x - width * 0.2)},${n(g - height * 0.1)} L${n(x + width * 0.2)},${n(g - height * 0.1)} L${n(x + width * 0.16)},${n(g - height * 0.07)} L${n(x - width * 0.16)},${n(g - height * 0.07)} Z" fill="${dark}"/>` +
    `<rect x="${n(x - width * 0.09)}" y="${n(g - height * 0.07)}" width="${n(width * 0.18)}" height="${n(height * 0.07)}" fill="${lit}" opacity="0.9"/>`
  );
}

/** The main block of a hotel: an arched, a crowned or a wave-topped roof. */
function hotelBody(
  variant: number,
  left: number,
  width: number,
  top: number,
  height: number,
  g: number,
  wall: string,
): string {
  const right = left + width;
  const x = left + width / 2;
  const t = top + height * 0.06;
  if (variant === 1) {
    return (
      `<rect x="${n(x - width * 0.3)}" y="${n(top - height * 0.05)}" width="${n(width * 0.6)}" height="${n(height * 0.12)}" fill="${wall}"/>` +
      `<rect x="${n(x - width * 0.12)}" y="${n(top - height * 0.11)}" width="${n(width * 0.24)}" height="${n(height * 0.08)}" fill="${wall}"/>` +
      `<rect x="${n(left)}" y="${n(t)}" width="${n(width)}" height="${n(g - t)}" fill="${wall}"/>`
    );
  }
  if (variant === 2) {
    return `<path d="M${n(left)},${n(g)} L${n(left)},${n(t + height * 0.04)} C${n(left + width * 0.3)},${n(t - height * 0.1)} ${n(left + width * 0.6)},${n(t + height * 0.12)} ${n(right)},${n(t - height * 0.06)} L${n(right)},${n(g)} Z" fill="${wall}"/>`;
  }
  return `<path d="M${n(left)},${n(g)} L${n(left)},${n(t)} Q${n(x)},${n(top - height * 0.06)} ${n(right)},${n(t)} L${n(right)},${n(g)} Z" fill="${wall}"/>`;
}

function whaleShark(
  x: number,
  y: number,
  length: number,
  body: string,
  spots: string,
  r: Random,
): string {
  const k = length / 200;
  const dots: string[] = [];
  for (let i = 0; i < 46; i += 1) {
    const dx = r.range(14, 150);
    const spread = 16 - Math.abs(dx - 70) * 0.08;
    const dy = r.range(-spread, spread * 0.4);
    dots.push(`<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(r.range(0.9, 1.9))}"/>`);
  }
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})">` +
    `<path d="M92,-22 L112,-46 L122,-19 Z" fill="${body}"/><path d="M56,14 L80,42 L86,16 Z" fill="${body}"/>` +
    `<path d="M0,2 C6,-16 40,-28 100,-24 C140,-21 165,-12 180,-6 L204,-34 L196,-2 L206,26 L178,6 C160,12 130,20 100,22 C50,26 8,20 0,2 Z" fill="${body}"/>` +
    `<path d="M0,2 C10,16 50,22 100,20 C130,18 160,11 176,6 C150,10 110,12 80,10 C45,8 15,8 0,2 Z" fill="#FFFFFF" opacity="0.3"/>` +
    `<path d="M4,4 Q14,8 28,6" fill="none" stroke="#10263B" stroke-width="1.2" stroke-linecap="round"/><circle cx="14" cy="-5" r="1.6" fill="#10263B"/>` +
    `<path d="M36,-12 L38,6 M42,-13 L44,7 M48,-14 L50,8" stroke="#10263B" stroke-width="0.8" opacity="0.5"/>` +
    `<g fill="${spots}" opacity="0.85">${dots.join('')}</g></g>`
  );
}

function dolphin(
  x: number,
  y: number,
  length: number,
  angle: number,
  fill: string,
  flip = false,
): string {
  const k = length / 100;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(flip ? -k : k)} ${n(k)})" fill="${fill}">` +
    `<path d="M-50,4 C-38,-10 -12,-16 14,-14 C30,-13 40,-8 46,-4 L56,-3 L47,2 C38,8 20,12 0,11 C-22,10 -36,10 -44,12 L-56,22 L-54,8 L-64,-2 Z"/>` +
    `<path d="M-2,-14 L-12,-28 L10,-14 Z"/><path d="M8,6 L2,20 L16,8 Z"/>` +
    `<path d="M-30,8 C-10,4 20,4 44,-1" fill="none" stroke="#FFFFFF" stroke-width="1.2" opacity="0.35"/>` +
    `<circle cx="36" cy="-6" r="1.3" fill="#0B1F33"/></g>`
  );
}

function penguin(x: number, ground: number, height: number): string {
  const k = height / 40;
  return (
    `<g transform="translate(${n(x)} ${n(ground)}) scale(${n(k)})">` +
    `<ellipse cx="0" cy="-18" rx="10" ry="18" fill="#1E2A3A"/><ellipse cx="1.5" cy="-16" rx="6.5" ry="14" fill="#F7F9FB"/>` +
    `<circle cx="0" cy="-33" r="7" fill="#1E2A3A"/><circle cx="2.5" cy="-34" r="1.3" fill="#FFFFFF"/>` +
    `<path d="M6,-32 L11,-30.5 L6,-29 Z" fill="#F5A623"/><path d="M-3,0 L-6,1.5 L0,1.5 Z M3,0 L0,1.5 L6,1.5 Z" fill="#F5A623"/>` +
    `<path d="M-9,-24 Q-15,-14 -11,-6 L-8,-14 Z" fill="#1E2A3A"/></g>`
  );
}

function jellyfish(x: number, y: number, size: number, color: string, r: Random): string {
  const tentacles: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const tx = x - size * 0.35 + i * size * 0.175;
    const len = size * r.range(0.9, 1.5);
    tentacles.push(
      `M${n(tx)},${n(y)} q${n(size * 0.12)},${n(len * 0.25)} 0,${n(len * 0.5)} t0,${n(len * 0.5)}`,
    );
  }
  return (
    `<path d="${tentacles.join(' ')}" fill="none" stroke="${color}" stroke-width="${n(size * 0.04)}" opacity="0.7" stroke-linecap="round"/>` +
    `<path d="M${n(x - size * 0.5)},${n(y)} Q${n(x - size * 0.5)},${n(y - size * 0.75)} ${n(x)},${n(y - size * 0.75)} Q${n(x + size * 0.5)},${n(y - size * 0.75)} ${n(x + size * 0.5)},${n(y)} Q${n(x)},${n(y - size * 0.12)} ${n(x - size * 0.5)},${n(y)} Z" fill="${color}" opacity="0.85"/>` +
    `<ellipse cx="${n(x - size * 0.15)}" cy="${n(y - size * 0.45)}" rx="${n(size * 0.1)}" ry="${n(size * 0.16)}" fill="#FFFFFF" opacity="0.45"/>`
  );
}

function bubbles(f: Frame, x: number, y: number, spread: number, count: number): string {
  const { r, u } = f;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    parts.push(
      `<circle cx="${n(x + r.range(-spread, spread))}" cy="${n(y - r.range(0, spread * 2))}" r="${n(r.range(0.4, 1.4) * u)}"/>`,
    );
  }
  return `<g fill="none" stroke="#FFFFFF" stroke-width="${n(u * 0.25)}" opacity="0.6">${parts.join('')}</g>`;
}

function steam(x: number, y: number, height: number, color: string, strokes = 3): string {
  const parts: string[] = [];
  for (let i = 0; i < strokes; i += 1) {
    const sx = x + (i - (strokes - 1) / 2) * height * 0.28;
    parts.push(
      `M${n(sx)},${n(y)} q${n(height * 0.12)},${n(-height * 0.25)} 0,${n(-height * 0.5)} t0,${n(-height * 0.5)}`,
    );
  }
  return `<path d="${parts.join(' ')}" fill="none" stroke="${color}" stroke-width="${n(height * 0.06)}" stroke-linecap="round" opacity="0.7"/>`;
}

function firework(x: number, y: number, radius: number, color: string): string {
  const rays: string[] = [];
  const dots: string[] = [];
  for (let i = 0; i < 18; i += 1) {
    const a = (i / 18) * Math.PI * 2;
    rays.push(
      `M${n(x + Math.cos(a) * radius * 0.25)},${n(y + Math.sin(a) * radius * 0.25)} L${n(x + Math.cos(a) * radius * 0.85)},${n(y + Math.sin(a) * radius * 0.85)}`,
    );
    dots.push(
      `<circle cx="${n(x + Math.cos(a) * radius)}" cy="${n(y + Math.sin(a) * radius)}" r="${n(radius * 0.035)}"/>`,
    );
  }
  return (
    `<path d="${rays.join(' ')}" stroke="${color}" stroke-width="${n(radius * 0.025)}" stroke-linecap="round"/>` +
    `<g fill="${color}">${dots.join('')}</g>`
  );
}

// ---- scenes ----------------------------------------------------------------------------------

export type SceneKind =
  | 'safari'
  | 'themepark'
  | 'waterpark'
  | 'circus'
  | 'hotel'
  | 'ocean'
  | 'dolphins'
  | 'polar'
  | 'science'
  | 'nightshow'
  | 'forest'
  | 'hotspring'
  | 'award'
  | 'pass'
  | DiningKind;

export type DiningKind =
  | 'dining-grill'
  | 'dining-cafe'
  | 'dining-buffet'
  | 'dining-dimsum'
  | 'dining-tea'
  | 'dining-bbq'
  | 'dining-bistro'
  | 'dining-diner'
  | 'dining-polar';

export interface SceneOptions {
  scene: SceneKind;
  mood?: Mood;
  /**
   * A banner picture: it carries no text (the page lays the slide's headline, sub-line and
   * call to action over it, in the page's language), so the subject leaves room for them: on
   * wide pictures it stands right of centre, on phone pictures it is smaller, below the text.
   */
  banner?: boolean;
  /** Accent colour of the area (pass cards, awards). */
  accent?: string;
}

const SCENES: Record<SceneKind, (f: Frame, o: SceneOptions) => void> = {
  safari(f) {
    const { svg, r, u } = f;
    drawSky(f, svg.w * (f.focus > 0.5 ? 0.78 : 0.3), svg.h * 0.38);
    drawHills(f, svg.h * 0.6);
    drawBirds(f, svg.w * 0.55, svg.h * 0.22, 5);
    const ink = f.mood === 'day' ? '#3E2A1C' : f.sky.ink;
    svg.add(acacia(svg.w * (f.focus - 0.24), f.ground, u * 56, ink));
    svg.add(acacia(svg.w * (f.focus + 0.26), f.ground + u, u * 42, ink));
    const fill = f.mood === 'day' ? '#C9822F' : ink;
    svg.add(giraffe(svg.w * f.focus, f.ground, u * 62, fill));
    svg.add(giraffe(svg.w * (f.focus - 0.1), f.ground + u * 2, u * 44, fill, true));
    svg.add(giraffe(svg.w * (f.focus + 0.14), f.ground + u, u * 30, fill));
    svg.add(
      `<rect x="0" y="${n(f.ground)}" width="${svg.w}" height="${n(svg.h - f.ground)}" fill="${ink}"/>`,
    );
    const grass: string[] = [];
    for (let x = 0; x < svg.w; x += u * 1.4) {
      grass.push(
        `M${n(x)},${n(f.ground + 1)} l${n(r.range(-0.6, 0.6) * u)},${n(-r.range(0.6, 2.4) * u)}`,
      );
    }
    svg.add(`<path d="${grass.join(' ')}" stroke="${ink}" stroke-width="${n(u * 0.35)}"/>`);
  },
  themepark(f) {
    const { svg, r, u } = f;
    drawSky(f, svg.w * 0.15, svg.h * 0.25);
    drawHills(f, svg.h * 0.66);
    const ink = f.mood === 'day' ? '#2F4B7C' : f.sky.ink;
    const colors = ['#FF5A5F', '#FFC12B', '#2EC4B6', '#8E6CFF', '#FF8A3D'];
    svg.add(
      rollerCoaster(
        svg.w * (f.focus - 0.45),
        svg.w * (f.focus - 0.05),
        f.ground,
        u * 48,
        ink,
        '#FF5A5F',
        r,
      ),
    );
    svg.add(ferrisWheel(svg.w * (f.focus + 0.12), f.ground, u * 34, ink, colors));
    svg.add(
      `<rect x="0" y="${n(f.ground)}" width="${svg.w}" height="${n(svg.h - f.ground)}" fill="${f.sky.land[2]}"/>`,
    );
    const flags: string[] = [];
    for (let x = -u * 2; x < svg.w; x += u * 4) {
      flags.push(
        `<path d="M${n(x)},${n(f.ground + u * 3)} L${n(x + u * 4)},${n(f.ground + u * 3)} L${n(x + u * 2)},${n(f.ground + u * 6)} Z" fill="${r.pick(colors)}"/>`,
      );
    }
    svg.add(
      `<path d="M0,${n(f.ground + u * 3)} L${svg.w},${n(f.ground + u * 3)}" stroke="${ink}" stroke-width="${n(u * 0.2)}"/>${flags.join('')}`,
    );
  },
  waterpark(f) {
    const { svg, u } = f;
    drawSky(f, svg.w * 0.85, svg.h * 0.2);
    drawHills(f, svg.h * 0.62);
    const tx = svg.w * (f.focus + 0.05);
    const top = f.ground - u * 52;
    svg.add(
      `<g stroke="#E9EEF5" stroke-width="${n(u * 0.8)}"><path d="M${n(tx - u * 6)},${n(f.ground)} L${n(tx - u * 6)},${n(top)} M${n(tx + u * 6)},${n(f.ground)} L${n(tx + u * 6)},${n(top)}"/></g>`,
    );
    svg.add(
      `<rect x="${n(tx - u * 8)}" y="${n(top - u * 3)}" width="${n(u * 16)}" height="${n(u * 3)}" fill="#FFC12B"/><path d="M${n(tx - u * 9)},${n(top - u * 3)} L${n(tx)},${n(top - u * 11)} L${n(tx + u * 9)},${n(top - u * 3)} Z" fill="#FF5A5F"/>`,
    );
    const slides: [string, number, number][] = [
      ['#FF5A5F', -1, 1],
      ['#2EC4B6', 1, 0.8],
      ['#FFC12B', -1, 0.55],
    ];
    for (const [color, dir, reach] of slides) {
      const sx = tx + dir * u * 6;
      const sy = top + (1 - reach) * u * 30;
      const ex = tx + dir * u * 48 * reach;
      svg.add(
        `<path d="M${n(sx)},${n(sy)} C${n(sx + dir * u * 30)},${n(sy + u * 4)} ${n(tx - dir * u * 10)},${n(f.ground - u * 20)} ${n(ex)},${n(f.ground - u * 2)}" fill="none" stroke="${color}" stroke-width="${n(u * 3.2)}" stroke-linecap="round"/>`,
      );
    }
    svg.add(palm(svg.w * (f.focus - 0.3), f.ground + u * 2, u * 40, '#1F6E55'));
    svg.add(palm(svg.w * (f.focus + 0.34), f.ground + u * 2, u * 32, '#1F6E55', -1));
    svg.add(`<path d="${wavePath(svg.w, svg.h, f.ground, u * 1.6, u * 14, 0)}" fill="#4CC3E6"/>`);
    svg.add(
      `<path d="${wavePath(svg.w, svg.h, f.ground + u * 5, u * 1.4, u * 18, u * 5)}" fill="#2FA7D6"/>`,
    );
    svg.add(
      `<path d="${wavePath(svg.w, svg.h, f.ground + u * 11, u * 1.2, u * 22, u * 9)}" fill="#1C8AC2"/>`,
    );
  },
  circus(f) {
    const { svg, u } = f;
    drawSky(f, svg.w * 0.12, svg.h * 0.2);
    drawHills(f, svg.h * 0.7);
    const beams = [-1, 1]
      .map((side) => {
        const bx = svg.w * f.focus + side * u * 30;
        return `<path d="M${n(bx)},${n(f.ground)} L${n(bx + side * u * 40)},0 L${n(bx + side * u * 60)},0 Z" fill="#FFF3C4" opacity="0.16"/>`;
      })
      .join('');
    svg.add(beams);
    svg.add(bigTop(f, svg.w * f.focus, u * 80, '#D7263D', '#FFF1D6'));
    svg.add(
      `<rect x="0" y="${n(f.ground)}" width="${svg.w}" height="${n(svg.h - f.ground)}" fill="${f.sky.land[2]}"/>`,
    );
  },
  hotel(f) {
    const { svg, u } = f;
    drawSky(f, svg.w * 0.14, svg.h * 0.22);
    drawHills(f, svg.h * 0.68);
    svg.add(
      hotel(
        f,
        svg.w * f.focus,
        u * 60,
        u * 58,
        f.mood === 'night'
          ? f.r.pick(['#2E3E63', '#3A3358', '#29475A'])
          : f.r.pick(['#F3E6CF', '#EAF1F7', '#F6D9C4', '#DDEFE6']),
        '#FFD36E',
        f.mood === 'night' ? '#1A2745' : '#8FA3BF',
      ),
    );
    svg.add(palm(svg.w * f.focus - u * 52, f.ground, u * 34, f.sky.ink));
    svg.add(palm(svg.w * f.focus + u * 50, f.ground, u * 30, f.sky.ink, -1));
    svg.add(
      `<rect x="0" y="${n(f.ground)}" width="${svg.w}" height="${n(svg.h - f.ground)}" fill="${f.sky.ink}"/>`,
    );
    svg.add(
      `<rect x="${n(svg.w * f.focus - u * 40)}" y="${n(f.ground + u * 3)}" width="${n(u * 80)}" height="${n(u * 4)}" rx="${n(u * 2)}" fill="#5BC8E8" opacity="0.8"/>`,
    );
  },
  ocean(f) {
    const { svg, r, u } = f;
    const surface = svg.h * 0.36;
    svg.add(
      `<rect width="${svg.w}" height="${n(surface)}" fill="${svg.linear([
        [0, f.sky.top],
        [1, f.sky.bottom],
      ])}"/>`,
    );
    svg.add(
      `<circle cx="${n(svg.w * 0.86)}" cy="${n(surface * 0.4)}" r="${n(u * 7)}" fill="${f.sky.sun}"/>`,
    );
    drawClouds({ ...f, svg }, 2);
    svg.add(
      `<rect y="${n(surface)}" width="${svg.w}" height="${n(svg.h - surface)}" fill="${svg.linear([
        [0, '#2BB3D9'],
        [0.5, '#0F6FA8'],
        [1, '#062E5F'],
      ])}"/>`,
    );
    const rays: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const x = svg.w * r.range(0.05, 0.95);
      rays.push(
        `<path d="M${n(x)},${n(surface)} L${n(x + u * 4)},${n(surface)} L${n(x + u * 18)},${svg.h} L${n(x + u * 6)},${svg.h} Z"/>`,
      );
    }
    svg.add(`<g fill="#FFFFFF" opacity="0.08">${rays.join('')}</g>`);
    svg.add(
      `<path d="${wavePath(svg.w, surface + u * 3, surface, u * 1.5, u * 12, 0)}" fill="#FFFFFF" opacity="0.55"/>`,
    );
    svg.add(whaleShark(svg.w * f.focus - u * 42, svg.h * 0.66, u * 90, '#3C5F82', '#E8F4FF', r));
    svg.add(dolphin(svg.w * (f.focus + 0.05) + u * 30, surface - u * 6, u * 22, -22, '#5E7C99'));
    svg.add(bubbles(f, svg.w * f.focus - u * 46, svg.h * 0.62, u * 6, 10));
    const weeds: string[] = [];
    for (let x = 0; x < svg.w; x += u * r.range(3, 7)) {
      const hgt = u * r.range(6, 16);
      weeds.push(`M${n(x)},${svg.h} q${n(u * 2)},${n(-hgt / 2)} 0,${n(-hgt)}`);
    }
    svg.add(
      `<path d="${weeds.join(' ')}" fill="none" stroke="#0B4D5E" stroke-width="${n(u * 1.2)}" stroke-linecap="round"/>`,
    );
  },
  dolphins(f) {
    const { svg, u } = f;
    drawSky(f, svg.w * 0.2, svg.h * 0.3);
    const sea = svg.h * 0.66;
    const beams: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const bx = svg.w * (0.15 + i * 0.23);
      beams.push(
        `<path d="M${n(bx)},0 L${n(bx + u * 6)},0 L${n(svg.w * f.focus + (i - 1.5) * u * 6)},${n(sea)} Z" fill="#FFFFFF" opacity="0.08"/>`,
      );
    }
    svg.add(beams.join(''));
    svg.add(`<path d="${wavePath(svg.w, svg.h, sea, u * 1.8, u * 16, 0)}" fill="#2FA7D6"/>`);
    svg.add(dolphin(svg.w * f.focus - u * 18, sea - u * 20, u * 34, -30, '#4F7391'));
    svg.add(dolphin(svg.w * f.focus + u * 22, sea - u * 26, u * 30, 28, '#6A8CA8', true));
    svg.add(
      `<path d="${wavePath(svg.w, svg.h, sea + u * 6, u * 1.6, u * 20, u * 6)}" fill="#1C86BE"/>`,
    );
    svg.add(
      `<path d="${wavePath(svg.w, svg.h, sea + u * 14, u * 1.4, u * 26, u * 11)}" fill="#0D5F96"/>`,
    );
    svg.add(
      `<g fill="#FFFFFF" opacity="0.8"><circle cx="${n(svg.w * f.focus - u * 30)}" cy="${n(sea - u)}" r="${n(u)}"/><circle cx="${n(svg.w * f.focus + u * 36)}" cy="${n(sea - u * 2)}" r="${n(u * 1.3)}"/></g>`,
    );
  },
  polar(f) {
    const { svg, r, u } = f;
    drawSky(f, svg.w * 0.8, svg.h * 0.25);
    svg.add(
      `<path d="${peaksPath(svg.w, svg.h, svg.h * 0.6, svg.h * 0.25, r, 4)}" fill="#DCEBF5"/>`,
    );
    svg.add(
      `<rect y="${n(svg.h * 0.6)}" width="${svg.w}" height="${n(svg.h * 0.4)}" fill="${svg.linear([
        [0, '#3A86C8'],
        [1, '#12406F'],
      ])}"/>`,
    );
    const floe = (x: number, y: number, w: number): string =>
      `<path d="M${n(x - w / 2)},${n(y)} L${n(x - w * 0.4)},${n(y - w * 0.12)} L${n(x + w * 0.3)},${n(y - w * 0.14)} L${n(x + w / 2)},${n(y)} Z" fill="#F4FAFF"/><path d="M${n(x - w / 2)},${n(y)} L${n(x + w / 2)},${n(y)} L${n(x + w * 0.42)},${n(y + w * 0.06)} L${n(x - w * 0.44)},${n(y + w * 0.05)} Z" fill="#A9CDE6"/>`;
    svg.add(floe(svg.w * f.focus, f.ground, u * 70));
    svg.add(floe(svg.w * (f.focus - 0.3), f.ground + u * 6, u * 30));
    for (let i = 0; i < 4; i += 1) {
      svg.add(
        penguin(
          svg.w * f.focus + (i - 1.5) * u * 11,
          f.ground - u * 8 + (i % 2) * u,
          u * (14 + (i % 2) * 3),
        ),
      );
    }
  },
  science(f) {
    const { svg, r, u } = f;
    svg.add(
      `<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([
        [0, '#0A3D6B'],
        [1, '#04162F'],
      ])}"/>`,
    );
    const glow = svg.radial([
      [0, '#3FE0D0', 0.5],
      [1, '#3FE0D0', 0],
    ]);
    svg.add(
      `<ellipse cx="${n(svg.w * f.focus)}" cy="${n(svg.h * 0.45)}" rx="${n(u * 70)}" ry="${n(u * 45)}" fill="${glow}"/>`,
    );
    const colors = ['#FF8FB1', '#B79CFF', '#7FE7FF', '#FFD36E'];
    for (let i = 0; i < 7; i += 1) {
      svg.add(
        jellyfish(
          svg.w * (f.focus + r.range(-0.3, 0.3)),
          svg.h * r.range(0.25, 0.6),
          u * r.range(6, 14),
          r.pick(colors),
          r,
        ),
      );
    }
    const arch = `M0,${svg.h} L0,${n(svg.h * 0.2)} Q${n(svg.w / 2)},${n(-svg.h * 0.25)} ${svg.w},${n(svg.h * 0.2)} L${svg.w},${svg.h} L${n(svg.w - u * 8)},${svg.h} L${n(svg.w - u * 8)},${n(svg.h * 0.24)} Q${n(svg.w / 2)},${n(-svg.h * 0.12)} ${n(u * 8)},${n(svg.h * 0.24)} L${n(u * 8)},${svg.h} Z`;
    svg.add(`<path d="${arch}" fill="#02101F" opacity="0.85"/>`);
    svg.add(
      `<rect y="${n(svg.h - u * 10)}" width="${svg.w}" height="${n(u * 10)}" fill="#02101F"/>`,
    );
    const people: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const px = svg.w * (0.25 + i * 0.13) + r.range(-u * 3, u * 3);
      const ph = u * r.range(9, 14);
      people.push(
        `<circle cx="${n(px)}" cy="${n(svg.h - u * 10 - ph)}" r="${n(ph * 0.16)}"/><rect x="${n(px - ph * 0.17)}" y="${n(svg.h - u * 10 - ph * 0.82)}" width="${n(ph * 0.34)}" height="${n(ph * 0.82)}" rx="${n(ph * 0.12)}"/>`,
      );
    }
    svg.add(`<g fill="#02101F">${people.join('')}</g>`);
  },
  nightshow(f) {
    const { svg, r, u } = f;
    drawSky(f, svg.w * 0.9, svg.h * 0.14);
    const colors = ['#FF5A5F', '#FFC12B', '#7FE7FF', '#C38BFF', '#FFFFFF'];
    for (let i = 0; i < 5; i += 1) {
      svg.add(
        firework(
          svg.w * (f.focus + r.range(-0.3, 0.3)),
          svg.h * r.range(0.14, 0.4),
          u * r.range(6, 13),
          r.pick(colors),
        ),
      );
    }
    const water = svg.h * 0.72;
    svg.add(
      `<path d="${ridgePath(svg.w, water + 2, water - u * 6, u * 2, r, 8)}" fill="${f.sky.land[1]}"/>`,
    );
    const beams: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const a = -60 + i * 30;
      const rad = (a * Math.PI) / 180;
      const sx = svg.w * f.focus;
      beams.push(
        `<path d="M${n(sx)},${n(water)} L${n(sx + Math.sin(rad) * u * 90 - u * 3)},${n(water - Math.cos(rad) * u * 90)} L${n(sx + Math.sin(rad) * u * 90 + u * 3)},${n(water - Math.cos(rad) * u * 90)} Z" fill="${colors[i] ?? '#FFFFFF'}" opacity="0.18"/>`,
      );
    }
    svg.add(beams.join(''));
    svg.add(
      `<rect y="${n(water)}" width="${svg.w}" height="${n(svg.h - water)}" fill="${svg.linear([
        [0, '#1B2F66'],
        [1, '#050B1F'],
      ])}"/>`,
    );
    svg.add(
      `<rect x="${n(svg.w * f.focus - u * 20)}" y="${n(water - u * 2)}" width="${n(u * 40)}" height="${n(u * 2.5)}" rx="${n(u)}" fill="#FFC12B"/>`,
    );
    const glints: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const gx = svg.w * f.focus + r.range(-u * 40, u * 40);
      const gy = water + r.range(u * 2, svg.h - water);
      glints.push(
        `<rect x="${n(gx)}" y="${n(gy)}" width="${n(r.range(1, 4) * u)}" height="${n(u * 0.35)}" rx="${n(u * 0.2)}"/>`,
      );
    }
    svg.add(`<g fill="#FFD36E" opacity="0.55">${glints.join('')}</g>`);
  },
  forest(f) {
    const { svg, r, u } = f;
    drawSky(f, svg.w * 0.72, svg.h * 0.22);
    svg.add(
      `<path d="${peaksPath(svg.w, svg.h, svg.h * 0.6, svg.h * 0.42, r, 4)}" fill="${f.sky.land[0]}" opacity="0.8"/>`,
    );
    svg.add(
      `<path d="${peaksPath(svg.w, svg.h, svg.h * 0.7, svg.h * 0.3, r, 6)}" fill="${f.sky.land[1]}" opacity="0.9"/>`,
    );
    const mist = svg.blur(u * 3);
    svg.add(
      `<ellipse cx="${n(svg.w * 0.4)}" cy="${n(svg.h * 0.66)}" rx="${n(svg.w * 0.4)}" ry="${n(u * 5)}" fill="#FFFFFF" opacity="0.6" filter="${mist}"/>`,
    );
    const craneX = svg.w * (f.focus + 0.18);
    const craneTop = svg.h * 0.3;
    svg.add(
      `<g stroke="${f.sky.ink}" stroke-width="${n(u * 0.5)}" fill="none" opacity="0.55"><path d="M${n(craneX)},${n(svg.h * 0.8)} L${n(craneX)},${n(craneTop)} M${n(craneX - u * 8)},${n(craneTop + u * 2)} L${n(craneX + u * 26)},${n(craneTop + u * 2)} L${n(craneX)},${n(craneTop - u * 4)} Z M${n(craneX + u * 22)},${n(craneTop + u * 2)} L${n(craneX + u * 22)},${n(craneTop + u * 12)}"/></g>`,
    );
    for (let i = 0; i < 26; i += 1) {
      const x = r.range(-0.02, 1.02) * svg.w;
      svg.add(pine(x, f.ground + r.range(-u * 4, u * 6), u * r.range(16, 30), f.sky.land[2]));
    }
    svg.add(
      `<rect y="${n(f.ground + u * 4)}" width="${svg.w}" height="${n(svg.h)}" fill="${f.sky.ink}"/>`,
    );
  },
  hotspring(f) {
    const { svg, r, u } = f;
    drawSky(f, svg.w * 0.2, svg.h * 0.2);
    svg.add(
      `<path d="${peaksPath(svg.w, svg.h, svg.h * 0.55, svg.h * 0.35, r, 4)}" fill="${f.sky.land[0]}"/>`,
    );
    svg.add(
      `<path d="${peaksPath(svg.w, svg.h, svg.h * 0.66, svg.h * 0.22, r, 6)}" fill="${f.sky.land[1]}"/>`,
    );
    for (let i = 0; i < 14; i += 1) {
      const x = r.range(0, 1) * svg.w;
      if (Math.abs(x - svg.w * f.focus) < u * 40) continue;
      svg.add(pine(x, svg.h * 0.74, u * r.range(14, 24), f.sky.land[2]));
    }
    svg.add(
      `<rect y="${n(svg.h * 0.72)}" width="${svg.w}" height="${n(svg.h * 0.3)}" fill="${f.sky.land[2]}"/>`,
    );
    const cx = svg.w * f.focus;
    const cy = svg.h * 0.84;
    const rocks: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const a = (i / 16) * Math.PI * 2;
      rocks.push(
        `<ellipse cx="${n(cx + Math.cos(a) * u * 44)}" cy="${n(cy + Math.sin(a) * u * 11)}" rx="${n(u * r.range(4, 7))}" ry="${n(u * r.range(2.5, 4))}"/>`,
      );
    }
    svg.add(`<g fill="#8C8A80">${rocks.join('')}</g>`);
    svg.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(u * 42)}" ry="${n(u * 9.5)}" fill="${svg.linear(
        [
          [0, '#B9F0EC'],
          [1, '#5CC4C0'],
        ],
      )}"/>`,
    );
    const blur = svg.blur(u * 0.8);
    svg.add(
      `<g filter="${blur}">${steam(cx - u * 14, cy - u * 3, u * 22, '#FFFFFF', 3)}${steam(cx + u * 16, cy - u * 2, u * 18, '#FFFFFF', 2)}</g>`,
    );
  },
  award(f, o) {
    const { svg, u } = f;
    const accent = o.accent ?? '#FFC12B';
    svg.add(
      `<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([
        [0, '#1D2B4F'],
        [1, '#33477A'],
      ])}"/>`,
    );
    const glow = svg.radial([
      [0, accent, 0.55],
      [1, accent, 0],
    ]);
    const cx = svg.w / 2;
    const cy = svg.h * 0.48;
    svg.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(u * 46)}" fill="${glow}"/>`);
    const leaves: string[] = [];
    for (const side of [-1, 1]) {
      for (let i = 0; i < 9; i += 1) {
        const phi = 100 + i * 18;
        const rad = (phi * Math.PI) / 180;
        const lx = cx - side * Math.cos(rad) * u * 30;
        const ly = cy + Math.sin(rad) * u * 30;
        const rot = side < 0 ? phi : 180 - phi;
        leaves.push(
          `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(u * 2.2)}" ry="${n(u * 5)}" transform="rotate(${n(rot)} ${n(lx)} ${n(ly)})"/>`,
        );
      }
    }
    svg.add(`<g fill="#9BD18B">${leaves.join('')}</g>`);
    svg.add(
      `<g fill="${accent}"><path d="M${n(cx - u * 16)},${n(cy - u * 22)} L${n(cx + u * 16)},${n(cy - u * 22)} L${n(cx + u * 14)},${n(cy - u * 6)} Q${n(cx + u * 10)},${n(cy + u * 6)} ${n(cx)},${n(cy + u * 7)} Q${n(cx - u * 10)},${n(cy + u * 6)} ${n(cx - u * 14)},${n(cy - u * 6)} Z"/>` +
        `<rect x="${n(cx - u * 3)}" y="${n(cy + u * 6)}" width="${n(u * 6)}" height="${n(u * 10)}"/><rect x="${n(cx - u * 12)}" y="${n(cy + u * 15)}" width="${n(u * 24)}" height="${n(u * 5)}" rx="${n(u)}"/></g>` +
        `<path d="M${n(cx - u * 15)},${n(cy - u * 18)} Q${n(cx - u * 26)},${n(cy - u * 16)} ${n(cx - u * 13)},${n(cy - u * 4)} M${n(cx + u * 15)},${n(cy - u * 18)} Q${n(cx + u * 26)},${n(cy - u * 16)} ${n(cx + u * 13)},${n(cy - u * 4)}" fill="none" stroke="${accent}" stroke-width="${n(u * 1.8)}"/>` +
        `<path d="M${n(cx - u * 6)},${n(cy - u * 18)} L${n(cx - u * 4)},${n(cy - u * 4)}" stroke="#FFFFFF" stroke-width="${n(u * 1.4)}" opacity="0.5" stroke-linecap="round"/>`,
    );
  },
  pass(f, o) {
    const { svg, u } = f;
    const accent = o.accent ?? '#FFC12B';
    svg.add(
      `<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([
        [0, '#F6F1E7'],
        [1, '#E7DCC8'],
      ])}"/>`,
    );
    const cw = svg.w * 0.7;
    const ch = cw * 0.63;
    const x = (svg.w - cw) / 2;
    const y = (svg.h - ch) / 2;
    svg.add(
      `<rect x="${n(x + u * 2)}" y="${n(y + u * 3)}" width="${n(cw)}" height="${n(ch)}" rx="${n(u * 4)}" fill="#000000" opacity="0.15" transform="rotate(-6 ${n(svg.w / 2)} ${n(svg.h / 2)})"/>`,
    );
    const grad = svg.linear(
      [
        [0, accent],
        [1, '#1D2B4F'],
      ],
      1,
      1,
    );
    svg.add(
      `<g transform="rotate(-6 ${n(svg.w / 2)} ${n(svg.h / 2)})"><rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(ch)}" rx="${n(u * 4)}" fill="${grad}"/>` +
        `<circle cx="${n(x + cw * 0.85)}" cy="${n(y + ch * 0.2)}" r="${n(ch * 0.5)}" fill="#FFFFFF" opacity="0.12"/>` +
        `<rect x="${n(x + cw * 0.08)}" y="${n(y + ch * 0.38)}" width="${n(cw * 0.14)}" height="${n(ch * 0.18)}" rx="${n(u)}" fill="#F3D27A"/>` +
        // a wave emblem and a stripe instead of words: the page names the card
        `<path d="M${n(x + cw * 0.08)},${n(y + ch * 0.2)} q${n(cw * 0.05)},${n(-ch * 0.08)} ${n(cw * 0.1)},0 t${n(cw * 0.1)},0 t${n(cw * 0.1)},0" fill="none" stroke="#FFFFFF" stroke-width="${n(u * 1.4)}" stroke-linecap="round"/>` +
        `<rect x="${n(x + cw * 0.08)}" y="${n(y + ch * 0.76)}" width="${n(cw * 0.5)}" height="${n(ch * 0.07)}" rx="${n(ch * 0.035)}" fill="#FFFFFF" opacity="0.85"/>` +
        `<rect x="${n(x + cw * 0.08)}" y="${n(y + ch * 0.87)}" width="${n(cw * 0.3)}" height="${n(ch * 0.05)}" rx="${n(ch * 0.025)}" fill="#FFFFFF" opacity="0.5"/>` +
        `</g>`,
    );
  },
  'dining-grill': (f) => diningScene(f, ['plate', 'cup', 'skewers'], 'lamps'),
  'dining-cafe': (f) => diningScene(f, ['cake', 'cup', 'cup'], 'lamps'),
  'dining-buffet': (f) => diningScene(f, ['plate', 'bowl', 'cake', 'fish', 'plate'], 'stripes'),
  'dining-dimsum': (f) => diningScene(f, ['steamer', 'teapot', 'steamer'], 'lanterns'),
  'dining-tea': (f) => diningScene(f, ['teapot', 'steamer', 'bowl'], 'lanterns'),
  'dining-bbq': (f) => diningScene(f, ['skewers', 'cup', 'skewers'], 'outdoor'),
  'dining-bistro': (f) => diningScene(f, ['fish', 'cup', 'plate'], 'porthole'),
  'dining-diner': (f) => diningScene(f, ['burger', 'cup', 'burger'], 'porthole'),
  'dining-polar': (f) => diningScene(f, ['fish', 'bowl', 'cake', 'plate', 'fish'], 'ice'),
};

type Dish =
  'plate' | 'bowl' | 'cup' | 'cake' | 'steamer' | 'teapot' | 'skewers' | 'fish' | 'burger';

type Decor = 'lamps' | 'stripes' | 'lanterns' | 'porthole' | 'ice' | 'outdoor';

function diningScene(f: Frame, dishes: Dish[], decor: Decor): void {
  const { svg, r, u } = f;
  const warm = f.mood === 'night' || f.mood === 'dusk';
  const table = svg.h * 0.6;
  if (decor === 'outdoor') {
    drawSky(f, svg.w * 0.85, svg.h * 0.16);
    svg.add(acacia(svg.w * 0.12, table, u * 60, f.sky.ink));
    svg.add(acacia(svg.w * 0.9, table, u * 48, f.sky.ink));
    svg.add(
      `<rect y="${n(table - u * 6)}" width="${svg.w}" height="${n(u * 6)}" fill="${f.sky.ink}"/>`,
    );
  } else {
    const walls: Record<Exclude<Decor, 'outdoor'>, [string, string]> = {
      lamps: warm ? ['#3A2231', '#6B3B3A'] : ['#FFE9C7', '#F6C98C'],
      stripes: ['#4A1626', '#6E2233'],
      lanterns: warm ? ['#3B1E1A', '#6A2E22'] : ['#FBE3C4', '#F0C190'],
      porthole: warm ? ['#1D3557', '#274B73'] : ['#DDEFF7', '#B5DCEB'],
      ice: ['#E6F4FB', '#BFE0F2'],
    };
    const [top, bottom] = walls[decor];
    svg.add(
      `<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([
        [0, top],
        [1, bottom],
      ])}"/>`,
    );
  }
  svg.add(wallDecor(f, decor, warm, table));
  const wood =
    decor === 'ice'
      ? ['#9CC3DA', '#B7D6E8']
      : warm
        ? ['#2A1620', '#4A2C38']
        : ['#8A5530', '#A66B3F'];
  svg.add(
    `<rect y="${n(table)}" width="${svg.w}" height="${n(svg.h - table)}" fill="${wood[0]}"/>`,
  );
  svg.add(
    `<path d="M0,${n(table)} L${svg.w},${n(table)} L${svg.w},${n(svg.h * 0.7)} L0,${n(svg.h * 0.7)} Z" fill="${wood[1]}"/>`,
  );
  const back = dishes.filter((_, i) => i % 2 === 1);
  const front = dishes.filter((_, i) => i % 2 === 0);
  back.forEach((dish, i) => {
    const x = svg.w * (0.5 + (i - (back.length - 1) / 2) * (0.8 / Math.max(front.length, 2)));
    svg.add(drawDish(dish, x, table + svg.h * 0.06, u * r.range(1.05, 1.15)));
  });
  front.forEach((dish, i) => {
    const x = svg.w * (0.5 + (i - (front.length - 1) / 2) * (0.84 / Math.max(front.length, 2)));
    svg.add(drawDish(dish, x, table + svg.h * 0.25, u * r.range(1.35, 1.45)));
  });
}

function wallDecor(f: Frame, decor: Decor, warm: boolean, table: number): string {
  const { svg, u } = f;
  const out: string[] = [];
  const xs = [0.2, 0.5, 0.8].map((t) => svg.w * t);
  switch (decor) {
    case 'lamps':
      for (const lx of xs) {
        out.push(
          `<path d="M${n(lx)},0 L${n(lx)},${n(svg.h * 0.16)}" stroke="${warm ? '#F2C572' : '#7A4A2A'}" stroke-width="${n(u * 0.4)}"/>`,
        );
        if (warm) {
          const glow = svg.radial([
            [0, '#FFD78A', 0.5],
            [1, '#FFD78A', 0],
          ]);
          out.push(
            `<circle cx="${n(lx)}" cy="${n(svg.h * 0.27)}" r="${n(u * 16)}" fill="${glow}"/>`,
          );
        }
        out.push(
          `<path d="M${n(lx - u * 7)},${n(svg.h * 0.25)} Q${n(lx)},${n(svg.h * 0.11)} ${n(lx + u * 7)},${n(svg.h * 0.25)} Z" fill="${warm ? '#F2C572' : '#C9562E'}"/>`,
        );
      }
      break;
    case 'stripes': {
      const w = svg.w / 16;
      for (let i = 0; i < 16; i += 2)
        out.push(
          `<rect x="${n(i * w)}" width="${n(w)}" height="${n(table)}" fill="#FFF1D6" opacity="0.08"/>`,
        );
      const flags: string[] = [];
      for (let x = 0; x < svg.w; x += u * 6) {
        const y = svg.h * 0.08 + Math.sin((x / svg.w) * Math.PI) * svg.h * 0.1;
        flags.push(
          `<path d="M${n(x)},${n(y)} L${n(x + u * 6)},${n(y)} L${n(x + u * 3)},${n(y + u * 5)} Z" fill="${(x / (u * 6)) % 2 < 1 ? '#FFC12B' : '#D7263D'}"/>`,
        );
      }
      out.push(flags.join(''));
      const glow = svg.radial([
        [0, '#FFE9A6', 0.35],
        [1, '#FFE9A6', 0],
      ]);
      out.push(
        `<ellipse cx="${n(svg.w / 2)}" cy="${n(svg.h * 0.4)}" rx="${n(u * 60)}" ry="${n(u * 26)}" fill="${glow}"/>`,
      );
      break;
    }
    case 'lanterns': {
      const cx = svg.w * 0.5;
      const cy = svg.h * 0.33;
      const rad = u * 15;
      out.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${warm ? '#F2C572' : '#FFF7EA'}" opacity="0.7"/>`,
      );
      out.push(
        `<path d="M${n(cx - rad)},${n(cy)} L${n(cx + rad)},${n(cy)} M${n(cx)},${n(cy - rad)} L${n(cx)},${n(cy + rad)} M${n(cx - rad * 0.7)},${n(cy - rad * 0.7)} L${n(cx + rad * 0.7)},${n(cy + rad * 0.7)} M${n(cx + rad * 0.7)},${n(cy - rad * 0.7)} L${n(cx - rad * 0.7)},${n(cy + rad * 0.7)}" stroke="#8A4B2A" stroke-width="${n(u * 0.5)}"/>`,
      );
      out.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="none" stroke="#8A4B2A" stroke-width="${n(u * 1.6)}"/>`,
      );
      for (const lx of [svg.w * 0.16, svg.w * 0.84]) {
        out.push(
          `<path d="M${n(lx)},0 L${n(lx)},${n(svg.h * 0.12)}" stroke="#8A4B2A" stroke-width="${n(u * 0.4)}"/>`,
        );
        out.push(
          `<rect x="${n(lx - u * 3)}" y="${n(svg.h * 0.12)}" width="${n(u * 6)}" height="${n(u * 1.5)}" fill="#E0A100"/>`,
        );
        out.push(
          `<ellipse cx="${n(lx)}" cy="${n(svg.h * 0.12 + u * 8)}" rx="${n(u * 8)}" ry="${n(u * 7)}" fill="#D7263D"/>`,
        );
        out.push(
          `<path d="M${n(lx - u * 4)},${n(svg.h * 0.12 + u * 2)} Q${n(lx - u * 6)},${n(svg.h * 0.12 + u * 8)} ${n(lx - u * 4)},${n(svg.h * 0.12 + u * 14)} M${n(lx + u * 4)},${n(svg.h * 0.12 + u * 2)} Q${n(lx + u * 6)},${n(svg.h * 0.12 + u * 8)} ${n(lx + u * 4)},${n(svg.h * 0.12 + u * 14)}" fill="none" stroke="#A81D2F" stroke-width="${n(u * 0.4)}"/>`,
        );
        out.push(
          `<rect x="${n(lx - u * 3)}" y="${n(svg.h * 0.12 + u * 14.5)}" width="${n(u * 6)}" height="${n(u * 1.5)}" fill="#E0A100"/>`,
        );
        out.push(
          `<path d="M${n(lx)},${n(svg.h * 0.12 + u * 16)} L${n(lx)},${n(svg.h * 0.12 + u * 22)}" stroke="#E0A100" stroke-width="${n(u * 0.8)}"/>`,
        );
      }
      break;
    }
    case 'porthole':
      for (const px of [svg.w * 0.25, svg.w * 0.75]) {
        const py = svg.h * 0.3;
        const rad = u * 13;
        const sea = svg.linear([
          [0, '#7FD3F0'],
          [0.45, '#2FA7D6'],
          [1, '#0D5F96'],
        ]);
        out.push(`<circle cx="${n(px)}" cy="${n(py)}" r="${n(rad)}" fill="${sea}"/>`);
        out.push(dolphin(px, py + rad * 0.2, rad * 0.9, -10, '#0B3D63', px > svg.w / 2));
        out.push(
          `<circle cx="${n(px)}" cy="${n(py)}" r="${n(rad)}" fill="none" stroke="#C9A14A" stroke-width="${n(u * 2.2)}"/>`,
        );
        for (let k = 0; k < 8; k += 1) {
          const a = (k / 8) * Math.PI * 2;
          out.push(
            `<circle cx="${n(px + Math.cos(a) * rad * 1.12)}" cy="${n(py + Math.sin(a) * rad * 1.12)}" r="${n(u * 0.6)}" fill="#8A6D2A"/>`,
          );
        }
      }
      break;
    case 'ice': {
      const flakes: string[] = [];
      for (let i = 0; i < 9; i += 1) {
        const fx = f.r.range(0.05, 0.95) * svg.w;
        const fy = f.r.range(0.08, 0.45) * svg.h;
        const s = u * f.r.range(1.5, 3);
        flakes.push(
          `M${n(fx - s)},${n(fy)} L${n(fx + s)},${n(fy)} M${n(fx - s / 2)},${n(fy - s * 0.87)} L${n(fx + s / 2)},${n(fy + s * 0.87)} M${n(fx + s / 2)},${n(fy - s * 0.87)} L${n(fx - s / 2)},${n(fy + s * 0.87)}`,
        );
      }
      out.push(
        `<path d="${flakes.join(' ')}" stroke="#FFFFFF" stroke-width="${n(u * 0.5)}" stroke-linecap="round"/>`,
      );
      let icicles = `M0,0 L${svg.w},0`;
      for (let x = svg.w; x > 0; x -= u * 5)
        icicles += ` L${n(x - u * 2.5)},${n(u * f.r.range(4, 10))} L${n(x - u * 5)},0`;
      out.push(`<path d="${icicles} Z" fill="#FFFFFF" opacity="0.9"/>`);
      break;
    }
    case 'outdoor': {
      const bulbs: string[] = [];
      let wire = `M0,${n(svg.h * 0.1)}`;
      for (let i = 0; i <= 24; i += 1) {
        const t = i / 24;
        const x = t * svg.w;
        const y = svg.h * 0.1 + Math.sin(((t * 3) % 1) * Math.PI) * svg.h * 0.08;
        wire += ` L${n(x)},${n(y)}`;
        bulbs.push(`<circle cx="${n(x)}" cy="${n(y + u)}" r="${n(u * 0.9)}"/>`);
      }
      out.push(
        `<path d="${wire}" fill="none" stroke="#2A2A2A" stroke-width="${n(u * 0.3)}"/><g fill="#FFE08A">${bulbs.join('')}</g>`,
      );
      break;
    }
  }
  return out.join('');
}

function drawDish(dish: Dish, x: number, y: number, u: number): string {
  switch (dish) {
    case 'fish':
      return (
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 17)}" ry="${n(u * 3.4)}" fill="#FFFFFF"/>` +
        `<path d="M${n(x - u * 11)},${n(y - u * 3)} Q${n(x - u * 2)},${n(y - u * 10)} ${n(x + u * 7)},${n(y - u * 3.5)} L${n(x + u * 12)},${n(y - u * 7)} L${n(x + u * 11)},${n(y - u * 1.5)} Q${n(x - u * 2)},${n(y + u * 1)} ${n(x - u * 11)},${n(y - u * 3)} Z" fill="#E8A25C"/>` +
        `<path d="M${n(x - u * 4)},${n(y - u * 6.5)} L${n(x - u * 3)},${n(y - u * 1.5)} M${n(x + u * 1)},${n(y - u * 6.8)} L${n(x + u * 2)},${n(y - u * 1.8)}" stroke="#B86B2E" stroke-width="${n(u * 0.5)}"/>` +
        `<circle cx="${n(x - u * 8)}" cy="${n(y - u * 4)}" r="${n(u * 0.6)}" fill="#3A2A1A"/>` +
        `<path d="M${n(x + u * 10)},${n(y - u)} l${n(u * 3)},${n(-u * 0.5)} l${n(-u * 1)},${n(u * 2)} Z" fill="#F4D35E"/>` +
        steam(x, y - u * 11, u * 9, '#FFFFFF', 2)
      );
    case 'burger':
      return (
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 14)}" ry="${n(u * 2.8)}" fill="#FFFFFF"/>` +
        `<rect x="${n(x - u * 9)}" y="${n(y - u * 4)}" width="${n(u * 18)}" height="${n(u * 3)}" rx="${n(u * 1.5)}" fill="#E2A04A"/>` +
        `<rect x="${n(x - u * 9.5)}" y="${n(y - u * 6.5)}" width="${n(u * 19)}" height="${n(u * 3)}" rx="${n(u * 1.5)}" fill="#6B3A1F"/>` +
        `<path d="M${n(x - u * 10)},${n(y - u * 7)} q${n(u * 2.5)},${n(u * 2)} ${n(u * 5)},0 t${n(u * 5)},0 t${n(u * 5)},0 t${n(u * 5)},0 L${n(x + u * 10)},${n(y - u * 8)} L${n(x - u * 10)},${n(y - u * 8)} Z" fill="#6BBF59"/>` +
        `<path d="M${n(x - u * 9)},${n(y - u * 8)} Q${n(x - u * 9)},${n(y - u * 16)} ${n(x)},${n(y - u * 16)} Q${n(x + u * 9)},${n(y - u * 16)} ${n(x + u * 9)},${n(y - u * 8)} Z" fill="#E9A94E"/>` +
        `<g fill="#FFF3D6"><circle cx="${n(x - u * 3)}" cy="${n(y - u * 13)}" r="${n(u * 0.5)}"/><circle cx="${n(x + u * 2)}" cy="${n(y - u * 14)}" r="${n(u * 0.5)}"/><circle cx="${n(x + u * 4)}" cy="${n(y - u * 11.5)}" r="${n(u * 0.5)}"/></g>`
      );
    case 'plate':
      return (
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 17)}" ry="${n(u * 3.2)}" fill="#FFFFFF"/>` +
        `<path d="M${n(x - u * 10)},${n(y - u * 1.5)} Q${n(x - u * 4)},${n(y - u * 9)} ${n(x + u * 4)},${n(y - u * 6)} Q${n(x + u * 11)},${n(y - u * 4)} ${n(x + u * 10)},${n(y - u * 1.5)} Z" fill="#C8553D"/>` +
        `<circle cx="${n(x - u * 3)}" cy="${n(y - u * 5)}" r="${n(u * 1.4)}" fill="#6BBF59"/><circle cx="${n(x + u * 3)}" cy="${n(y - u * 4.5)}" r="${n(u * 1.2)}" fill="#FFC12B"/>` +
        steam(x, y - u * 10, u * 10, '#FFFFFF')
      );
    case 'bowl':
      return (
        `<path d="M${n(x - u * 12)},${n(y - u * 10)} Q${n(x - u * 11)},${n(y)} ${n(x)},${n(y)} Q${n(x + u * 11)},${n(y)} ${n(x + u * 12)},${n(y - u * 10)} Z" fill="#2E86AB"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - u * 10)}" rx="${n(u * 12)}" ry="${n(u * 2.2)}" fill="#F7E1A8"/>` +
        `<path d="M${n(x + u * 4)},${n(y - u * 12)} L${n(x + u * 16)},${n(y - u * 24)} M${n(x + u * 6)},${n(y - u * 11)} L${n(x + u * 18)},${n(y - u * 22)}" stroke="#7A4A2A" stroke-width="${n(u * 0.8)}" stroke-linecap="round"/>` +
        steam(x - u * 2, y - u * 14, u * 12, '#FFFFFF')
      );
    case 'cup':
      return (
        `<path d="M${n(x - u * 6)},${n(y - u * 13)} L${n(x + u * 6)},${n(y - u * 13)} L${n(x + u * 5)},${n(y - u * 1)} Q${n(x)},${n(y)} ${n(x - u * 5)},${n(y - u)} Z" fill="#FFFFFF"/>` +
        `<path d="M${n(x + u * 5.5)},${n(y - u * 10)} q${n(u * 5)},${n(u * 1)} ${n(u * 0.5)},${n(u * 6)}" fill="none" stroke="#FFFFFF" stroke-width="${n(u * 1.2)}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - u * 13)}" rx="${n(u * 6)}" ry="${n(u * 1.3)}" fill="#8B5A2B"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 9)}" ry="${n(u * 1.6)}" fill="#FFFFFF" opacity="0.85"/>` +
        steam(x, y - u * 16, u * 9, '#FFFFFF', 2)
      );
    case 'cake':
      return (
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 12)}" ry="${n(u * 2.4)}" fill="#FFFFFF"/>` +
        `<path d="M${n(x - u * 8)},${n(y - u)} L${n(x - u * 8)},${n(y - u * 10)} L${n(x + u * 8)},${n(y - u * 14)} L${n(x + u * 8)},${n(y - u * 1)} Z" fill="#F7C6D9"/>` +
        `<path d="M${n(x - u * 8)},${n(y - u * 10)} L${n(x + u * 8)},${n(y - u * 14)} L${n(x + u * 8)},${n(y - u * 11.5)} L${n(x - u * 8)},${n(y - u * 7.5)} Z" fill="#FFFFFF"/>` +
        `<circle cx="${n(x + u * 3)}" cy="${n(y - u * 15)}" r="${n(u * 2)}" fill="#D7263D"/>`
      );
    case 'steamer':
      return (
        `<rect x="${n(x - u * 12)}" y="${n(y - u * 9)}" width="${n(u * 24)}" height="${n(u * 9)}" rx="${n(u * 1.5)}" fill="#D9A45B"/>` +
        `<path d="M${n(x - u * 12)},${n(y - u * 6)} L${n(x + u * 12)},${n(y - u * 6)} M${n(x - u * 12)},${n(y - u * 3)} L${n(x + u * 12)},${n(y - u * 3)}" stroke="#B07F3C" stroke-width="${n(u * 0.5)}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - u * 9)}" rx="${n(u * 12)}" ry="${n(u * 2.4)}" fill="#E9BF7E"/>` +
        `<g fill="#FFF7EA"><circle cx="${n(x - u * 6)}" cy="${n(y - u * 11)}" r="${n(u * 3.4)}"/><circle cx="${n(x + u * 0.5)}" cy="${n(y - u * 12)}" r="${n(u * 3.6)}"/><circle cx="${n(x + u * 6.5)}" cy="${n(y - u * 11)}" r="${n(u * 3.2)}"/></g>` +
        steam(x, y - u * 16, u * 11, '#FFFFFF')
      );
    case 'teapot':
      return (
        `<ellipse cx="${n(x)}" cy="${n(y - u * 8)}" rx="${n(u * 10)}" ry="${n(u * 8)}" fill="#3E7C6B"/>` +
        `<path d="M${n(x + u * 9)},${n(y - u * 10)} Q${n(x + u * 16)},${n(y - u * 12)} ${n(x + u * 17)},${n(y - u * 18)} L${n(x + u * 18.5)},${n(y - u * 17)} Q${n(x + u * 17)},${n(y - u * 8)} ${n(x + u * 8)},${n(y - u * 5)} Z" fill="#3E7C6B"/>` +
        `<path d="M${n(x - u * 9)},${n(y - u * 12)} q${n(-u * 7)},${n(u * 4)} ${n(-u * 1)},${n(u * 9)}" fill="none" stroke="#3E7C6B" stroke-width="${n(u * 1.6)}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - u * 15.5)}" rx="${n(u * 4.5)}" ry="${n(u * 1.4)}" fill="#2F6154"/><circle cx="${n(x)}" cy="${n(y - u * 17.5)}" r="${n(u * 1.3)}" fill="#2F6154"/>` +
        steam(x + u * 18, y - u * 20, u * 8, '#FFFFFF', 1)
      );
    case 'skewers':
      return (
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 16)}" ry="${n(u * 3)}" fill="#2B2B2B"/>` +
        [-6, 0, 6]
          .map(
            (dx) =>
              `<path d="M${n(x + dx * u - u * 8)},${n(y - u * 2)} L${n(x + dx * u + u * 10)},${n(y - u * 14)}" stroke="#C9A66B" stroke-width="${n(u * 0.6)}"/>` +
              [0.25, 0.45, 0.65]
                .map(
                  (t) =>
                    `<rect x="${n(x + dx * u - u * 8 + t * u * 18 - u * 1.6)}" y="${n(y - u * 2 - t * u * 12 - u * 1.6)}" width="${n(u * 3.2)}" height="${n(u * 3.2)}" rx="${n(u * 0.6)}" fill="${t === 0.45 ? '#6BBF59' : '#A0442A'}"/>`,
                )
                .join(''),
          )
          .join('') +
        `<path d="M${n(x - u * 10)},${n(y - u * 1)} q${n(u * 2)},${n(-u * 6)} ${n(u * 4)},0 q${n(u * 2)},${n(-u * 8)} ${n(u * 5)},0 q${n(u * 2)},${n(-u * 5)} ${n(u * 4)},0" fill="#FF8A3D" opacity="0.85"/>`
      );
  }
}

function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle',
  weight: number,
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${n(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

/** Renders one illustration (no text on banners: see SceneOptions.banner). */
export function renderScene(
  width: number,
  height: number,
  seed: number,
  options: SceneOptions,
): string {
  const svg = new Svg(width, height);
  const mood = options.mood ?? 'day';
  const banner = options.banner === true;
  const wide = width / height > 1.6;
  const frame: Frame = {
    svg,
    r: createRandom(seed),
    mood,
    sky: SKIES[mood],
    focus: banner && wide ? 0.68 : 0.5,
    ground: height * (banner && !wide ? 0.86 : 0.82),
    // Phone banners keep the top third for the caption, so their subjects are a little smaller.
    u: (Math.min(width, height) / 100) * (banner && !wide ? 0.82 : 1),
  };
  SCENES[options.scene](frame, options);
  return svg.toString();
}

// ---- park map --------------------------------------------------------------------------------

export interface MapZone {
  color: string;
  /** Centre in fractions of the map. */
  x: number;
  y: number;
  /** Radius in fractions of the map height. */
  size: number;
}

export interface MapOptions {
  land: string;
  water: string;
  /**
   * The water the zones are laid around: a river with a pond (default), a lake in the middle
   * or a coast along the right-hand side.
   */
  shape?: 'river' | 'lake' | 'coast';
  zones: readonly MapZone[];
}

/** The map's water in the shape asked for (see MapOptions.shape). */
function mapWater(width: number, height: number, u: number, r: Random, o: MapOptions): string {
  const w = (f: number) => n(width * f);
  const h = (f: number) => n(height * f);
  if (o.shape === 'lake') {
    // an irregular lake around the middle, with a small island
    const pts: [number, number][] = [];
    const steps = 14;
    for (let i = 0; i < steps; i += 1) {
      const a = (i / steps) * Math.PI * 2;
      const k = r.range(0.86, 1.1);
      pts.push([width * (0.5 + Math.cos(a) * 0.15 * k), height * (0.46 + Math.sin(a) * 0.19 * k)]);
    }
    let d = '';
    pts.forEach((p, i) => {
      const next = pts[(i + 1) % steps] ?? p;
      const mx = (p[0] + next[0]) / 2;
      const my = (p[1] + next[1]) / 2;
      d += i === 0 ? `M${n(mx)},${n(my)}` : ` Q${n(p[0])},${n(p[1])} ${n(mx)},${n(my)}`;
    });
    const p0 = pts[0] ?? [width / 2, height / 2];
    const p1 = pts[1] ?? p0;
    d += ` Q${n(p0[0])},${n(p0[1])} ${n((p0[0] + p1[0]) / 2)},${n((p0[1] + p1[1]) / 2)} Z`;
    return (
      `<path d="${d}" fill="${o.water}" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="${n(u * 0.6)}"/>` +
      `<ellipse cx="${w(0.54)}" cy="${h(0.42)}" rx="${n(u * 5)}" ry="${n(u * 3)}" fill="${o.land}"/>` +
      roundTree(width * 0.54, height * 0.42, u * 3, '#2F7A4A', '#6B4A2B')
    );
  }
  if (o.shape === 'coast') {
    // the sea on the right, a wavy shore with a bay and a pier
    const shore = `M${w(0.74)},0 C${w(0.7)},${h(0.2)} ${w(0.8)},${h(0.3)} ${w(0.76)},${h(0.45)} S${w(0.68)},${h(0.62)} ${w(0.74)},${h(0.74)} S${w(0.84)},${h(0.9)} ${w(0.8)},${height}`;
    const waves: string[] = [];
    for (let i = 0; i < 18; i += 1) {
      const x = width * r.range(0.84, 0.98);
      const y = height * r.range(0.05, 0.95);
      waves.push(
        `<path d="M${n(x)},${n(y)} q${n(u)},${n(-u)} ${n(u * 2)},0 q${n(u)},${n(u)} ${n(u * 2)},0"/>`,
      );
    }
    return (
      `<path d="${shore} L${width},${height} L${width},0 Z" fill="${o.water}"/>` +
      `<path d="${shore}" fill="none" stroke="#F3E3B5" stroke-width="${n(u * 2.2)}"/>` +
      `<rect x="${w(0.72)}" y="${h(0.585)}" width="${n(u * 14)}" height="${n(u * 1.6)}" rx="${n(u * 0.4)}" fill="#B98B5A"/>` +
      `<g fill="none" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="${n(u * 0.35)}" stroke-linecap="round">${waves.join('')}</g>`
    );
  }
  return (
    `<path d="M${w(0.55)},${height} C${w(0.5)},${h(0.75)} ${w(0.62)},${h(0.6)} ${w(0.56)},${h(0.45)} S${w(0.4)},${h(0.2)} ${w(0.48)},0 L${w(0.56)},0 C${w(0.5)},${h(0.2)} ${w(0.66)},${h(0.35)} ${w(0.64)},${h(0.48)} S${w(0.6)},${h(0.8)} ${w(0.64)},${height} Z" fill="${o.water}"/>` +
    `<ellipse cx="${w(0.6)}" cy="${h(0.46)}" rx="${n(u * 14)}" ry="${n(u * 9)}" fill="${o.water}"/>`
  );
}

/** A white pictogram inside a map marker of radius r at (x, y). */
type Pictogram = (x: number, y: number, r: number) => string;

const letters =
  (text: string): Pictogram =>
  (x, y, r) =>
    textLine(text, x, y + r * 0.36, r * (text.length > 1 ? 0.8 : 1.1), '#FFFFFF', 'middle', 700);

/** Knife and fork: food and drink. */
const cutlery: Pictogram = (x, y, r) => {
  const w = r * 0.12;
  return (
    `<g stroke="#FFFFFF" stroke-width="${n(w)}" stroke-linecap="round" fill="none">` +
    `<path d="M${n(x - r * 0.28)},${n(y - r * 0.55)} V${n(y + r * 0.55)} M${n(x - r * 0.44)},${n(y - r * 0.55)} V${n(y - r * 0.15)} Q${n(x - r * 0.28)},${n(y)} ${n(x - r * 0.12)},${n(y - r * 0.15)} V${n(y - r * 0.55)}"/>` +
    `<path d="M${n(x + r * 0.3)},${n(y + r * 0.55)} V${n(y - r * 0.55)} Q${n(x + r * 0.52)},${n(y - r * 0.3)} ${n(x + r * 0.3)},${n(y + r * 0.05)}"/></g>`
  );
};

/** Camera: photo spot. */
const camera: Pictogram = (x, y, r) =>
  `<rect x="${n(x - r * 0.55)}" y="${n(y - r * 0.3)}" width="${n(r * 1.1)}" height="${n(r * 0.75)}" rx="${n(r * 0.12)}" fill="#FFFFFF"/>` +
  `<rect x="${n(x - r * 0.2)}" y="${n(y - r * 0.45)}" width="${n(r * 0.4)}" height="${n(r * 0.2)}" fill="#FFFFFF"/>` +
  `<circle cx="${n(x)}" cy="${n(y + r * 0.07)}" r="${n(r * 0.24)}" fill="#3E7C6B"/>`;

/** The map's point markers: visitor information, restrooms, first aid, food, photo spots. */
const MAP_ICONS: [Pictogram, string][] = [
  [letters('i'), '#2E86AB'],
  [letters('WC'), '#5C6B7A'],
  [letters('+'), '#D7263D'],
  [cutlery, '#E67E22'],
  [camera, '#3E7C6B'],
];

/**
 * A large illustrated park map: water, zones, a loop path, point markers and the main gate. It
 * carries no words: zones are numbered (1, 2, … in the order given) and markers are
 * pictograms, so one picture serves every language; the page names the numbers.
 */
export function renderParkMap(width: number, height: number, seed: number, o: MapOptions): string {
  const svg = new Svg(width, height);
  const r = createRandom(seed);
  const u = Math.min(width, height) / 100;
  svg.add(`<rect width="${width}" height="${height}" fill="${o.land}"/>`);
  const dots: string[] = [];
  for (let i = 0; i < 900; i += 1) {
    dots.push(
      `<circle cx="${n(r.range(0, width))}" cy="${n(r.range(0, height))}" r="${n(r.range(0.3, 0.9) * u)}"/>`,
    );
  }
  svg.add(`<g fill="#2F6B3E" opacity="0.12">${dots.join('')}</g>`);
  svg.add(mapWater(width, height, u, r, o));
  const centres = o.zones.map((z) => [z.x * width, z.y * height] as const);
  const loop = centres.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)},${n(y)}`).join(' ') + ' Z';
  svg.add(
    `<path d="${loop}" fill="none" stroke="#F6E7C8" stroke-width="${n(u * 3.2)}" stroke-linejoin="round"/>`,
  );
  svg.add(
    `<path d="${loop}" fill="none" stroke="#C9A870" stroke-width="${n(u * 0.35)}" stroke-dasharray="${n(u * 1.5)} ${n(u * 1.2)}"/>`,
  );
  const gate = centres[0] ?? [width / 2, height / 2];
  svg.add(
    `<path d="M${n(gate[0])},${n(height - u * 7)} L${n(gate[0])},${n(gate[1])}" stroke="#F6E7C8" stroke-width="${n(u * 2.4)}"/>`,
  );
  const badges: string[] = [];
  o.zones.forEach((z, index) => {
    const cx = z.x * width;
    const cy = z.y * height;
    const rad = z.size * height;
    let d = '';
    const steps = 10;
    const pts: [number, number][] = [];
    for (let i = 0; i < steps; i += 1) {
      const a = (i / steps) * Math.PI * 2;
      const rr = rad * r.range(0.8, 1.15);
      pts.push([cx + Math.cos(a) * rr * 1.35, cy + Math.sin(a) * rr]);
    }
    pts.forEach((p, i) => {
      const next = pts[(i + 1) % steps] ?? p;
      const mx = (p[0] + next[0]) / 2;
      const my = (p[1] + next[1]) / 2;
      d += i === 0 ? `M${n(mx)},${n(my)}` : ` Q${n(p[0])},${n(p[1])} ${n(mx)},${n(my)}`;
    });
    const p0 = pts[0] ?? [cx, cy];
    const p1 = pts[1] ?? p0;
    d += ` Q${n(p0[0])},${n(p0[1])} ${n((p0[0] + p1[0]) / 2)},${n((p0[1] + p1[1]) / 2)} Z`;
    svg.add(`<path d="${d}" fill="${z.color}" stroke="#FFFFFF" stroke-width="${n(u * 0.5)}"/>`);
    for (let i = 0; i < 6; i += 1) {
      const a = r.range(0, Math.PI * 2);
      const dist = rad * r.range(0.3, 0.75);
      svg.add(
        roundTree(
          cx + Math.cos(a) * dist * 1.3,
          cy + Math.sin(a) * dist + u * 2,
          u * 4,
          '#2F7A4A',
          '#6B4A2B',
        ),
      );
    }
    badges.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(u * 3)}" fill="#1D2B4F" stroke="#FFFFFF" stroke-width="${n(u * 0.6)}"/>` +
        textLine(String(index + 1), cx, cy + u * 1.15, u * 3.2, '#FFFFFF', 'middle', 800),
    );
  });
  svg.add(badges.join(''));
  const placed: [number, number][] = [];
  MAP_ICONS.forEach(([pictogram, color], i) => {
    for (let k = 0; k < 3; k += 1) {
      const a = centres[(i + k * 2) % centres.length] ?? [width / 2, height / 2];
      const b = centres[(i + k * 2 + 1) % centres.length] ?? a;
      // Slide along the path until the marker clears every zone number and every placed marker.
      const spot = [0.3 + 0.2 * k, 0.5, 0.4, 0.6, 0.35, 0.65]
        .map((t): [number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
        .find(([x, y]) => {
          const clearOfBadges = centres.every(([zx, zy]) => Math.hypot(x - zx, y - zy) > u * 7);
          return clearOfBadges && placed.every(([px, py]) => Math.hypot(x - px, y - py) > u * 5);
        });
      if (!spot) continue;
      placed.push(spot);
      const [ix, iy] = spot;
      svg.add(
        `<circle cx="${n(ix)}" cy="${n(iy)}" r="${n(u * 2)}" fill="${color}" stroke="#FFFFFF" stroke-width="${n(u * 0.4)}"/>`,
      );
      svg.add(pictogram(ix, iy, u * 2));
    }
  });
  // the main gate: a red arch at the foot of the entrance path
  const gx = gate[0];
  const gy = height - u * 6;
  svg.add(
    `<path d="M${n(gx - u * 5)},${n(gy + u * 3)} V${n(gy - u * 1)} A${n(u * 5)},${n(u * 4)} 0 0 1 ${n(gx + u * 5)},${n(gy - u * 1)} V${n(gy + u * 3)} H${n(gx + u * 3)} V${n(gy - u * 0.5)} A${n(u * 3)},${n(u * 2.4)} 0 0 0 ${n(gx - u * 3)},${n(gy - u * 0.5)} V${n(gy + u * 3)} Z" fill="#D7263D" stroke="#FFFFFF" stroke-width="${n(u * 0.4)}"/>`,
  );
  const cx = width - u * 10;
  const cy = u * 11;
  svg.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(u * 6)}" fill="#FFFFFF" opacity="0.95"/><path d="M${n(cx)},${n(cy - u * 5)} L${n(cx + u * 1.8)},${n(cy)} L${n(cx)},${n(cy + u * 5)} L${n(cx - u * 1.8)},${n(cy)} Z" fill="#1D2B4F"/><path d="M${n(cx)},${n(cy - u * 5)} L${n(cx + u * 1.8)},${n(cy)} L${n(cx - u * 1.8)},${n(cy)} Z" fill="#D7263D"/>`,
  );
  return svg.toString();
}
