import { sql } from 'kysely';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { aggListSchema, productListSchema } from '../../../../src/lib/contract/product.ts';
import { productDetailSchema } from '../../../../src/lib/contract/product.ts';
import { data } from './envelope.ts';
import { resolveRefs, type Endpoint, type Refs } from './endpoints.ts';
import type { TestGateway } from './gateway.ts';

/**
 * What the hardening tests share: the run-time values of the endpoint table, the requests built
 * from it, the check that an answer is the error envelope, and a snapshot of what is stored.
 */

const PRODUCT = '/cl-odss-app/guest/product';

/** The seeded ids and codes a valid request names (see Refs). */
/** A path value as text: strings as they are, numbers and booleans written out, '' for none. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : value == null
        ? ''
        : JSON.stringify(value);

export async function lookUpRefs(gw: TestGateway): Promise<Refs> {
  const tickets = await data(
    await gw.get(`${PRODUCT}/ticket/list?poiCode=GZ_PARK`),
    productListSchema,
  );
  const ticket = tickets.find((t) => t.productCode === 'GZ_PARK_DAY') ?? tickets[0];
  if (!ticket) throw new Error('no park ticket seeded');
  const detail = await data(
    await gw.get(`${PRODUCT}/ticket/load?productId=${ticket.productId}`),
    productDetailSchema,
  );
  const food = (await data(await gw.get(`${PRODUCT}/food/getFoodList`), productListSchema))[0];
  const aggs = await data(await gw.get(`${PRODUCT}/agg/list`), aggListSchema);
  const hotelAgg = aggs.find((a) => a.aggType === 'HOTEL_PACKAGE');
  const hotels = await data(
    await gw.get(`${PRODUCT}/ticket/list?productType=HOTEL`),
    productListSchema,
  );
  const sku = detail.skus[0];
  if (!food || !aggs[0] || !hotelAgg || !hotels[0] || !sku) throw new Error('seed incomplete');
  const node = await gw.db
    .selectFrom('info as i')
    .innerJoin('catalog as c', 'c.id', 'i.catalog_id')
    .select(['c.id as catalogId', 'i.id as infoId'])
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirst();
  if (!node) throw new Error('no info item');
  const { catalogId, infoId } = node;
  return {
    catalogId,
    infoId,
    productId: ticket.productId,
    skuId: sku.skuId,
    foodId: food.productId,
    aggId: aggs[0].aggId,
    hotelAggId: hotelAgg.aggId,
    hotelCode: hotels[0].poiCode,
    unknownId: '123456789012345678',
  };
}

/** A field left out of the request. */
export const MISSING = Symbol('missing');

/** How one request differs from the endpoint's valid request. */
export type Mutation =
  | { field: string; kind: 'set'; value: unknown }
  | { field: string; kind: 'missing' }
  /** A query or form parameter given twice. */
  | { field: string; kind: 'repeat' }
  /** A query or form parameter named `field[]` (the PHP array notation). */
  | { field: string; kind: 'bracket' };

/** A whole-body override: the raw body and content type sent instead of the valid one. */
export interface RawBody {
  body: string;
  contentType: string | null;
}

export interface Built {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

const setAt = (target: Record<string, unknown>, path: string[], value: unknown): void => {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (value === MISSING) Reflect.deleteProperty(target, head);
    else target[head] = value;
    return;
  }
  const next = target[head];
  if (next !== null && typeof next === 'object')
    setAt(next as Record<string, unknown>, rest, value);
};

/** Query-style pairs (query string or url-encoded form) with the mutation applied. */
function pairs(
  values: Record<string, unknown>,
  m: Mutation | undefined,
  valid: unknown,
): [string, string][] {
  const out: [string, string][] = [];
  const touched = m?.field;
  for (const [name, value] of Object.entries(values)) {
    if (name !== touched) out.push([name, String(value)]);
  }
  if (m === undefined) return out;
  const original = String(valid);
  if (m.kind === 'set') out.push([m.field, String(m.value)]);
  if (m.kind === 'repeat') out.push([m.field, original], [m.field, original]);
  if (m.kind === 'bracket') out.push([`${m.field}[]`, original]);
  return out;
}

