import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The build under test: dist/, or E2E_DIST (a build folder of its own, for parallel runs). */
export const DIST = process.env['E2E_DIST']
  ? resolve(process.env['E2E_DIST'])
  : join(import.meta.dirname, '..', '..', 'dist');
export const LANGS = [
  { code: 'zh-TW', prefix: '', htmlLang: 'zh-TW' },
  { code: 'zh-CN', prefix: '/zh-cn', htmlLang: 'zh-CN' },
  { code: 'en', prefix: '/en', htmlLang: 'en' },
] as const;
export const ADDRESSES = ['home', 'GZ', 'ZH', 'QY'] as const;
export const THEMES: Record<(typeof ADDRESSES)[number], string> = {
  home: '#FFC12B',
  GZ: '#FF9240',
  ZH: '#3CC3CB',
  QY: '#8CC63F',
};

/** Every HTML file of the build, as the URL path that serves it. */
export function builtPages(): { path: string; file: string }[] {
  const pages: { path: string; file: string }[] = [];
  for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const rel = '/' + relative(DIST, file).split(sep).join('/');
    const path = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) || '/' : rel;
    pages.push({ path: path.length > 1 ? path.replace(/\/$/, '') : path, file });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The language of a built page's path. */
export const pageLanguage = (path: string): 'zh-TW' | 'zh-CN' | 'en' =>
  /^\/en(\/|$)/.test(path) ? 'en' : /^\/zh-cn(\/|$)/.test(path) ? 'zh-CN' : 'zh-TW';

/**
 * The route pattern of a page: `:address` for area homes, `:address/poi` for POI pages,
 * `login`, `404.html`, … (language prefix dropped).
 */
export function pageType(path: string): string {
  const segments = path
    .replace(/^\/(en|zh-cn)(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return '/';
  if ((ADDRESSES as readonly string[]).includes(first)) {
    return second === undefined ? ':address' : `:address/${second}`;
  }
  return segments.join('/');
}

/**
 * Marks of a UI framework runtime in a built script: React's (React DOM) and Preact's (its core
 * carries the list of unitless style properties as this pattern; the islands run on Preact
 * through preact/compat).
 */
export const FRAMEWORK_RUNTIME =
  /react\.(production|development)|__SECRET_INTERNALS|react-dom|rph\|grid\|ows\|mnc/;
