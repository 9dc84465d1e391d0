import { ADDRESSES, type Address } from '../contract/constants.ts';

/**
 * What the navigation scripts need to know about a path (SPEC §2 routes), language prefix
 * dropped: its area (address), the page kind (first segment after the address, '' for the area
 * home) and its poiCode when the route carries one. Pure: no DOM.
 */
export interface RouteInfo {
  /** The path without language prefix and trailing slash ('/GZ/discount'). */
  path: string;
  address: Address | undefined;
  /** 'poi', 'discount', 'annual-card', … ; '' on an area home; for address-less routes the first segment ('product', 'user'). */
  kind: string;
  poiCode: string | undefined;
}

const LOCALE_PREFIX = /^\/(?:en|zh-cn)(?=\/|$)/i;

export function routeInfo(pathname: string): RouteInfo {
  const path = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  const address = (ADDRESSES as readonly string[]).includes(first ?? '')
    ? (first as Address)
    : undefined;
  if (address === undefined) {
    return { path, address, kind: segments.join('/'), poiCode: undefined };
  }
  const kind = second ?? '';
  // poi/{catalogId}/{poiType}/{poiCode}, buy-food/{poiCode}, cms-detail/{catalogId}/{poiCode}/{id}
  const poiCode =
    kind === 'poi'
      ? segments[4]
      : kind === 'buy-food'
        ? segments[2]
        : kind === 'cms-detail'
          ? segments[3]
          : undefined;
  return { path, address, kind, poiCode };
}

/** Pages that keep their state (scroll position, tab query) when revisited (SPEC §2). */
export function keepsState(route: RouteInfo): boolean {
  if (route.address !== undefined) {
    return ['discount', 'buy-tickets', 'buy-food', 'buy-hotel'].includes(route.kind);
  }
  return route.kind === 'product' || route.kind === 'user/order';
}

/** Pages that always open at the top, even on back/forward navigation (SPEC §2). */
export function alwaysTop(route: RouteInfo): boolean {
  return (
    route.address !== undefined &&
    (route.kind === '' || ['poi', 'annual-card', 'prepare'].includes(route.kind))
  );
}
