import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler, RouteData, SSRManifest } from 'astro';
import { App } from 'astro/app';
import { fingerprint, trackPage, tracker, type PageRecord } from '../../src/content/tracking.ts';
import { installImagePipeline } from './images.ts';
import {
  pagePath,
  readState,
  RENDERER_DIR,
  ROUTES_FILE,
  type RenderState,
  type SavedRoute,
} from './state.ts';

/**
 * The pages of a full build rendered again on demand (scripts/publish/): the server bundle the
 * build rendered its pages with (kept by integration.ts in `<build>/.server/`), driven through
 * Astro's own App (`astro/app`) with the build's serialized manifest, so that a page comes out
 * with the same head, styles, scripts and island assets as in the build. Content comes from
 * whoever sets `tracker().content` (the live content, or a preview's draft).
 */

interface PageModule {
  default: unknown;
  getStaticPaths?: (options: { paginate: () => never; routePattern: string }) => unknown;
}

interface PageEntry {
  page: () => PageModule | Promise<PageModule>;
}

export type StaticPath = { params: Record<string, string | number | undefined>; props?: unknown };

/** One page of the site as its route's getStaticPaths names it now. */
export interface PlannedPage {
  route: string;
  fingerprint: string;
  /** Content keys its props carry. */
  reads: string[];
  /**
   * Its entry of getStaticPaths (params and props), to render it with: kept only for the pages
   * `keepEntry` names (those a publish renders), so that the props of every other page are
   * garbage as soon as they are fingerprinted.
   */
  entry?: StaticPath;
}

/** A page to render: its path and route, and its getStaticPaths entry where it is known. */
export interface PageToRender {
  path: string;
  route: string;
  entry?: StaticPath;
}

/** The page entry file Astro writes for a route (its makeAstroPageEntryPointFileName). */
const pageEntryFile = (route: string): string =>
  `pages${route.replace(/\/$/, '/index').replaceAll(/[[\]]/g, '_').replaceAll('...', '---')}.astro.mjs`;

const trimSlashes = (value: string): string => value.replace(/^\/+|\/+$/g, '');

type Segment = SavedRoute['segments'][number];

/** A route's path generator: Astro 5's getRouteGenerator (core/routing/manifest/generator.js). */
function routeGenerator(segments: readonly Segment[]): RouteData['generate'] {
  const clean = (value: string) => value.normalize().replace(/#/g, '%23').replace(/\?/g, '%3F');
  return (params: Record<string, string | number | undefined>) => {
    const values = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? clean(v) : v]),
    );
    const part = (p: Segment[number]): string => {
      if (p.spread) return String(values[p.content.slice(3)] ?? '');
      if (p.dynamic) {
        const value = values[p.content];
        if (!value) throw new TypeError(`Missing parameter: ${p.content}`);
        return String(value);
      }
      return p.content
        .normalize()
        .replace(/\?/g, '%3F')
        .replace(/#/g, '%23')
        .replace(/%5B/g, '[')
        .replace(/%5D/g, ']');
    };
    const path = segments
      .map((segment) => {
        const text = segment.map(part).join('');
        return text ? `/${text}` : '';
      })
      .join('');
    return path || '/';
  };
}

/** A saved route as the manifest entry Astro's App renders with (RouteData and styles). */
const toRouteInfo = (saved: SavedRoute): SSRManifest['routes'][number] => ({
  file: '',
  links: [],
  scripts: [],
  styles: saved.styles,
  routeData: {
    route: saved.route,
    component: saved.component,
    generate: routeGenerator(saved.segments),
    params: saved.params,
    pathname: saved.pathname,
    segments: saved.segments,
    type: 'page',
    pattern: new RegExp(saved.pattern),
    prerender: true,
    fallbackRoutes: [],
    isIndex: saved.isIndex,
    origin: saved.origin,
  } as unknown as RouteData,
});

/** A route's path for some params (Astro's stringifyParams). */
function pathOf(route: RouteData, params: StaticPath['params']): string {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined)
      clean[key] = typeof value === 'string' ? trimSlashes(value) : String(value);
  }
  return route.generate(clean);
}

