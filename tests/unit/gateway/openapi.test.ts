import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OPENAPI_PATH } from '../../../gateway/openapi.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

/**
 * The OpenAPI document at /cl-odss-app/openapi.json, fetched over HTTP from a real gateway:
 * generated from the app's own route table and the zod contract, it lists every method and
 * path the app serves and nothing else, with the contract's request schemas.
 */

let gw: TestGateway | undefined;
let server: ServerType | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  await gw?.close();
  gw = undefined;
});

async function served(dev: boolean): Promise<{ gw: TestGateway; base: string }> {
  gw = await createTestGateway({ dev });
  const app = gw.app;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve(info.port),
    );
  });
  return { gw, base: `http://127.0.0.1:${port}` };
}

const operationSchema = z.object({
  operationId: z.string(),
  parameters: z.optional(
    z.array(z.object({ in: z.string(), name: z.string(), required: z.optional(z.boolean()) })),
  ),
  requestBody: z.optional(
    z.object({
      content: z.record(
        z.string(),
        z.object({
          schema: z.object({
            type: z.optional(z.string()),
            required: z.optional(z.array(z.string())),
          }),
        }),
      ),
    }),
  ),
  responses: z.record(z.string(), z.unknown()),
});
const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

/** Every method and path the app serves (its middleware and 405 entries are ALL). */
const routeTable = (app: TestGateway['app']): Set<string> =>
  new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));

/** A Hono path written the OpenAPI way: `:id` → `{id}`, `*` → `{path}`. */
const asOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');

async function fetchDocument(base: string) {
  const res = await fetch(`${base}${OPENAPI_PATH}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  return documentSchema.parse(await res.json());
}

describe('the OpenAPI document', () => {
  for (const dev of [false, true]) {
    it(`lists exactly the routes of the app's route table (dev mode ${dev ? 'on' : 'off'})`, async () => {
      const { gw, base } = await served(dev);
      const document = await fetchDocument(base);
      expect(document.openapi).toBe('3.1.0');
      const documented = new Map<string, string>();
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          documented.set(operation.operationId, `${method.toUpperCase()} ${path}`);
        }
      }
      const table = routeTable(gw.app);
      expect(table.size).toBeGreaterThan(80);
      // every route is documented, under its OpenAPI path; nothing else is
      expect([...documented.keys()].sort()).toEqual([...table].sort());
      for (const key of table) {
        const [method = '', path = ''] = key.split(' ');
        expect(documented.get(key)).toBe(`${method} ${asOpenApi(path)}`);
      }
      expect(table.has(`GET ${OPENAPI_PATH}`)).toBe(true);
      expect([...table].some((key) => key.startsWith('GET /dev/'))).toBe(dev);
    });
  }

  it('carries the contract schemas of the requests: query fields, JSON bodies, path parameters', async () => {
    const { base } = await served(true);
    const { paths } = await fetchDocument(base);
    const catalog = paths['/cl-odss-app/guest/site/cms/listCatalog']?.['get'];
    expect(catalog?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'catalogType', required: true }),
        expect.objectContaining({ in: 'query', name: 'poiCode', required: true }),
      ]),
    );
    const save = paths['/cl-odss-app/guest/order/info/save']?.['post'];
    const body = save?.requestBody?.content['application/json']?.schema;
    expect(body?.type).toBe('object');
    expect(body?.required).toEqual(expect.arrayContaining(['requestId', 'lines', 'guests']));
    const cashier = paths['/cl-odss-app/open/cashier/{payId}']?.['get'];
    expect(cashier?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'payId', required: true }),
    ]);
    for (const methods of Object.values(paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses)).toEqual(['200', 'default']);
      }
    }
  });
});
