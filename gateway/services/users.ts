import type { RegisterBody } from '../../src/lib/contract/auth.ts';
import type { UpdateInfoBody, UserProfile } from '../../src/lib/contract/user.ts';
import type { GatewayDatabase as Db } from '../db/client.ts';
import { hashPassword, newId } from './secrets.ts';

/** Users (SPEC §3 registration fields). E-mails are stored lower-cased. */
export interface UserRow extends UserProfile {
  id: string;
  passwordHash: string;
  status: 'active' | 'suspended';
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
  const result = await db.execute({
    sql: `SELECT * FROM users WHERE ${column} = ?`,
    args: [value],
  });
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: String(row['id']),
    email: String(row['email']),
    passwordHash: String(row['password_hash']),
    surname: String(row['surname']),
    firstName: String(row['first_name']),
    birthday: String(row['birthday']),
    residence: String(row['residence']),
    phoneAreaCode: String(row['phone_area_code']),
    phone: String(row['phone']),
    promotionConsent: row['promotion_consent'] === 1,
    basicInfoLocked: row['basic_info_locked'] === 1,
    status: row['status'] === 'suspended' ? 'suspended' : 'active',
    suspendReason: row['suspend_reason'] === null ? null : String(row['suspend_reason']),
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

/** Creates the user; basic info is locked from the start (it was saved). False if taken. */
export async function createUser(db: Db, body: RegisterBody, now: number): Promise<boolean> {
  const result = await db.execute({
    sql: `INSERT INTO users (id, email, password_hash, surname, first_name, birthday, residence,
            phone_area_code, phone, promotion_consent, basic_info_locked, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT (email) DO NOTHING`,
    args: [
      newId(),
      normaliseEmail(body.email),
      await hashPassword(body.password),
      body.surname,
      body.firstName,
      body.birthday,
      body.residence,
      body.phoneAreaCode,
      body.phone,
      body.promotionConsent === true ? 1 : 0,
      now,
      now,
    ],
  });
  return result.rowsAffected === 1;
}

const COLUMNS: Record<Exclude<keyof UpdateInfoBody, 'email'>, string> = {
  surname: 'surname',
  firstName: 'first_name',
  birthday: 'birthday',
  residence: 'residence',
  phoneAreaCode: 'phone_area_code',
  phone: 'phone',
  promotionConsent: 'promotion_consent',
};

/** Writes the allowed changes (the caller has checked immutability). */
export async function updateUser(
  db: Db,
  userId: string,
  changes: Omit<UpdateInfoBody, 'email'>,
  now: number,
): Promise<void> {
  const sets: string[] = [];
  const args: (string | number)[] = [];
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = changes[field as keyof typeof COLUMNS];
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    args.push(typeof value === 'boolean' ? Number(value) : value);
  }
  if (sets.length === 0) return;
  await db.execute({
    sql: `UPDATE users SET ${sets.join(', ')}, updated_at = ? WHERE id = ?`,
    args: [...args, now, userId],
  });
}

export async function setPassword(db: Db, userId: string, password: string, now: number) {
  await db.execute({
    sql: 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?',
    args: [await hashPassword(password), now, userId],
  });
}

export async function suspendUser(db: Db, userId: string, reason: string, now: number) {
  await db.execute({
    sql: `UPDATE users SET status = 'suspended', suspend_reason = ?, updated_at = ? WHERE id = ?`,
    args: [reason, now, userId],
  });
}
