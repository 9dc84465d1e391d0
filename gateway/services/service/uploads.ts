import { OSS_ROUTES } from '../../../src/lib/contract/routes.ts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import {
  IMAGE_EXTENSIONS,
  MAX_ATTACHMENTS,
  MAX_PIXELS,
  MAX_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  PENDING_UPLOAD_TTL_MS,
  SERVICE_ERROR_CODES,
  UPLOAD_FIELD,
  type ImageExtension,
  UPLOAD_POLICY_TTL_MS,
  type UploadPolicy,
  type UploadResult,
} from '../../../src/lib/contract/service.ts';
import { isPostgres, transaction, type Db } from '../../db/client.ts';
import type { Row } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newId, sha256 } from '../secrets.ts';
import { sharedSetting } from '../settings.ts';
import { newStorageKey, type Storage } from '../storage/index.ts';
import { cleanImage, ImageRefused, type ImageProblem } from './images.ts';

/** Where the upload flow's files are served: the file route without its `:key`. */
const FILE_PATH = OSS_ROUTES.paths.file.slice(0, -':key'.length);

/** The absolute prefix stored files are served under (sysOssSite). */
export const ossSite = (origin: string): string => `${origin}${FILE_PATH}`;

const accept = IMAGE_EXTENSIONS.join(', ');

/** The translated refusals of the upload flow. */
export const uploadError = {
  unsupportedFormat: () =>
    new HttpError(415, SERVICE_ERROR_CODES.unsupportedFormat, 'errors.upload.unsupportedFormat', {
      params: { accept },
    }),
  tooBig: () =>
    new HttpError(413, SERVICE_ERROR_CODES.tooBig, 'errors.upload.tooBig', {
      params: { maxMb: MAX_UPLOAD_MB },
    }),
  tooMany: () =>
    new HttpError(409, SERVICE_ERROR_CODES.tooMany, 'errors.upload.tooMany', {
      params: { count: MAX_ATTACHMENTS },
    }),
  imageTooLarge: () =>
    new HttpError(413, SERVICE_ERROR_CODES.imageTooLarge, 'errors.upload.imageTooLarge', {
      params: { maxMegapixels: MAX_PIXELS / 1_000_000, maxSide: MAX_SIDE },
    }),
  policyInvalid: () =>
    new HttpError(400, SERVICE_ERROR_CODES.policyInvalid, 'errors.upload.policyInvalid'),
  policyExpired: () =>
    new HttpError(400, SERVICE_ERROR_CODES.policyExpired, 'errors.upload.policyExpired'),
  policyUsed: () => new HttpError(409, SERVICE_ERROR_CODES.policyUsed, 'errors.upload.policyUsed'),
  failed: (cause?: unknown) =>
    new HttpError(400, SERVICE_ERROR_CODES.failed, 'errors.upload.failed', { cause }),
  noFile: () =>
    new HttpError(400, SERVICE_ERROR_CODES.failed, 'errors.upload.noFile', {
      params: { fieldName: UPLOAD_FIELD },
    }),
  notFound: () => new HttpError(404, ERROR_CODES.notFound, 'errors.upload.notFound'),
  unlinked: () => new HttpError(409, SERVICE_ERROR_CODES.attachment, 'errors.upload.unlinked'),
  attached: () => new HttpError(409, SERVICE_ERROR_CODES.attachment, 'errors.upload.attached'),
  issueNotFound: () => new HttpError(404, ERROR_CODES.notFound, 'errors.issue.notFound'),
} satisfies Record<string, (cause?: unknown) => HttpError>;

const refusal = (problem: ImageProblem, cause: unknown): HttpError =>
  problem === 'failed' ? uploadError.failed(cause) : uploadError[problem]();

/** A stored file as the table holds it. */
export type StoredFileRow = Pick<
  Row<'stored_file'>,
  | 'id'
  | 'user_id'
  | 'storage_key'
  | 'content_type'
  | 'width'
  | 'height'
  | 'bytes'
  | 'ref_id'
  | 'status'
