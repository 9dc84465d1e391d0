import { expect } from 'vitest';
import * as z from 'zod/mini';
import { createApp } from '../../../../gateway/app.ts';
import type { PublishError, Publisher } from '../../../../gateway/services/publishing/publisher.ts';
import { DEMO_EDITOR } from '../../../../gateway/services/editor/tokens.ts';
import { EDITOR_ROUTES } from '../../../../src/lib/contract/routes.ts';
import { envelopeSchema } from '../../../../src/lib/contract/envelope.ts';
import type { BuildRecord, PublishStatus } from '../../../../src/lib/contract/publishing.ts';
import type { TableName } from '../../../../gateway/db/schema.ts';
import { createTestGateway, type TestGateway } from './gateway.ts';

export const EDITOR = EDITOR_ROUTES.base;
export const TOKEN = DEMO_EDITOR.token;

/** A gateway (fixture content, clock standing still) whose editor API uses `publisher`. */
export interface EditorGateway extends TestGateway {
  /** A call of the editor API (path below /cl-odss-app/editor) with the demo token. */
  editor(method: string, path: string, options?: EditorCall): Promise<Response>;
}

export interface EditorCall {
  body?: unknown;
  /** The bearer token (the demo editor's by default; null sends no Authorization). */
  token?: string | null;
  ip?: string;
  lang?: string;
}

export async function createEditorGateway(
  options: { publisher?: Publisher | null; env?: Record<string, string>; dev?: boolean } = {},
): Promise<EditorGateway> {
  const gw = await createTestGateway({
    env: { TRUST_PROXY: '1', ...options.env },
    ...(options.dev === undefined ? {} : { dev: options.dev }),
  });
  const app = createApp({
    db: gw.db,
    env: gw.env,
    clock: gw.clock,
    mail: null,
    publisher: options.publisher ?? null,
  });
  return {
    ...gw,
    app,
    get: async (path, lang) =>
      app.request(path, lang === undefined ? {} : { headers: { 'Accept-Language': lang } }),
    editor: async (method, path, call = {}) => {
      const headers: Record<string, string> = {
        'X-Forwarded-For': call.ip ?? '203.0.113.7',
        'Accept-Language': call.lang ?? 'en',
      };
      const token = call.token === undefined ? TOKEN : call.token;
      if (token !== null) headers['Authorization'] = `Bearer ${token}`;
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      return app.request(`${EDITOR}/${path}`, {
        method,
        headers,
        ...(call.body === undefined
          ? {}
          : { body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) }),
      });
    },
  };
}

const anyEnvelope = envelopeSchema(z.unknown());

/** The success data of an answer (status 200), parsed loosely. */
export async function ok<T = unknown>(res: Response): Promise<T> {
  const body = anyEnvelope.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.state).toBe('success');
  return body.data as T;
}

/** The error envelope of an answer with the given status. */
export async function failure(res: Response, status: number) {
  const body = anyEnvelope.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.state).toBe('error');
  return body;
}

/** The fields a 400 answer names. */
export async function failedFields(res: Response): Promise<string[]> {
  const body = await failure(res, 400);
  expect(body.code).toBe('VALIDATION_FAILED');
  return z
    .object({ fields: z.array(z.object({ field: z.string(), message: z.string() })) })
    .parse(body.data)
    .fields.map((f) => f.field);
}

/** The editors' change log, oldest first. */
export const changeRows = (gw: TestGateway) =>
  gw.db
    .selectFrom('editor_change')
    .select(['editor', 'action', 'kind', 'target', 'detail', 'at'])
    .orderBy('id')
    .execute();

/** The deletion tombstones, in order. */
export const tombstones = (gw: TestGateway) =>
  gw.db.selectFrom('cms_tombstone').select(['kind', 'key']).orderBy('seq').execute();

export async function countRows(gw: TestGateway, table: TableName): Promise<number> {
  const row = await gw.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A Publisher that records its calls; its answers are set by the test. */
export interface FakePublisher extends Publisher {
  calls: string[];
  failRollbackWith: PublishError | null;
  state: PublishStatus;
  records: BuildRecord[];
}

export const record = (overrides: Partial<BuildRecord> = {}): BuildRecord => ({
  id: 'b1',
  trigger: 'publish',
  requestedBy: ['demo-editor'],
  startedAt: 1000,
  endedAt: 2000,
  durationMs: 1000,
  pages: 42,
  status: 'succeeded',
  error: null,
  target: null,
  live: true,
  rollbackCandidate: false,
  ...overrides,
});

export function fakePublisher(): FakePublisher {
  const fake: FakePublisher = {
    mode: 'local',
    calls: [],
    failRollbackWith: null,
    state: { mode: 'local', building: false, pending: false, scheduledAt: null, live: null },
    records: [],
    publish: (editor) => {
      fake.calls.push(`publish:${editor}`);
      fake.state = { ...fake.state, pending: true, scheduledAt: 5000 };
      return Promise.resolve(fake.state);
    },
    status: () => fake.state,
    history: (limit) => {
      fake.calls.push(`history:${limit}`);
      return Promise.resolve(fake.records.slice(0, limit));
    },
    rollback: (editor) => {
      fake.calls.push(`rollback:${editor}`);
      if (fake.failRollbackWith) return Promise.reject(fake.failRollbackWith);
      return Promise.resolve(record({ id: 'r1', trigger: 'rollback', target: 'b0' }));
    },
  };
  return fake;
}
