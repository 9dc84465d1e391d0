import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  MAX_TRAVELLERS,
  type Traveller,
  type TravellerSave,
} from '../../src/lib/contract/traveller.ts';
import { normalizeIdNumber } from '../../src/lib/contract/order.ts';
import { maskId } from '../../src/lib/format/mask.ts';
import { transaction, type Db } from '../db/client.ts';
import type { Row } from '../db/schema.ts';
import { HttpError, notFoundError } from '../lib/http-error.ts';
import { lockUser } from './service/uploads.ts';
import { newId } from './secrets.ts';
import { parseTravellerKey } from '../lib/traveller-key.ts';

/**
 * Saved travellers (issue 19 §5). ID numbers are encrypted at rest with AES-256-GCM: a random
 * 12-byte IV per write, the traveller's id and account as additional data (a cipher copied to
 * another row or account does not open), and a 32-byte key from TRAVELLER_ID_KEY. In dev mode
 * without one a key is generated once and kept in the database (the demo database only); in
 * production without one the feature is off: its calls answer 503 naming the variable, and
 * the server says so at start. The number is decrypted only to put it on an order.
 */

export const TRAVELLER_CODES = {
  disabled: 'TRAVELLERS_DISABLED',
  tooMany: 'TRAVELLERS_TOO_MANY',
} as const;

const DEV_KEY_SETTING = 'traveller_dev_key';

export const TRAVELLERS_DISABLED_MESSAGE =
  'Saved travellers are off: set TRAVELLER_ID_KEY (32 random bytes, `openssl rand -base64 32`) to keep ID numbers encrypted at rest.';

/**
 * The key of the ID numbers: TRAVELLER_ID_KEY; in dev mode without it a key made once and kept
 * in the database; otherwise null (the feature is off).
 */
export async function travellerKey(
  db: Db,
  options: { configured: string | undefined; dev: boolean; now: number },
): Promise<Buffer | null> {
  if (options.configured !== undefined) return parseTravellerKey(options.configured);
  if (!options.dev) return null;
  await db
    .insertInto('gateway_setting')
    .values({
      key: DEV_KEY_SETTING,
      value: randomBytes(32).toString('base64url'),
      updated_at: options.now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('gateway_setting')
    .select('value')
    .where('key', '=', DEV_KEY_SETTING)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

const aadOf = (userId: string, travellerId: string) =>
  Buffer.from(`traveller-id\n${userId}\n${travellerId}`, 'utf8');

export function encryptIdNumber(
  key: Buffer,
  number: string,
  owner: { userId: string; travellerId: string },
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(owner.userId, owner.travellerId));
  const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function decryptIdNumber(
  key: Buffer,
  stored: string,
  owner: { userId: string; travellerId: string },
): string {
  const bytes = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(aadOf(owner.userId, owner.travellerId));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([
    decipher.update(bytes.subarray(12, bytes.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}

export const travellersDisabled = () =>
  new HttpError(503, TRAVELLER_CODES.disabled, 'errors.traveller.disabled');

const travellerNotFound = () => notFoundError('errors.traveller.notFound');

const toTraveller = (row: Row<'traveller'>): Traveller => ({
  travellerId: row.id,
  familyName: row.family_name,
  firstName: row.first_name,
  phoneArea: row.phone_area,
  phone: row.phone,
  email: row.email,
  idType: row.id_type,
  idMasked: row.id_masked,
});

export async function listTravellers(db: Db, userId: string): Promise<Traveller[]> {
  const rows = await db
    .selectFrom('traveller')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toTraveller);
}

/** Saves a new traveller or changes one of the caller's (404 for anyone else's). */
export async function saveTraveller(
  db: Db,
  key: Buffer,
  input: { userId: string; body: TravellerSave; now: number },
): Promise<Traveller> {
  const { userId, body, now } = input;
  const number = body.idInfo === undefined ? '' : normalizeIdNumber(body.idInfo);
  return transaction(db, async (trx) => {
    await lockUser(trx, userId);
    const existing =
      body.travellerId === undefined
        ? undefined
        : await trx
            .selectFrom('traveller')
            .selectAll()
            .where('id', '=', body.travellerId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
    if (body.travellerId !== undefined && existing === undefined) throw travellerNotFound();
    if (existing === undefined) {
      const count = await trx
        .selectFrom('traveller')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_TRAVELLERS) {
        throw new HttpError(409, TRAVELLER_CODES.tooMany, 'errors.traveller.tooMany', {
          params: { count: MAX_TRAVELLERS },
        });
      }
    }
    const travellerId = existing?.id ?? newId();
    // the ID: a new number replaces the saved one; no type clears it; else it stays
    const id =
      number !== ''
        ? {
            id_type: body.idType ?? null,
            id_cipher: encryptIdNumber(key, number, { userId, travellerId }),
            id_masked: maskId(number),
          }
        : body.idType === null || (existing === undefined && body.idType === undefined)
          ? { id_type: null, id_cipher: null, id_masked: null }
          : {
              id_type: existing?.id_type ?? null,
              id_cipher: existing?.id_cipher ?? null,
              id_masked: existing?.id_masked ?? null,
            };
    const values = {
      family_name: body.familyName,
      first_name: body.firstName,
      phone_area: body.phoneArea,
      phone: body.phone,
      email: body.email,
      ...id,
      updated_at: now,
    };
    if (existing === undefined) {
      await trx
        .insertInto('traveller')
        .values({ id: travellerId, user_id: userId, created_at: now, ...values })
        .execute();
    } else {
      await trx.updateTable('traveller').set(values).where('id', '=', travellerId).execute();
    }
    const row = await trx
      .selectFrom('traveller')
      .selectAll()
      .where('id', '=', travellerId)
      .executeTakeFirstOrThrow();
    return toTraveller(row);
  });
}

export async function deleteTraveller(db: Db, userId: string, travellerId: string): Promise<void> {
  const deleted = await db
    .deleteFrom('traveller')
    .where('id', '=', travellerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw travellerNotFound();
}

/**
 * The saved ID of each of the caller's travellers asked for, decrypted for an order; 404 when
 * one is not the caller's. A traveller without an ID answers null.
 */
export async function travellerIds(
  db: Db,
  key: Buffer,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, { idType: number; idInfo: string } | null>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('traveller')
    .select(['id', 'id_type', 'id_cipher'])
    .where('user_id', '=', userId)
    .where('id', 'in', wanted)
    .execute();
  if (rows.length !== wanted.length) throw travellerNotFound();
  return new Map(
    rows.map((r) => [
      r.id,
      r.id_cipher === null || r.id_type === null
        ? null
        : {
            idType: r.id_type,
            idInfo: decryptIdNumber(key, r.id_cipher, { userId, travellerId: r.id }),
          },
    ]),
  );
}
