import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One page of each type the benchmarks measure: its label and its path in the build. */
export interface PageOfType {
  type: string;
  path: string;
}

/** The HTML of a built page (`/en/GZ` → dist/en/GZ/index.html), or null when not built. */
export function builtHtml(dist: string, path: string): string | null {
  for (const file of [join(dist, path, 'index.html'), join(dist, `${path}.html`)]) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return null;
}

/** The first link matching `pattern` on the English area homes of the build, in `areas` order. */
function firstLink(dist: string, pattern: RegExp, areas = ['GZ', 'ZH', 'QY']): string | null {
  for (const area of areas) {
    const match = pattern.exec(builtHtml(dist, `/en/${area}`) ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * The English page of each type: area home, POI, content detail, guide, the booking pages,
 * cart, order recheck and login. POI and content detail are the first such links on an area
 * home (their addresses carry CMS ids); the content detail is taken from Zhuhai first, as the
 * first ones of Guangzhou are its notices.
 * `PAGES=/a,/b` replaces the list (type = path).
 */
export function pagesOfTypes(dist: string): PageOfType[] {
  const fromEnv = process.env['PAGES'];
  if (fromEnv) {
    return fromEnv
      .split(',')
      .filter(Boolean)
      .map((path) => ({ type: path, path }));
  }
  const poi = firstLink(dist, /href="(\/en\/[A-Z]{2}\/poi\/[^"]+)"/);
  const detail = firstLink(dist, /href="(\/en\/[A-Z]{2}\/cms-detail\/[^"]+)"/, ['ZH', 'QY', 'GZ']);
  const food = firstLink(dist, /href="(\/en\/GZ\/buy-food\/[^"]+)"/);
  return [
    { type: 'area home', path: '/en/GZ' },
    ...(poi ? [{ type: 'POI', path: poi }] : []),
    ...(detail ? [{ type: 'content detail', path: detail }] : []),
    { type: 'guide', path: '/en/GZ/traffic-guide' },
    { type: 'buy tickets', path: '/en/GZ/buy-tickets' },
    { type: 'buy hotel', path: '/en/GZ/buy-hotel' },
    ...(food ? [{ type: 'buy food', path: food }] : []),
    { type: 'discount', path: '/en/GZ/discount' },
    { type: 'cart', path: '/en/product' },
    { type: 'recheck', path: '/en/product-recheck' },
    { type: 'login', path: '/en/login' },
  ];
}

/** The page types Lighthouse measures (the list). */
export const LIGHTHOUSE_TYPES: ReadonlySet<string> = new Set([
  'area home',
  'POI',
  'content detail',
  'guide',
  'buy tickets',
  'cart',
  'login',
]);