let addresses = 0;
/** A new client address for each request, so that per-address limits stay out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** The request of `endpoint`: its valid request, changed by `m` or with `raw` as the body. */
export function build(
  endpoint: Endpoint,
  refs: Refs,
  options: { token?: string; m?: Mutation; raw?: RawBody; extraQuery?: string } = {},
): Built {
  const { raw } = options;
  const m: Mutation | undefined =
    options.m?.kind === 'set'
      ? { ...options.m, value: resolveRefs(options.m.value, refs) }
      : options.m;
  const validOf = (field: string) => resolveRefs(endpoint.fields[field]?.valid, refs);
  const valuesOf = (place: 'query' | 'path' | 'body') => {
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(endpoint.fields)) {
      if (field.place !== place || field.inBase === false || name.includes('.')) continue;
      values[name] = resolveRefs(field.valid, refs);
    }
    return values;
  };
  const placeOf = (field: string) => endpoint.fields[field]?.place;

  let path = endpoint.path;
  for (const [name, value] of Object.entries(valuesOf('path'))) {
    const given = m?.field === name ? (m.kind === 'set' ? String(m.value) : '') : textOf(value);
    const encoded = name === '*' && m?.field !== name ? given : encodeURIComponent(given);
    path = path.replace(name === '*' ? '*' : `:${name}`, encoded);
  }

  const query = new URLSearchParams(
    pairs(
      valuesOf('query'),
      m && placeOf(m.field) === 'query' ? m : undefined,
      m && validOf(m.field),
    ),
  ).toString();
  const extra = options.extraQuery ?? '';
  const search = [query, extra].filter((s) => s !== '').join('&');
  const url = search === '' ? path : `${path}?${search}`;

  const headers: Record<string, string> = {
    'Accept-Language': 'en',
    'X-Forwarded-For': nextAddress(),
  };
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  const init: Built['init'] = { method: endpoint.method, headers };

  if (raw !== undefined) {
    if (raw.contentType !== null) headers['Content-Type'] = raw.contentType;
    init.body = raw.body;
    return { url, init };
  }
  const bodyMutation = m && placeOf(m.field) === 'body' ? m : undefined;
  const body = valuesOf('body');
  switch (endpoint.body) {
    case 'json':
    case 'params': {
      const value = structuredClone(body);
      if (bodyMutation?.kind === 'set') {
        setAt(value, bodyMutation.field.split('.'), bodyMutation.value);
      }
      if (bodyMutation?.kind === 'missing') setAt(value, bodyMutation.field.split('.'), MISSING);
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(value);
      break;
    }
    case 'form':
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = new URLSearchParams(pairs(body, bodyMutation, m && validOf(m.field))).toString();
      break;
    case 'multipart': {
      const form = new FormData();
      form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png'));
      init.body = form;
      break;
    }
    case 'ignored':
    case undefined:
      break;
  }
  return { url, init };
}

const errorEnvelope = z.object({
  state: z.literal('error'),
  code: z.string().check(z.minLength(1)),
  msg: z.string().check(z.minLength(1)),
  data: z.unknown(),
});
const fieldsOf = (value: unknown): string[] => {
  const parsed = z.object({ fields: z.array(z.object({ field: z.string() })) }).safeParse(value);
  return parsed.success ? parsed.data.fields.map((f) => f.field) : [];
};

export interface Answer {
  status: number;
  /** The error envelope of a 4xx/5xx JSON answer, null otherwise. */
  error: z.infer<typeof errorEnvelope> | null;
  /** The fields a validation failure names. */
  fields: string[];
  contentType: string;
}

export async function answerOf(res: Response): Promise<Answer> {
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let error: Answer['error'] = null;
  if (contentType.startsWith('application/json')) {
    const parsed = errorEnvelope.safeParse(JSON.parse(text));
    if (parsed.success) error = parsed.data;
  }
  return { status: res.status, error, fields: fieldsOf(error?.data), contentType };
}

/** Asserts a 4xx error envelope (or, for an HTML page, a 4xx HTML answer). */
export function expectRefused(answer: Answer, label: string, html = false): void {
  expect.soft(answer.status, label).toBeGreaterThanOrEqual(400);
  expect.soft(answer.status, label).toBeLessThan(500);
  if (html && answer.contentType.startsWith('text/html')) return;
  expect.soft(answer.error, `${label}: the error envelope`).not.toBeNull();
}

/**
 * Asserts a 4xx error envelope naming `field` (or a part of it: `lines.0` for `lines`) in
 * data.fields and in msg.
 */
export function expectNamed(answer: Answer, field: string, label: string): void {
  expectRefused(answer, label);
  const named = answer.fields.filter((f) => f === field || f.startsWith(`${field}.`));
  expect
    .soft(named, `${label}: ${field} in data.fields ${JSON.stringify(answer.fields)}`)
    .not.toEqual([]);
  expect.soft(answer.error?.msg ?? '', `${label}: msg`).toContain(named[0] ?? field);
}

/** The names of the database's tables, sorted. */
export async function tableNames(gw: TestGateway): Promise<string[]> {
  return (await gw.db.introspection.getTables()).map((t) => t.name).sort();
}

/**
 * Row counts of every table, and the files of the upload folder: what a refused request must
 * leave as it was.
 */
export async function snapshot(gw: TestGateway, files: () => number) {
  const result: Record<string, number> = { 'upload folder files': files() };
  for (const name of await tableNames(gw)) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(gw.db);
    result[name] = rows[0]?.n ?? 0;
  }
  return result;
}
