import { DICT_ROUTES, ISSUE_ROUTES, OSS_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import {
  dictListQuerySchema,
  extensionOf,
  fileIdParamsSchema,
  isImageExtension,
  issueListQuerySchema,
  issueSaveBodySchema,
  MAX_UPLOAD_BYTES,
  SERVICE_ERROR_CODES,
  UPLOAD_FIELD,
  updateRefIdParamsSchema,
  uploadQuerySchema,
} from '../../../src/lib/contract/service.ts';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { refuseNul, validate, validationError } from '../../lib/validate.ts';
import { newId } from '../../services/secrets.ts';
import { listDict } from '../../services/service/dict.ts';
import {
  AttachmentRefused,
  listIssues,
  listIssueTypes,
  loadIssue,
  saveIssue,
} from '../../services/service/issues.ts';
import {
  createUploads,
  downloadName,
  ossSite,
  sharedPolicySecret,
  uploadError,
} from '../../services/service/uploads.ts';
import {
  createFolderStorage,
  DEFAULT_UPLOAD_DIR,
  isStorageKey,
  type Storage,
} from '../../services/storage/index.ts';

export interface ServiceDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
  /** Where uploads are kept; by default the folder env.UPLOAD_DIR (data/uploads). */
  storage?: Storage;
}

/** Room for the multipart framing around one file of MAX_UPLOAD_BYTES. */
const MULTIPART_OVERHEAD = 64 * 1024;

const originOf = (c: Context): string => new URL(c.req.url).origin;

/**
 * The params of a PUT without a body (SPEC §7): the query string, and the form (multipart or
 * url-encoded, as the client sends them) or a JSON object, validated with `schema`.
 */
async function readParams<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const entries = new Map<string, unknown>();
  for (const [name, values] of Object.entries(c.req.queries())) {
    const present = values.filter((v) => v !== '');
    if (present.length > 0) entries.set(name, present.length === 1 ? present[0] : present);
  }
  const type = c.req.header('content-type') ?? '';
  const malformed = () =>
    new HttpError(400, ERROR_CODES.validation, 'errors.request.malformed', {
      data: { fields: [] },
    });
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      // a broken multipart body (no or wrong boundary) is the caller's mistake, not a 500
      throw malformed();
    }
    for (const [name, value] of Object.entries(form)) {
      if (typeof value === 'string' && value !== '') entries.set(name, value);
    }
  } else if (/^application\/json/i.test(type)) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw malformed();
    }
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body)) entries.set(name, value);
    }
  }
  const input = Object.fromEntries(entries);
  refuseNul(c, input, 'params');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(c, result.error.issues, input, { root: 'params', stringInputs: true });
}

/**
 * Replaces the request body with its bytes, read up to `max` (413 tooBig beyond), so that
 * parseBody never buffers more than that.
 */
async function limitRequestBody(c: Context, max: number): Promise<void> {
  const raw = c.req.raw;
  const declared = Number(raw.headers.get('content-length') ?? '0');
  if (declared > max) throw uploadError.tooBig();
  if (!raw.body) return;
  const reader = raw.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw uploadError.tooBig();
    }
    chunks.push(value);
  }
  c.req.raw = new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: Buffer.concat(chunks),
  });
}

/**
 * Customer service under /cl-odss-app/guest (logged in, owner only): dict/info, issue/info and
 * the upload flow of common/oss (SPEC §7 User, upload and issues). The upload itself is
 * authorised by its signed single-use policy, which names the user.
 */
