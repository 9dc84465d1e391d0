import type { RegisterBody } from '../../src/lib/contract/auth.ts';
import type { UpdateInfoBody, UserProfile } from '../../src/lib/contract/user.ts';
import type { Db } from '../db/client.ts';
import type { Updateable } from 'kysely';
import type { Flag, UsersTable, UserStatus } from '../db/schema.ts';
import { hashPassword, newId } from './secrets.ts';

/** Users (SPEC §3 registration fields). E-mails are stored lower-cased. */
export interface UserRow extends UserProfile {
  id: string;
  passwordHash: string;
  status: UserStatus;
  suspendReason: string | null;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return findUser(db, 'email', normaliseEmail(email));
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  return findUser(db, 'id', id);
}

async function findUser(db: Db, column: 'id' | 'email', value: string): Promise<UserRow | null> {
  const row = await db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    surname: row.surname,
    firstName: row.first_name,
    birthday: row.birthday,
    residence: row.residence,
    phoneAreaCode: row.phone_area_code,
    phone: row.phone,
    promotionConsent: row.promotion_consent === 1,
    basicInfoLocked: row.basic_info_locked === 1,
    status: row.status,
    suspendReason: row.suspend_reason,
  };
}

export const toProfile = (user: UserRow): UserProfile => ({
  email: user.email,
  surname: user.surname,
  firstName: user.firstName,
  birthday: user.birthday,
  residence: user.residence,
  phoneAreaCode: user.phoneAreaCode,
  phone: user.phone,
  promotionConsent: user.promotionConsent,
  basicInfoLocked: user.basicInfoLocked,
});

const flag = (value: boolean | undefined): Flag => (value === true ? 1 : 0);

/** Creates the user; basic info is locked from the start (it was saved). False if taken. */
export async function createUser(db: Db, body: RegisterBody, now: number): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({
      id: newId(),
      email: normaliseEmail(body.email),
      password_hash: await hashPassword(body.password),
      surname: body.surname,
      first_name: body.firstName,
      birthday: body.birthday,
      residence: body.residence,
      phone_area_code: body.phoneAreaCode,
      phone: body.phone,
      promotion_consent: flag(body.promotionConsent),
      basic_info_locked: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** Writes the allowed changes (the caller has checked immutability). */
export async function updateUser(
  db: Db,
  userId: string,
  changes: Omit<UpdateInfoBody, 'email'>,
  now: number,
): Promise<void> {
  const set: Updateable<UsersTable> = {
    ...(changes.surname === undefined ? {} : { surname: changes.surname }),
    ...(changes.firstName === undefined ? {} : { first_name: changes.firstName }),
    ...(changes.birthday === undefined ? {} : { birthday: changes.birthday }),
    ...(changes.residence === undefined ? {} : { residence: changes.residence }),
    ...(changes.phoneAreaCode === undefined ? {} : { phone_area_code: changes.phoneAreaCode }),
    ...(changes.phone === undefined ? {} : { phone: changes.phone }),
    ...(changes.promotionConsent === undefined
      ? {}
      : { promotion_consent: flag(changes.promotionConsent) }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...set, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function setPassword(db: Db, userId: string, password: string, now: number) {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function suspendUser(db: Db, userId: string, reason: string, now: number) {
  await db
    .updateTable('users')
    .set({ status: 'suspended', suspend_reason: reason, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
