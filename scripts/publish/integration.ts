import type { AstroIntegration, IntegrationRouteData } from 'astro';
import { cp, mkdir, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SiteContent } from '../../src/content/site-map.ts';
import { contentHashes } from '../../src/content/tracked.ts';
import { tracker } from '../../src/content/tracking.ts';
import {
  pageFile,
  pagePath,
  RENDERER_DIR,
  ROUTES_FILE,
  serializeState,
  STATE_FILE,
  writeAtomic,
  type RenderState,
  type RouteStyle,
  type SavedRoute,
} from './state.ts';

/**
 * Keeps what incremental publishing needs from a full build (scripts/publish/): Astro renders
 * the pages of a static build with a server bundle of them that it deletes afterwards; this
 * integration copies that bundle into `<outDir>/.server/` before it goes, with the render state
 * (which content each page read, src/content/tracking.ts). The incremental renderer later loads
 * the same bundle, so that a page it renders is the page a full build would render.
 *
 * `.server/` is not part of the static site: the server never serves dot folders and a
 * deployment uploads only the site's files.
 */

/** Where Astro writes the server bundle of a static build (its getOutDirWithinCwd). */
const serverOutput = (outDir: string): string => {
  const cwd = process.cwd();
  return outDir.startsWith(cwd) ? outDir : join(cwd, '.astro') + sep;
};

async function copyBundle(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isFile() && entry.name.endsWith('.mjs')) {
      await cp(source, join(to, entry.name));
    } else if (entry.isDirectory() && (entry.name === 'chunks' || entry.name === 'pages')) {
      await cp(source, join(to, entry.name), {
        recursive: true,
        filter: (path) => !path.endsWith('.map'),
      });
    }
  }
}

/** The render state of the pages just built. */
export function buildState(): RenderState {
  const { pages, loaded, derived } = tracker();
  const hashes = new Map<string, string>();
  const cache = new WeakMap<object, string>();
  for (const content of loaded.values()) contentHashes(content as SiteContent, hashes, cache);
  for (const [key, hash] of derived) hashes.set(key, hash);
  return {
    pages: new Map([...pages].map(([path, record]) => [pagePath(path), record])),
    hashes,
  };
}

/**
 * The head elements Astro renders for a route's pages (its styles: `<link rel="stylesheet">`
 * and `<style>`, in order), read back from a built page: they are the run of such elements
 * right before `</head>`, where renderHead puts them. The renderer hands them to Astro's App as
 * the route's styles, which renders them with the same function.
 */
export function headStyles(html: string): RouteStyle[] {
  const end = html.indexOf('</head>');
  if (end < 0) return [];
  const styles: RouteStyle[] = [];
  let rest = html.slice(0, end);
  // renderHead joins the elements with newlines: read them back from the last one
  for (let first = true; ; first = false) {
    const candidate = first ? rest : rest.endsWith('\n') ? rest.slice(0, -1) : undefined;
    if (candidate === undefined) return styles;
    if (candidate.endsWith('</style>')) {
      const open = candidate.lastIndexOf('<style>');
      const content = candidate.slice(open + '<style>'.length, -'</style>'.length);
      if (open < 0 || content.includes('</style>')) return styles;
      styles.unshift({ type: 'inline', content });
      rest = candidate.slice(0, open);
      continue;
    }
    const link = /<link rel="stylesheet" href="([^"]*)">$/.exec(candidate);
    if (!link) return styles;
    styles.unshift({ type: 'external', src: link[1] ?? '' });
    rest = candidate.slice(0, link.index);
  }
}

/** The routes of the pages, for the renderer: Astro's RouteData in JSON, and their styles. */
async function writeRoutes(outDir: string, routes: IntegrationRouteData[]): Promise<number> {
  const firstPage = new Map<string, string>();
  for (const [path, record] of tracker().pages) {
    if (!firstPage.has(record.route)) firstPage.set(record.route, pagePath(path));
  }
  const saved: SavedRoute[] = [];
  for (const route of routes) {
    if (route.type !== 'page' || !route.prerender) continue;
    const path = firstPage.get(route.route);
    const html = path ? await readFile(join(outDir, pageFile(path)), 'utf8').catch(() => '') : '';
    saved.push({
      route: route.route,
      component: route.component,
      params: route.params,
      pathname: route.pathname,
      segments: route.segments,
      pattern: route.pattern.source,
      // not handed to integrations: an index page's component is an index file
      isIndex: /\/index\.astro$/.test(route.component),
      origin: 'project',
      styles: headStyles(html),
    });
  }
  await writeAtomic(join(outDir, RENDERER_DIR, ROUTES_FILE), JSON.stringify(saved));
  return saved.length;
}

export function incrementalPublishing(): AstroIntegration {
  let root = '';
  return {
    name: 'incremental-publishing',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        const state = tracker();
        state.pages.clear();
        state.derived.clear();
        state.loaded.clear();
      },
      'astro:build:generated': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const target = join(outDir, RENDERER_DIR);
        await copyBundle(serverOutput(outDir), target);
        await symlink(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
        const state = buildState();
        await writeAtomic(join(target, STATE_FILE), serializeState(state));
        logger.info(
          `kept the pages' renderer in ${pathToFileURL(target).pathname} (${state.pages.size} pages, ${state.hashes.size} content keys)`,
        );
      },
      'astro:build:done': async ({ dir, routes }) => {
        await writeRoutes(fileURLToPath(dir), routes);
      },
    },
  };
}
