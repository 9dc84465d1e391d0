import { builtPages, pageType } from './support.ts';

/**
 * The pages phone.spec loads in every language (one of each page type of SPEC §2, and the
 * variants that look different), so that other specs can tell which types it already covers.
 */

/** One built page of each type: the Guangzhou one where the type has one per area. */
export function contentPages(): string[] {
  const byType = new Map<string, string>();
  for (const { path } of builtPages()) {
    if (!path.startsWith('/en/')) continue;
    const type = pageType(path);
    if (type === '/' || byType.has(type) || type.startsWith('user') || APP_PATHS.has(type)) {
      continue;
    }
    const preferred = PREFERRED[type];
    if (preferred && !preferred.test(path)) continue;
    byType.set(type, path.slice('/en'.length));
  }
  return [...byType.values()];
}
/** The page of a type when the first one is not the one to check. */
const PREFERRED: Record<string, RegExp> = {
  ':address': /^\/en\/GZ$/,
  // the seed's Guangzhou details open with the hostile test corpus: a Hengqin one is the shop's
  ':address/cms-detail': /^\/en\/ZH\//,
  ':address/poi': /GZ_SAFARI_PARK$/,
  ':address/buy-food': /GZ_DIM_SUM_HOUSE$/,
};
/** Pages of the session and the cart (filled with the shopper's data below). */
const APP_PATHS = new Set(['pay', 'product', 'product-recheck']);

/** More pages of a type whose other variants look different: the group's home, QY's. */
export const VARIANTS = ['/home', '/QY', '/QY/buy-hotel', '/QY/buy-tickets'];

/** The data the account pages show, made once per worker. */
export interface Shopper {
  session: Record<string, unknown>;
  cart: unknown;
  guests: unknown;
  paidOrder: string;
  openOrder: string;
  refundId: string;
}

export const APP_PAGES: ((s: Shopper) => string)[] = [
  () => '/product',
  () => '/product-recheck',
  (s) => `/pay?orderId=${s.openOrder}`,
  () => '/user',
  () => '/user/about',
  () => '/user/ChangePassword',
  () => '/user/message',
  () => '/user/message/leave-message',
  () => '/user/order',
  (s) => `/user/order/detail?orderId=${s.paidOrder}`,
  (s) => `/user/order/change?orderId=${s.paidOrder}`,
  (s) => `/user/order/refund/index?orderId=${s.paidOrder}`,
  (s) => `/user/order/refund/detail?refundId=${s.refundId}`,
  () => '/user/service',
  (s) => `/user/service/service-detail?refundId=${s.refundId}`,
  () => '/user/travellers',
  () => '/user/waitlist',
];

/** An app page's path with placeholders for the shopper's ids, as tests name it. */
export const appPageLabel = (path: (s: Shopper) => string): string =>
  path({
    session: {},
    cart: null,
    guests: null,
    paidOrder: ':order',
    openOrder: ':order',
    refundId: ':refund',
  });

/** The page types phone.spec loads (and so watches for CSP violations in every language). */
export function phoneCoveredTypes(): Set<string> {
  const paths = [...contentPages(), ...VARIANTS, ...APP_PAGES.map(appPageLabel)];
  return new Set(paths.map((path) => pageType(path.split('?')[0] ?? path)));
}