/** The request URL a build uses for a page (directory format: a trailing slash). */
const requestUrl = (site: string, path: string): string =>
  new URL(path === '/' ? '/' : `${path}/`, site).href;

export class RenderError extends Error {
  override readonly name = 'RenderError';
}

export class SiteRenderer {
  private constructor(
    readonly buildDir: string,
    readonly state: RenderState,
    private readonly manifest: SSRManifest,
    private readonly pages: ReadonlyMap<string, () => Promise<PageEntry>>,
  ) {}

  /** Loads the renderer a full build kept in `<buildDir>/.server/`. */
  static async open(buildDir: string): Promise<SiteRenderer> {
    const dir = join(buildDir, RENDERER_DIR);
    const state = await readState(dir).catch((error: unknown) => {
      throw new RenderError(
        `The build in ${buildDir} has no renderer to publish incrementally from (${error instanceof Error ? error.message : String(error)}).`,
      );
    });
    const manifestFile = (await readdir(dir)).find((name) => /^manifest_.*\.mjs$/.test(name));
    if (!manifestFile) throw new RenderError(`No manifest in ${dir}.`);
    const { manifest } = (await import(pathToFileURL(join(dir, manifestFile)).href)) as {
      manifest: SSRManifest;
    };
    const { renderers } = (await import(pathToFileURL(join(dir, 'renderers.mjs')).href)) as {
      renderers: SSRManifest['renderers'];
    };
    const saved = JSON.parse(await readFile(join(dir, ROUTES_FILE), 'utf8')) as SavedRoute[];
    const routes = saved.map(toRouteInfo);
    const pages = new Map<string, () => Promise<PageEntry>>();
    for (const { routeData } of routes) {
      const file = pathToFileURL(join(dir, pageEntryFile(routeData.route))).href;
      pages.set(routeData.component, () => import(file) as Promise<PageEntry>);
    }
    const onRequest: MiddlewareHandler = (context, next) =>
      trackPage(context.url.pathname, context.routePattern, context.props, next);
    const full: SSRManifest = {
      ...manifest,
      // a static build's manifest lists only its static routes: the build's own list instead
      routes,
      renderers,
      pageMap: pages as NonNullable<SSRManifest['pageMap']>,
      middleware: () => ({ onRequest }),
    };
    return new SiteRenderer(buildDir, state, full, pages);
  }

  /**
   * Fingerprints of props objects seen by {@link enumerate}: the route lists of a language a
   * publish did not change come back as the same objects (src/content/routes.ts), and their
   * props are not walked again. Content objects are never changed in place (src/content/live.ts
   * replaces them), so the same object has the same fingerprint.
   */
  private readonly prints = new WeakMap<object, { fingerprint: string; reads: string[] }>();

  /** Page paths of params objects seen by {@link enumerate}, per route (as the prints). */
  private readonly paths = new Map<string, WeakMap<object, string>>();

  private pathOf(route: RouteData, params: StaticPath['params']): string {
    let known = this.paths.get(route.route);
    if (known === undefined) {
      known = new WeakMap();
      this.paths.set(route.route, known);
    }
    let path = known.get(params);
    if (path === undefined) {
      path = pagePath(pathOf(route, params));
      known.set(params, path);
    }
    return path;
  }

  private printOf(props: unknown): { fingerprint: string; reads: string[] } {
    const key = typeof props === 'object' && props !== null ? props : undefined;
    const known = key && this.prints.get(key);
    if (known) return known;
    const reads = new Set<string>();
    const print = { fingerprint: fingerprint(props ?? {}, reads), reads: [...reads].sort() };
    if (key) this.prints.set(key, print);
    return print;
  }

  /** The page routes of the build, in the order of the manifest. */
  private routes(): RouteData[] {
    return this.manifest.routes
      .map((r) => r.routeData)
      .filter((r) => r.type === 'page' && r.prerender && this.pages.has(r.component));
  }

  private async module(route: RouteData): Promise<PageModule> {
    const entry = await this.pages.get(route.component)!();
    return entry.page();
  }

