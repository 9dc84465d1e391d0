import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../src/lib/account/api.ts';
import { REFRESH_TOKEN_PATH } from '../../../src/lib/api/client.ts';
import { CMS_PATH } from '../../../src/lib/api/endpoints/cms.ts';
import { PRODUCT_PATHS } from '../../../src/lib/booking/endpoints.ts';
import { ORDER_SAVE_PATH } from '../../../src/lib/booking/order.ts';
import { CHANGE_PATHS } from '../../../src/lib/changes/endpoints.ts';
import { CAPTCHA_PATHS } from '../../../src/lib/contract/captcha.ts';
import { ORDER_LINK_PATHS } from '../../../src/lib/contract/order-link.ts';
import { TRAVELLER_PATHS } from '../../../src/lib/contract/traveller.ts';
import { MESSAGE_PATHS } from '../../../src/lib/messages/api.ts';
import { ORDER_PATHS } from '../../../src/lib/orders/endpoints.ts';
import { REFUND_PATHS } from '../../../src/lib/refunds/endpoints.ts';
import { SEARCH_INFO_PATH, SEARCH_POI_PATH } from '../../../src/lib/search/endpoints.ts';
import { LOGOUT_PATH } from '../../../src/lib/session/logout.ts';
import { PROFILE_PATHS } from '../../../src/lib/user/profile.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

/**
 * Every path the browser client calls is a route of the gateway (a wrong path is a 404 that
 * only a shopper would meet: getCatalogIdByProductId was once asked at the wrong place). The
 * path tables are checked by value, and the sources of src/lib are scanned for any other
 * gateway path written in them, so a call added without a table is checked too.
 */

const tables: readonly (Readonly<Record<string, string>> | readonly string[])[] = [
  ACCOUNT_PATHS,
  PRODUCT_PATHS,
  CHANGE_PATHS,
  ORDER_LINK_PATHS,
  TRAVELLER_PATHS,
  MESSAGE_PATHS,
  ORDER_PATHS,
  REFUND_PATHS,
  PROFILE_PATHS,
  ...Object.values(CAPTCHA_PATHS),
  [ORDER_SAVE_PATH, SEARCH_INFO_PATH, SEARCH_POI_PATH, LOGOUT_PATH, REFRESH_TOKEN_PATH],
];
const tablePaths = tables.flatMap((t) => Object.values(t));

/** Bases the sources join a path to (`${CMS_PATH}/listInfo`). */
const BASES: Record<string, string> = { CMS_PATH };
const GATEWAY_PATH = /^\/(cl-odss-app|uw-auth-center)\/[A-Za-z]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The gateway paths written out in the client's sources (literal, or a known base joined). */
function writtenPaths(): string[] {
  const found = new Set<string>();
  const files = sourceFiles('src/lib')
    .filter((file) => !file.includes(join('src', 'lib', 'editor'))) // the editor's own API
    .map((file) => readFileSync(file, 'utf8'));
  // every base a source names (`const ORDER_BASE = '/cl-odss-app/…'`), for the joins below
  const bases: Record<string, string> = { ...BASES };
  for (const text of files) {
    for (const m of text.matchAll(
      /const (\w+) = ['"`](\/(?:cl-odss-app|uw-auth-center)\/[\w/]+)['"`]/g,
    )) {
      if (m[1] !== undefined && m[2] !== undefined) bases[m[1]] = m[2];
    }
  }
  for (const text of files) {
    for (const m of text.matchAll(/['"`](\/(?:cl-odss-app|uw-auth-center)\/[\w/]+)['"`]/g)) {
      if (m[1] !== undefined) found.add(m[1]);
    }
    for (const m of text.matchAll(/`\$\{(\w+)\}(\/[\w/]+)`/g)) {
      const base = m[1] === undefined ? undefined : bases[m[1]];
      if (base !== undefined && m[2] !== undefined) found.add(`${base}${m[2]}`);
    }
  }
  return [...found].filter((p) => GATEWAY_PATH.test(p)).sort();
}

let gw: TestGateway | undefined;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** A route of the app matches the path (`:param` and a trailing `*` match any segment). */
function served(path: string): boolean {
  const app = gw?.app;
  if (app === undefined) throw new Error('no gateway');
  return app.routes
    .filter((r) => r.method !== 'ALL')
    .some((r) => {
      const pattern = r.path
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\/:\w+/g, '/[^/]+')
        .replace(/\/\*$/, '(?:/.*)?');
      return new RegExp(`^${pattern}$`).test(path);
    });
}

describe("the client's gateway paths", () => {
  it('are each a route the gateway serves', () => {
    const all = [...new Set([...tablePaths, ...writtenPaths()])];
    // A base the sources join paths to (`ORDER_BASE`) is no call of its own.
    const paths = all.filter((p) => !all.some((q) => q.startsWith(`${p}/`))).sort();
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toContain(PRODUCT_PATHS.catalogIdByProduct);
    expect(paths).toContain(`${CMS_PATH}/listCatalog`);
    expect(paths.filter((p) => !served(p))).toEqual([]);
  });

  it('would catch the getCatalogIdByProductId path the client once used', () => {
    expect(served('/cl-odss-app/guest/product/getCatalogIdByProductId')).toBe(false);
    expect(served('/cl-odss-app/guest/product/catalog/getCatalogIdByProductId')).toBe(true);
  });
});