export function createServiceRoutes({ db, env, clock, storage }: ServiceDeps) {
  const store = storage ?? createFolderStorage(env.UPLOAD_DIR ?? DEFAULT_UPLOAD_DIR);
  const given = env.UPLOAD_POLICY_SECRET;
  const secret =
    given === undefined
      ? sharedPolicySecret(db, () => clock.now())
      : () => Promise.resolve(new TextEncoder().encode(given));
  const uploads = createUploads({ db, storage: store, secret, now: () => clock.now() });
  const auth = requireAuth({ db, clock });

  const dict = new Hono<AuthEnv>()
    .use(auth)
    .get(DICT_ROUTES.routes.list, validate('query', dictListQuerySchema), async (c) =>
      ok(c, await listDict(db, c.req.valid('query').dictType, languageOf(c))),
    );

  const issue = new Hono<AuthEnv>()
    .use(auth)
    .get(ISSUE_ROUTES.routes.typeList, async (c) => ok(c, await listIssueTypes(db, languageOf(c))))
    .get(ISSUE_ROUTES.routes.list, validate('query', issueListQuerySchema), async (c) =>
      ok(
        c,
        await listIssues(db, {
          userId: c.var.auth.userId,
          ...c.req.valid('query'),
          lang: languageOf(c),
          site: ossSite(originOf(c)),
        }),
      ),
    )
    .post(ISSUE_ROUTES.routes.save, validate('json', issueSaveBodySchema), async (c) => {
      const userId = c.var.auth.userId;
      const issueId = newId();
      try {
        await saveIssue(db, { userId, id: issueId, body: c.req.valid('json'), now: clock.now() });
      } catch (error) {
        if (error instanceof AttachmentRefused) {
          throw fieldError(
            c,
            [{ field: 'attachmentIds', key: 'errors.issue.attachment' }],
            SERVICE_ERROR_CODES.attachment,
          );
        }
        throw error;
      }
      const record = await loadIssue(db, {
        userId,
        issueId,
        lang: languageOf(c),
        site: ossSite(originOf(c)),
      });
      if (!record) throw notFoundError('errors.issue.notFound');
      return ok(c, record);
    });

  const oss = new Hono<AuthEnv>()
    .get(OSS_ROUTES.routes.ossSite, auth, (c) => ok(c, { site: ossSite(originOf(c)) }))
    .get(OSS_ROUTES.routes.policy, auth, async (c) =>
      ok(c, await uploads.issuePolicy(c.var.auth.userId, originOf(c))),
    )
    .post(OSS_ROUTES.routes.upload, validate('query', uploadQuerySchema), async (c) => {
      // the policy is used up first: a refused file needs a new one
      const owner = await uploads.consumePolicy(c.req.valid('query').policy);
      await uploads.checkCount(owner.userId);
      await limitRequestBody(c, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD);
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch (error) {
        throw uploadError.failed(error);
      }
      const file = form[UPLOAD_FIELD];
      if (!(file instanceof File)) throw uploadError.noFile();
      const extension = extensionOf(file.name);
      if (!isImageExtension(extension)) throw uploadError.unsupportedFormat();
      if (file.size > MAX_UPLOAD_BYTES) throw uploadError.tooBig();
      const bytes = new Uint8Array(await file.arrayBuffer());
      return ok(c, await uploads.store(owner, { bytes, extension }, ossSite(originOf(c))));
    })
    .put(OSS_ROUTES.routes.uploadSuccess, auth, async (c) => {
      const { fileId } = await readParams(c, fileIdParamsSchema);
      return ok(c, await uploads.confirm(c.var.auth.userId, fileId, ossSite(originOf(c))));
    })
    .put(OSS_ROUTES.routes.updateRefId, auth, async (c) => {
      const { fileId, refId } = await readParams(c, updateRefIdParamsSchema);
      return ok(c, await uploads.attach(c.var.auth.userId, fileId, refId, ossSite(originOf(c))));
    })
    .put(OSS_ROUTES.routes.unlink, auth, async (c) => {
      const { fileId } = await readParams(c, fileIdParamsSchema);
      await uploads.unlink(c.var.auth.userId, fileId);
      return ok(c, null);
    })
    .get(OSS_ROUTES.routes.file, auth, async (c) => {
      const key = c.req.param('key');
      const found = isStorageKey(key) ? await uploads.read(c.var.auth.userId, key) : null;
      if (!found) throw notFoundError();
      return c.body(found.bytes, 200, {
        'Content-Type': found.file.content_type,
        'Content-Length': String(found.bytes.length),
        'Content-Disposition': `inline; filename="${downloadName(found.file)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=300',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      });
    });

  return { dict, issue, oss };
}