  /**
   * Every page of the site with the current content (`tracker().content`): each route's
   * getStaticPaths, the props fingerprinted. A path named by two routes keeps the first (as
   * the build); `conflicts` lists them.
   */
  async enumerate(
    keepEntry?: (path: string, page: Omit<PlannedPage, 'entry'>) => boolean,
  ): Promise<{ pages: Map<string, PlannedPage>; conflicts: string[] }> {
    const pages = new Map<string, PlannedPage>();
    const conflicts: string[] = [];
    for (const route of this.routes()) {
      const mod = await this.module(route);
      const paths: StaticPath[] = route.pathname
        ? [{ params: {}, props: {} }]
        : (((await mod.getStaticPaths?.({
            paginate: () => {
              throw new RenderError('paginate() is not supported by incremental publishing.');
            },
            routePattern: route.route,
          })) as StaticPath[] | undefined) ?? []);
      for (const entry of paths) {
        const path = route.pathname ? pagePath(route.pathname) : this.pathOf(route, entry.params);
        if (pages.has(path)) {
          conflicts.push(path);
          continue;
        }
        const page: PlannedPage = { route: route.route, ...this.printOf(entry.props) };
        if (keepEntry?.(path, page)) page.entry = entry;
        pages.set(path, page);
      }
    }
    return { pages, conflicts };
  }

  /**
   * The page map of a render: a route all of whose pages come with their getStaticPaths entry
   * (from {@link enumerate}, over the same content) answers Astro's own call of getStaticPaths
   * with those entries only. Astro calls it once per route and render to find a page's props:
   * at ten times the demo site, the detail route names some 10,000 pages, enumerated and keyed
   * again for the few a publish renders.
   */
  private pageMapFor(
    pages: readonly PageToRender[],
    byRoute: ReadonlyMap<string, RouteData>,
  ): Map<string, () => Promise<PageEntry>> {
    const planned = new Map<string, StaticPath[] | null>();
    for (const { route: pattern, entry } of pages) {
      const component = byRoute.get(pattern)?.component;
      if (component === undefined) continue;
      const entries = planned.get(component);
      if (entry === undefined || entries === null) planned.set(component, null);
      else if (entries === undefined) planned.set(component, [entry]);
      else entries.push(entry);
    }
    const map = new Map(this.pages);
    for (const [component, entries] of planned) {
      const load = this.pages.get(component);
      if (!entries || !load) continue;
      map.set(component, async () => {
        const entry = await load();
        return {
          page: async () => ({ ...(await entry.page()), getStaticPaths: () => entries }),
        };
      });
    }
    return map;
  }

  /**
   * Renders pages (path and route pattern, as {@link enumerate} names them, with their entry
   * where it has it) with the current content: each page's HTML and its record (what it read)
   * go to `onPage`. Renditions of pictures are asked of the image pipeline returned (see
   * images.ts).
   */
  async render(
    pages: readonly PageToRender[],
    onPage: (path: string, html: Buffer, record: PageRecord) => Promise<void>,
  ): Promise<ReturnType<typeof installImagePipeline>> {
    const pipeline = installImagePipeline(this.manifest.base);
    const byRoute = new Map(this.routes().map((r) => [r.route, r]));
    const pageMap = this.pageMapFor(pages, byRoute) as NonNullable<SSRManifest['pageMap']>;
    const app = new App({ ...this.manifest, pageMap }, false);
    const records = tracker().pages;
    const site = this.manifest.site ?? 'http://localhost:4321';
    for (const { path, route: pattern } of pages) {
      const route = byRoute.get(pattern);
      if (!route) throw new RenderError(`No route ${pattern} renders ${path}.`);
      records.delete(path);
      const response = await app.render(new Request(requestUrl(site, path)), { routeData: route });
      const html = Buffer.from(await response.arrayBuffer());
      const ok = response.status === 200 || (response.status === 404 && /\/404$/.test(route.route));
      if (!ok) {
        throw new RenderError(
          `Rendering ${path} answered HTTP ${response.status}: ${html.toString('utf8').slice(0, 300)}`,
        );
      }
      const record = records.get(path);
      records.delete(path);
      if (!record) throw new RenderError(`Rendering ${path} recorded nothing.`);
      await onPage(path, html, record);
    }
    return pipeline;
  }
}
