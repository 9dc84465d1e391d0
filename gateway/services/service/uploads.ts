import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Row } from '@libsql/client';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import {
  IMAGE_EXTENSIONS,
  MAX_ATTACHMENTS,
  MAX_PIXELS,
  MAX_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  SERVICE_ERROR_CODES,
  UPLOAD_FIELD,
  type ImageExtension,
  UPLOAD_POLICY_TTL_MS,
  type UploadPolicy,
  type UploadResult,
} from '../../../src/lib/contract/service.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newId, sha256 } from '../secrets.ts';
import { newStorageKey, type Storage } from '../storage/index.ts';
import { cleanImage, ImageRefused, type ImageProblem } from './images.ts';

/** Paths of the upload flow under /cl-odss-app (DESIGN §8). */
export const OSS_BASE = '/cl-odss-app/guest/common/oss';
export const UPLOAD_PATH = `${OSS_BASE}/upload`;
export const FILE_PATH = `${OSS_BASE}/file/`;

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
export interface StoredFileRow {
  id: string;
  userId: string;
  storageKey: string;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
  refId: string | null;
  status: 'uploaded' | 'attached' | 'unlinked';
}

export const FILE_COLUMNS = `id, user_id, storage_key, content_type, width, height, bytes, ref_id,
  status`;

export const toFileRow = (r: Row): StoredFileRow => ({
  id: String(r['id']),
  userId: String(r['user_id']),
  storageKey: String(r['storage_key']),
  contentType: r['content_type'] === 'image/jpeg' ? 'image/jpeg' : 'image/png',
  width: Number(r['width']),
  height: Number(r['height']),
  bytes: Number(r['bytes']),
  refId: r['ref_id'] === null ? null : String(r['ref_id']),
  status: String(r['status']) as StoredFileRow['status'],
});

export const toUploadResult = (file: StoredFileRow, site: string): UploadResult => ({
  fileId: file.id,
  url: `${site}${file.storageKey}`,
  contentType: file.contentType,
  width: file.width,
  height: file.height,
  bytes: file.bytes,
});

/** The download name of a stored file: its key and the extension of its content type. */
export const downloadName = (file: StoredFileRow): string =>
  `${file.storageKey}.${file.contentType === 'image/jpeg' ? 'jpg' : 'png'}`;

export interface UploadDeps {
  db: Db;
  storage: Storage;
  /** HMAC-SHA256 key of the policies. */
  secret: Uint8Array;
  now: () => number;
}

/** Files a user holds uploaded but not attached yet. */
async function pendingCount(db: Pick<Db, 'execute'>, userId: string): Promise<number> {
  const r = await db.execute({
    sql: `SELECT count(*) AS n FROM stored_file WHERE user_id = ? AND status = 'uploaded'`,
    args: [userId],
  });
  return Number(r.rows[0]?.['n'] ?? 0);
}

export async function findFile(
  db: Db,
  userId: string,
  fileId: string,
): Promise<StoredFileRow | null> {
  const r = await db.execute({
    sql: `SELECT ${FILE_COLUMNS} FROM stored_file WHERE id = ? AND user_id = ?`,
    args: [fileId, userId],
  });
  const row = r.rows[0];
  return row ? toFileRow(row) : null;
}