>;

/** The columns of a {@link StoredFileRow}. */
export const FILE_COLUMNS = [
  'id',
  'user_id',
  'storage_key',
  'content_type',
  'width',
  'height',
  'bytes',
  'ref_id',
  'status',
] as const;

export const toUploadResult = (file: StoredFileRow, site: string): UploadResult => ({
  fileId: file.id,
  url: `${site}${file.storage_key}`,
  contentType: file.content_type,
  width: file.width,
  height: file.height,
  bytes: file.bytes,
});

/** The download name of a stored file: its key and the extension of its content type. */
export const downloadName = (file: StoredFileRow): string =>
  `${file.storage_key}.${file.content_type === 'image/jpeg' ? 'jpg' : 'png'}`;

export interface UploadDeps {
  db: Db;
  storage: Storage;
  /** The HMAC-SHA256 key that signs policies (the same in every process of one database). */
  secret: () => Promise<Uint8Array>;
  now: () => number;
}

/** Files a user holds uploaded but not attached yet, within {@link PENDING_UPLOAD_TTL_MS}. */
async function pendingCount(db: Db, userId: string, at: number): Promise<number> {
  const row = await db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'uploaded')
    .where('created_at', '>=', at - PENDING_UPLOAD_TTL_MS)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function findFile(
  db: Db,
  userId: string,
  fileId: string,
): Promise<StoredFileRow | null> {
  const row = await db
    .selectFrom('stored_file')
    .select(FILE_COLUMNS)
    .where('id', '=', fileId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The upload flow: policies, the upload itself, confirming, attaching and unlinking. */
export function createUploads({ db, storage, secret, now }: UploadDeps) {
  const sign = async (uploadId: string, userId: string, expiresAt: number): Promise<string> =>
    createHmac('sha256', await secret())
      .update(`${uploadId}.${userId}.${expiresAt}`)
      .digest('base64url');

  /**
   * Lets go of the user's pictures that waited for a message longer than PENDING_UPLOAD_TTL_MS:
   * unlinked (guarded in the statement: one attached meanwhile stays) and their bytes removed.
   */
  async function releaseStale(userId: string, at: number): Promise<void> {
    const stale = await db
      .selectFrom('stored_file')
      .select(['id', 'storage_key'])
      .where('user_id', '=', userId)
      .where('status', '=', 'uploaded')
      .where('created_at', '<', at - PENDING_UPLOAD_TTL_MS)
      .execute();
    for (const file of stale) {
      const released = await db
        .updateTable('stored_file')
        .set({ status: 'unlinked', updated_at: at })
        .where('id', '=', file.id)
        .where('status', '=', 'uploaded')
        .executeTakeFirst();
      if (released.numUpdatedRows === 1n) await storage.delete(file.storage_key);
    }
  }

  /** genUploadParam: a signed, single-use policy valid for UPLOAD_POLICY_TTL_MS. */
  async function issuePolicy(userId: string, origin: string): Promise<UploadPolicy> {
    await releaseStale(userId, now());
    if ((await pendingCount(db, userId, now())) >= MAX_ATTACHMENTS) throw uploadError.tooMany();
    const uploadId = newId();
    const createdAt = now();
    const expiresAt = createdAt + UPLOAD_POLICY_TTL_MS;
    const token = `${uploadId}.${expiresAt}.${await sign(uploadId, userId, expiresAt)}`;
    // policies expired a day ago are of no use any more (their files keep upload_id NULL)
    await transaction(db, async (trx) => {
      await trx
        .deleteFrom('upload_policy')
        .where('expires_at', '<', createdAt - 24 * 3600 * 1000)
        .execute();
      await trx
        .insertInto('upload_policy')
        .values({
          id: uploadId,
          token_hash: sha256(token),
          user_id: userId,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .execute();
    });
    return {
      uploadId,
      uploadUrl: `${origin}${OSS_ROUTES.paths.upload}?policy=${encodeURIComponent(token)}`,
      method: 'POST',
      fileField: UPLOAD_FIELD,
      fields: {},
      headers: {},
      expiresAt,
      maxBytes: MAX_UPLOAD_BYTES,
      maxCount: MAX_ATTACHMENTS,
      accept: [...IMAGE_EXTENSIONS],
    };
  }

  /**
   * Uses up the policy of an upload, whatever then happens to the file: answers its user and
   * upload id, or throws invalid (forged, unknown), used or expired.
   */
  async function consumePolicy(token: string): Promise<{ userId: string; uploadId: string }> {
    const [uploadId = '', expires = '', signature = ''] = token.split('.');
    const row = await db
      .selectFrom('upload_policy')
      .select(['user_id', 'token_hash', 'expires_at', 'used_at'])
      .where('id', '=', uploadId)
      .executeTakeFirst();
    if (!row) throw uploadError.policyInvalid();
    const userId = row.user_id;
    const expiresAt = row.expires_at;
    const expected = Buffer.from(await sign(uploadId, userId, expiresAt));
    const given = Buffer.from(signature);
    if (
      String(expiresAt) !== expires ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given) ||
      row.token_hash !== sha256(token)
    ) {
      throw uploadError.policyInvalid();
    }
    if (row.used_at !== null) throw uploadError.policyUsed();
    const at = now();
    if (at >= expiresAt) throw uploadError.policyExpired();
    // used once: the guard in the statement decides between two uploads racing on one policy
    const used = await db
      .updateTable('upload_policy')
      .set({ used_at: at })
      .where('id', '=', uploadId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) throw uploadError.policyUsed();
    return { userId, uploadId };
  }

  /** Refuses an upload early when the user already holds MAX_ATTACHMENTS pending files. */
  async function checkCount(userId: string): Promise<void> {
    if ((await pendingCount(db, userId, now())) >= MAX_ATTACHMENTS) throw uploadError.tooMany();
  }

  /**
   * Checks, re-encodes and stores one uploaded file. Nothing is stored when it is refused: the
   * row is written (with the count checked again) before the bytes, and removed if they fail.
   */
  async function store(
    owner: { userId: string; uploadId: string },
    file: { bytes: Uint8Array; extension: ImageExtension },
    site: string,
  ): Promise<UploadResult> {
    let image;
    try {
      image = await cleanImage(file.bytes, file.extension);
    } catch (error) {
      if (error instanceof ImageRefused) throw refusal(error.problem, error.cause);
      throw error;
    }
    const id = newId();
    const key = newStorageKey();
    const at = now();
    await transaction(db, async (trx) => {
      // the user's row first: concurrent uploads of one user count one after the other
      await lockUser(trx, owner.userId);
      if ((await pendingCount(trx, owner.userId, at)) >= MAX_ATTACHMENTS) {
        throw uploadError.tooMany();
      }
      await trx
        .insertInto('stored_file')
        .values({
          id,
          user_id: owner.userId,
          upload_id: owner.uploadId,
          storage_key: key,
          content_type: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.bytes.length,
          status: 'uploaded',
          created_at: at,
          updated_at: at,
        })
        .execute();
    });
    try {
      await storage.put(key, image.bytes, image.contentType);
    } catch (error) {
      await db.deleteFrom('stored_file').where('id', '=', id).execute();
      await storage.delete(key).catch(() => undefined);
      throw uploadError.failed(error);
    }
    const stored = await findFile(db, owner.userId, id);
    if (!stored) throw uploadError.failed();
    return toUploadResult(stored, site);
  }

  /** uploadSuccess: the caller's file, still stored. */
  async function confirm(userId: string, fileId: string, site: string): Promise<UploadResult> {
    const file = await findFile(db, userId, fileId);
    if (!file) throw uploadError.notFound();
    if (file.status === 'unlinked') throw uploadError.unlinked();
    await db
      .updateTable('stored_file')
      .set((eb) => ({ confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now())) }))
      .where('id', '=', fileId)
      .execute();
    return toUploadResult(file, site);
  }

  /** updateRefId: attaches the caller's file to one of the caller's messages. */
  async function attach(
    userId: string,
    fileId: string,
    refId: string,
    site: string,
  ): Promise<UploadResult> {
    return transaction(db, async (trx) => {
      // the message's owner first: two files attached to one message at once count in turn
      await lockUser(trx, userId);
      const issue = await trx
        .selectFrom('issue')
        .select('id')
        .where('id', '=', refId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!issue) throw uploadError.issueNotFound();
      const file = await findFile(trx, userId, fileId);
      if (!file) throw uploadError.notFound();
      if (file.status === 'unlinked') throw uploadError.unlinked();
      if (file.status === 'attached' && file.ref_id !== refId) throw uploadError.attached();
      if (file.status === 'uploaded') {
        const attached = await trx
          .selectFrom('stored_file')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('ref_type', '=', 'issue')
          .where('ref_id', '=', refId)
          .where('status', '=', 'attached')
          .executeTakeFirstOrThrow();
        if (attached.n >= MAX_ATTACHMENTS) throw uploadError.tooMany();
        const moved = await trx
          .updateTable('stored_file')
          .set({ status: 'attached', ref_type: 'issue', ref_id: refId, updated_at: now() })
          .where('id', '=', fileId)
          .where('status', '=', 'uploaded')
          .executeTakeFirst();
        if (moved.numUpdatedRows !== 1n) throw uploadError.unlinked();
      }
      return toUploadResult({ ...file, status: 'attached', ref_id: refId }, site);
    });
  }

  /** unlink: detaches the caller's file and deletes its stored bytes. */
  async function unlink(userId: string, fileId: string): Promise<void> {
    const file = await findFile(db, userId, fileId);
    if (!file) throw uploadError.notFound();
    if (file.status !== 'unlinked') {
      await db
        .updateTable('stored_file')
        .set({ status: 'unlinked', ref_type: null, ref_id: null, updated_at: now() })
        .where('id', '=', fileId)
        .execute();
    }
    await storage.delete(file.storage_key);
  }

  /** The bytes of one of the caller's stored files, or null (not theirs, unknown, unlinked). */
  async function read(
    userId: string,
    key: string,
  ): Promise<{ file: StoredFileRow; bytes: Uint8Array<ArrayBuffer> } | null> {
    const file = await db
      .selectFrom('stored_file')
      .select(FILE_COLUMNS)
      .where('storage_key', '=', key)
      .where('user_id', '=', userId)
      .where('status', '!=', 'unlinked')
      .executeTakeFirst();
    if (!file) return null;
    const bytes = await storage.get(file.storage_key);
    return bytes ? { file, bytes } : null;
  }

  return { issuePolicy, consumePolicy, checkCount, store, confirm, attach, unlink, read };
}

/**
 * Locks the user's row until the transaction ends (PostgreSQL; SQLite transactions already run
 * one at a time), so that two requests of one user counting their files cannot both pass.
 */
export async function lockUser(trx: Db, userId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * The policy key when UPLOAD_POLICY_SECRET is not set: a random one, made by the first process
 * that needs it and kept in the database, so that a policy one process issued is accepted by
 * every other process of the same database. Read once per process.
 */
export function sharedPolicySecret(db: Db, now: () => number): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | null = null;
  return () => {
    key ??= sharedSetting(
      db,
      'upload_policy_secret',
      () => randomBytes(32).toString('base64'),
      now(),
    )
      .then((value) => new Uint8Array(Buffer.from(value, 'base64')))
      .catch((error: unknown) => {
        key = null;
        throw error;
      });
    return key;
  };
}
