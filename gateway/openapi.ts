import type { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { envelopeSchema, envelopeStateSchema } from '../src/lib/contract/envelope.ts';
import { validatedBy } from './lib/validate.ts';

/** Where the gateway serves its OpenAPI document (DESIGN promises one). */
export const OPENAPI_PATH = '/cl-odss-app/openapi.json';

/** An OpenAPI path of a Hono path: `:name` → `{name}`, a trailing `*` → `{path}`. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        const name = part.slice(1).replace(/\{.*\}$/, '');
        params.push(name);
        return `{${name}}`;
      }
      if (part === '*') {
        params.push('path');
        return '{path}';
      }
      return part;
    })
    .join('/');
  return { path: converted, params };
}

/** The key of one operation: its method and the app's own path (the operationId). */
export const operationKey = (method: string, path: string): string => `${method} ${path}`;

const LOWER_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
type Method = (typeof LOWER_METHODS)[number];

const errorEnvelope = z.object({
  state: envelopeStateSchema,
  code: z.string(),
  msg: z.string(),
  data: z.unknown(),
});

/** Query parameters are the fields of an object schema (every query schema of the contract is one). */
const isObject = (schema: z.ZodMiniType): schema is z.ZodMiniObject =>
  schema._zod.def.type === 'object';

/** The tag of a path: its area (`cms`, `product`, `order`, `account`, `editor`, …). */
function tagOf(path: string): string {
  const parts = path.split('/').filter((p) => p !== '' && !p.startsWith(':') && p !== '*');
  if (parts[0] === 'cl-odss-app') {
    const rest = parts
      .slice(1)
      .filter((p) => !['guest', 'open', 'site', 'info', 'common'].includes(p));
    return rest[0] ?? 'gateway';
  }
  return parts[0] ?? 'gateway';
}

/**
 * The OpenAPI 3.1 document of `app`, generated from its own route table (every method and path
 * it serves; the 405 and middleware entries left out) and the zod contract schemas its
 * validators check (query, JSON body, form body), through zod-openapi (zod 4's JSON Schema).
 * Answers are the envelope of DESIGN §6 `{state, code, msg, data}`.
 */
export function openApiDocument(app: Hono): ReturnType<typeof createDocument> {
  const operations = new Map<
    string,
    {
      method: Method;
      path: string;
      query?: z.ZodMiniType;
      body?: z.ZodMiniType;
      form?: z.ZodMiniType;
    }
  >();
  for (const route of app.routes) {
    const method = route.method.toLowerCase() as Method;
    if (!LOWER_METHODS.includes(method)) continue;
    const key = operationKey(route.method, route.path);
    const operation = operations.get(key) ?? { method, path: route.path };
    const checked = validatedBy(route.handler);
    if (checked?.target === 'query') operation.query = checked.schema;
    if (checked?.target === 'json') operation.body = checked.schema;
    if (checked?.target === 'form') operation.form = checked.schema;
    operations.set(key, operation);
  }
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, operation] of operations) {
    const { path, params } = openApiPath(operation.path);
    const pathParams =
      params.length > 0
        ? z.object(Object.fromEntries(params.map((name) => [name, z.string()])))
        : undefined;
    const query = operation.query && isObject(operation.query) ? operation.query : undefined;
    const requestParams = {
      ...(query ? { query } : {}),
      ...(pathParams ? { path: pathParams } : {}),
    };
    const content = {
      ...(operation.body ? { 'application/json': { schema: operation.body } } : {}),
      ...(operation.form ? { 'multipart/form-data': { schema: operation.form } } : {}),
    };
    const spec: ZodOpenApiOperationObject = {
      operationId: key,
      tags: [tagOf(operation.path)],
      ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
      ...(Object.keys(content).length > 0 ? { requestBody: { content } } : {}),
      responses: {
        '200': {
          description: 'Success: the envelope with state "success" and the answer in data',
          content: { 'application/json': { schema: envelopeSchema(z.unknown()) } },
        },
        default: {
          description:
            'A refusal: the envelope with state "error", a code and a message in the language of Accept-Language (400 names the fields in data)',
          content: { 'application/json': { schema: errorEnvelope } },
        },
      },
    };
    paths[path] = { ...paths[path], [operation.method]: spec };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Wonderland Resorts booking gateway',
      version: '1',
      description:
        'The API of SPEC §7 served by the reference gateway, generated from its route table and the zod contract (src/lib/contract).',
    },
    paths,
  });
}