/** The upload flow: policies, the upload itself, confirming, attaching and unlinking. */
export function createUploads({ db, storage, secret, now }: UploadDeps) {
  const sign = (uploadId: string, userId: string, expiresAt: number): string =>
    createHmac('sha256', secret).update(`${uploadId}.${userId}.${expiresAt}`).digest('base64url');

  /** genUploadParam: a signed, single-use policy valid for UPLOAD_POLICY_TTL_MS. */
  async function issuePolicy(userId: string, origin: string): Promise<UploadPolicy> {
    if ((await pendingCount(db, userId)) >= MAX_ATTACHMENTS) throw uploadError.tooMany();
    const uploadId = newId();
    const createdAt = now();
    const expiresAt = createdAt + UPLOAD_POLICY_TTL_MS;
    const token = `${uploadId}.${expiresAt}.${sign(uploadId, userId, expiresAt)}`;
    // policies expired a day ago are of no use any more (their files keep upload_id NULL)
    await db.batch(
      [
        {
          sql: 'DELETE FROM upload_policy WHERE expires_at < ?',
          args: [createdAt - 24 * 3600 * 1000],
        },
        {
          sql: `INSERT INTO upload_policy (id, token_hash, user_id, created_at, expires_at)
                VALUES (?, ?, ?, ?, ?)`,
          args: [uploadId, sha256(token), userId, createdAt, expiresAt],
        },
      ],
      'write',
    );
    return {
      uploadId,
      uploadUrl: `${origin}${UPLOAD_PATH}?policy=${encodeURIComponent(token)}`,
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
    const r = await db.execute({
      sql: 'SELECT user_id, token_hash, expires_at, used_at FROM upload_policy WHERE id = ?',
      args: [uploadId],
    });
    const row = r.rows[0];
    if (!row) throw uploadError.policyInvalid();
    const userId = String(row['user_id']);
    const expiresAt = Number(row['expires_at']);
    const expected = Buffer.from(sign(uploadId, userId, expiresAt));
    const given = Buffer.from(signature);
    if (
      String(expiresAt) !== expires ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given) ||
      row['token_hash'] !== sha256(token)
    ) {
      throw uploadError.policyInvalid();
    }
    if (row['used_at'] !== null) throw uploadError.policyUsed();
    const at = now();
    if (at >= expiresAt) throw uploadError.policyExpired();
    const used = await db.execute({
      sql: 'UPDATE upload_policy SET used_at = ? WHERE id = ? AND used_at IS NULL',
      args: [at, uploadId],
    });
    if (used.rowsAffected !== 1) throw uploadError.policyUsed();
    return { userId, uploadId };
  }

  /** Refuses an upload early when the user already holds MAX_ATTACHMENTS pending files. */
  async function checkCount(userId: string): Promise<void> {
    if ((await pendingCount(db, userId)) >= MAX_ATTACHMENTS) throw uploadError.tooMany();
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
    const tx = await db.transaction('write');
    try {
      if ((await pendingCount(tx, owner.userId)) >= MAX_ATTACHMENTS) throw uploadError.tooMany();
      await tx.execute({
        sql: `INSERT INTO stored_file (id, user_id, upload_id, storage_key, content_type, width,
                height, bytes, status, created_at, updated_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'uploaded', ?, ?)`,
        args: [
          id,
          owner.userId,
          owner.uploadId,
          key,
          image.contentType,
          image.width,
          image.height,
          image.bytes.length,
          at,
          at,
        ],
      });
      await tx.commit();
    } finally {
      tx.close();
    }
    try {
      await storage.put(key, image.bytes, image.contentType);
    } catch (error) {
      await db.execute({ sql: 'DELETE FROM stored_file WHERE id = ?', args: [id] });
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
    await db.execute({
      sql: 'UPDATE stored_file SET confirmed_at = coalesce(confirmed_at, ?) WHERE id = ?',
      args: [now(), fileId],
    });
    return toUploadResult(file, site);
  }

  /** updateRefId: attaches the caller's file to one of the caller's messages. */
  async function attach(
    userId: string,
    fileId: string,
    refId: string,
    site: string,
  ): Promise<UploadResult> {
    const tx = await db.transaction('write');
    try {
      const issue = await tx.execute({
        sql: 'SELECT 1 FROM issue WHERE id = ? AND user_id = ?',
        args: [refId, userId],
      });
      if (issue.rows.length === 0) throw uploadError.issueNotFound();
      const r = await tx.execute({
        sql: `SELECT ${FILE_COLUMNS} FROM stored_file WHERE id = ? AND user_id = ?`,
        args: [fileId, userId],
      });
      const row = r.rows[0];
      if (!row) throw uploadError.notFound();
      const file = toFileRow(row);
      if (file.status === 'unlinked') throw uploadError.unlinked();
      if (file.status === 'attached' && file.refId !== refId) throw uploadError.attached();
      if (file.status === 'uploaded') {
        const n = await tx.execute({
          sql: `SELECT count(*) AS n FROM stored_file
                WHERE ref_type = 'issue' AND ref_id = ? AND status = 'attached'`,
          args: [refId],
        });
        if (Number(n.rows[0]?.['n'] ?? 0) >= MAX_ATTACHMENTS) throw uploadError.tooMany();
        await tx.execute({
          sql: `UPDATE stored_file SET status = 'attached', ref_type = 'issue', ref_id = ?,
                  updated_at = ? WHERE id = ?`,
          args: [refId, now(), fileId],
        });
      }
      await tx.commit();
      return toUploadResult({ ...file, status: 'attached', refId }, site);
    } finally {
      tx.close();
    }
  }

  /** unlink: detaches the caller's file and deletes its stored bytes. */
  async function unlink(userId: string, fileId: string): Promise<void> {
    const file = await findFile(db, userId, fileId);
    if (!file) throw uploadError.notFound();
    if (file.status !== 'unlinked') {
      await db.execute({
        sql: `UPDATE stored_file SET status = 'unlinked', ref_type = NULL, ref_id = NULL,
                updated_at = ? WHERE id = ?`,
        args: [now(), fileId],
      });
    }
    await storage.delete(file.storageKey);
  }

  /** The bytes of one of the caller's stored files, or null (not theirs, unknown, unlinked). */
  async function read(
    userId: string,
    key: string,
  ): Promise<{ file: StoredFileRow; bytes: Uint8Array<ArrayBuffer> } | null> {
    const r = await db.execute({
      sql: `SELECT ${FILE_COLUMNS} FROM stored_file
            WHERE storage_key = ? AND user_id = ? AND status != 'unlinked'`,
      args: [key, userId],
    });
    const row = r.rows[0];
    if (!row) return null;
    const file = toFileRow(row);
    const bytes = await storage.get(file.storageKey);
    return bytes ? { file, bytes } : null;
  }

  return { issuePolicy, consumePolicy, checkCount, store, confirm, attach, unlink, read };
}
export type Uploads = ReturnType<typeof createUploads>;

/** A random per-process policy key, for when UPLOAD_POLICY_SECRET is not set. */
export const randomSecret = (): Uint8Array => new Uint8Array(randomBytes(32));
