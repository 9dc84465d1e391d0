import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ROUTES,
  CAPTCHA_ROUTES,
  CASHIER_ROUTES,
  CMS_ROUTES,
  DICT_ROUTES,
  EDITOR_ROUTES,
  ISSUE_ROUTES,
  OPEN_ACCOUNT_ROUTES,
  ORDER_CHANGE_ROUTES,
  ORDER_LINK_ROUTES,
  ORDER_ROUTES,
  OSS_ROUTES,
  PAY_ROUTES,
  PRODUCT_ROUTES,
  TRAVELLER_ROUTES,
  USER_ROUTES,
  WAITLIST_ROUTES,
} from '../../../src/lib/contract/routes.ts';
import { OPENAPI_PATH } from '../../../gateway/openapi.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

/**
 * The route table of src/lib/contract/routes.ts is the one place the API's paths are written:
 * the client calls its paths and the gateway registers its routes. What is left to check: that
 * every entry has a handler, that the gateway serves nothing under the API's prefixes the table
 * leaves out, and that no source writes a gateway path of its own beside the table.
 */

const GROUPS = [
  AUTH_ROUTES,
  OPEN_ACCOUNT_ROUTES,
  CAPTCHA_ROUTES['auth-center'],
  CAPTCHA_ROUTES['open-account'],
  USER_ROUTES,
  TRAVELLER_ROUTES,
  WAITLIST_ROUTES,
  CMS_ROUTES,
  PRODUCT_ROUTES,
  PAY_ROUTES,
  ORDER_ROUTES,
  ORDER_CHANGE_ROUTES,
  CASHIER_ROUTES,
  ORDER_LINK_ROUTES,
  DICT_ROUTES,
  EDITOR_ROUTES,
  ISSUE_ROUTES,
  OSS_ROUTES,
];
const tablePaths: string[] = GROUPS.flatMap((g) => Object.values(g.paths));

/**
 * The API's prefixes; the OpenAPI document and the editor's plain page (served at its group's
 * mount point itself) aside.
 */
const API_PATH = /^\/(cl-odss-app|uw-auth-center)\//;
const outsideTable = (path: string) => path === OPENAPI_PATH || path === EDITOR_ROUTES.base;

let gw: TestGateway | undefined;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** The paths the gateway has a handler at (middleware registrations left out). */
function handled(): string[] {
  const app = gw?.app;
  if (app === undefined) throw new Error('no gateway');
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => r.path))];
}

/** A route of the app matches the path (`:param` matches any one segment). */
function served(path: string): boolean {
  return handled().some((route) => {
    const pattern = route
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:\w+/g, '/[^/]+')
      .replace(/\/\*$/, '(?:/.*)?');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('the API route table', () => {
  it('has a gateway handler at every entry', () => {
    expect(tablePaths.length).toBeGreaterThan(60);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    const routes = handled();
    expect(tablePaths.filter((p) => !routes.includes(p))).toEqual([]);
  });

  it('leaves out no route the gateway serves under the API prefixes', () => {
    const unlisted = handled().filter(
      (p) => API_PATH.test(p) && !outsideTable(p) && !tablePaths.includes(p),
    );
    expect(unlisted).toEqual([]);
  });

  it("keeps SPEC §7's paths, and would catch the getCatalogIdByProductId the client once used", () => {
    expect(PRODUCT_ROUTES.paths.catalogIdByProduct).toBe(
      '/cl-odss-app/guest/product/catalog/getCatalogIdByProductId',
    );
    expect(ORDER_ROUTES.paths.voucher).toBe('/cl-odss-app/guest/order/info/downloadOrderVoucher');
    expect(AUTH_ROUTES.paths.refreshToken).toBe('/uw-auth-center/auth/refreshToken');
    expect(served('/cl-odss-app/guest/product/getCatalogIdByProductId')).toBe(false);
    expect(served(PRODUCT_ROUTES.paths.catalogIdByProduct)).toBe(true);
  });

  it('is the only place a source writes an API path', () => {
    const written = ['src', 'gateway'].flatMap(sourceFiles).flatMap((file) => {
      if (file === join('src', 'lib', 'contract', 'routes.ts')) return [];
      // the code, not its comments
      const text = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
        .join('\n');
      return (
        [...text.matchAll(/['"`](\/(?:cl-odss-app|uw-auth-center)\/[^'"`$?]*)/g)]
          .map((m) => m[1] ?? '')
          // a whole prefix (`/cl-odss-app/*`: middleware of every call) names no call
          .filter((path) => !outsideTable(path) && !/^\/[\w-]+\/\*$/.test(path))
          .map((path) => `${file}: ${path}`)
      );
    });
    expect(written).toEqual([]);
  });
});
