import type { Db } from '../db/client.ts';

/**
 * Values every gateway process of one database shares (table gateway_setting): the first
 * process to need one stores it, every later one (on this machine or another) reads the same.
 */
export async function sharedSetting(
  db: Db,
  key: string,
  make: () => string,
  now: number,
): Promise<string> {
  // insert-if-absent: of processes racing here, one value wins and all of them read it
  await db
    .insertInto('gateway_setting')
    .values({ key, value: make(), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('gateway_setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
