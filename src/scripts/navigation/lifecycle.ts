import { alwaysTop, keepsState, routeInfo } from '../../lib/navigation/routes.ts';
import { scrollDecision, type NavigationType } from '../../lib/navigation/scroll.ts';

/**
 * Client-side navigation rules (SPEC §2 "Behaviour") on top of Astro's <ClientRouter />:
 * - scroll: `scrollDecision` decides after each swap (the router's own restore is overridden
 *   for the pages that always open at the top);
 * - pages that keep their state (discount, buy-*, product, order list) remember their scroll
 *   position and query string (tab selection) in sessionStorage when left, and get them back
 *   when revisited through a link without a query string of its own;
 * - the custom navigation-bar title is cleared when the path changes. Its store
 *   (src/lib/session/site.ts) is only imported when nanostores is already running, i.e. when
 *   an island of the visit could have set a title: content pages do not load it (nor zod).
 * The theme colour (`<html style>`, `<meta name="theme-color">`) and the document title come
 * with the swapped document (the router swaps `<html>` attributes and `<head>` elements).
 */
interface PreparationEvent extends Event {
  from: URL;
  to: URL;
  navigationType: NavigationType;
  newDocument: Document;
  loader: () => Promise<void>;
}
interface Saved {
  y: number;
  search: string;
}

const STORE_KEY = 'nav:kept';
let pending: { from: URL; navigationType: NavigationType } | undefined;

const readStore = (): Record<string, Saved> => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Saved>) : {};
  } catch {
    return {};
  }
};

/** Remembers the scroll position and query string of a page that keeps its state. */
function remember(url: URL): void {
  const route = routeInfo(url.pathname);
  if (!keepsState(route)) return;
  try {
    const store = readStore();
    store[url.pathname] = { y: Math.round(scrollY), search: url.search };
    sessionStorage.setItem(STORE_KEY, JSON.stringify(store));
  } catch {
    // storage unavailable: nothing kept
  }
}

function clearTitle(): void {
  if (!('nanostoresGlobal' in globalThis)) return;
  import('../../lib/session/site.ts').then(
    (site) => site.clearNavTitle(),
    () => undefined,
  );
}

const scrollToY = (y: number): void => scrollTo({ left: 0, top: y, behavior: 'instant' });

/*
 * CSP guard. The server allows inline scripts by the hashes of the page first loaded, so inline
 * scripts of a swapped-in page would be blocked unless that page ran the same ones. Scripts
 * marked `data-nav-first-load` (language redirect, guide entry choice) are only for full loads
 * and are dropped from the new page (their work after a swap is done by bundled modules); a
 * page with any other inline script not run here yet (e.g. an island's hydration runtime) is
 * loaded in full instead of swapped.
 */
const inlineScripts = (doc: Document): HTMLScriptElement[] =>
  [...doc.querySelectorAll<HTMLScriptElement>('script:not([src])')].filter(
    (s) => !/json/i.test(s.type) && s.textContent.trim() !== '',
  );
const ranInline = new Set(inlineScripts(document).map((s) => s.textContent));

function guardLoader(e: PreparationEvent): void {
  const load = e.loader.bind(e);
  e.loader = async () => {
    await load();
    const doc = e.newDocument as Document | undefined;
    if (!doc || e.defaultPrevented) return;
    for (const s of doc.querySelectorAll('script[data-nav-first-load]')) s.remove();
    if (inlineScripts(doc).some((s) => !ranInline.has(s.textContent))) e.preventDefault();
  };
}

document.addEventListener('astro:before-preparation', (event) => {
  const e = event as PreparationEvent;
  guardLoader(e);
  // on back/forward, location already shows the target: the page being left is `from`
  remember(e.from);
  pending = { from: e.from, navigationType: e.navigationType };
});
addEventListener('pagehide', () => remember(new URL(location.href)));

document.addEventListener('astro:after-swap', () => {
  const nav = pending;
  pending = undefined;
  if (!nav) return;
  const to = new URL(location.href);
  if (routeInfo(nav.from.pathname).path !== routeInfo(to.pathname).path) clearTitle();
  const action = scrollDecision({ from: nav.from, to, navigationType: nav.navigationType });
  if (action === 'top') {
    scrollToY(0);
  } else if (action === 'restore') {
    if (nav.navigationType === 'traverse') {
      const state = history.state as { scrollY?: number } | null;
      scrollToY(state?.scrollY ?? 0);
      return;
    }
    const saved = readStore()[to.pathname];
    if (saved && to.search === '' && saved.search !== '') {
      history.replaceState(history.state, '', `${to.pathname}${saved.search}${to.hash}`);
    }
    if (!to.hash) scrollToY(saved?.y ?? 0);
  }
});

/*
 * Full loads (a page the CSP guard loads in full, a reload, the bfcache): back/forward to a page
 * that always opens at the top goes to the top there too (after the router's own restore on
 * `load`).
 */
const topOnTraverse = (): void => {
  if (alwaysTop(routeInfo(location.pathname))) scrollToY(0);
};
const isBackForward = (): boolean => {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
};
// The browser must not restore the position of these pages either (it may do so late, after
// `load`, on a slow machine): their history entries restore nothing by themselves.
const manualRestoration = (): void => {
  if (alwaysTop(routeInfo(location.pathname))) history.scrollRestoration = 'manual';
};
manualRestoration();
document.addEventListener('astro:page-load', manualRestoration);
if (isBackForward()) topOnTraverse();
addEventListener('load', () => {
  if (isBackForward()) topOnTraverse();
});
addEventListener('pageshow', (event) => {
  if (event.persisted) topOnTraverse();
});

/*
 * A full load by a link (the CSP guard loads pages with an island runtime not run yet in full,
 * e.g. discount with its offers island): a page that keeps its state gets its position back
 * here too, by the same decision as after a swap, once the page has its height (`load`).
 */
const isLinkLoad = (): boolean => {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate';
};
const restoreOnLinkLoad = (): void => {
  if (!isLinkLoad() || location.hash !== '' || document.referrer === '') return;
  const from = new URL(document.referrer);
  if (from.origin !== location.origin) return;
  const to = new URL(location.href);
  if (scrollDecision({ from, to, navigationType: 'push' }) !== 'restore') return;
  const saved = readStore()[to.pathname];
  if (saved !== undefined && saved.y > 0) scrollToY(saved.y);
};
if (document.readyState === 'complete') restoreOnLinkLoad();
else addEventListener('load', restoreOnLinkLoad, { once: true });
