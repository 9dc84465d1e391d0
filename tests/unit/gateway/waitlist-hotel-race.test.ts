import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../gateway/app.ts';
import { openDatabase, type GatewayDatabase } from '../../../gateway/db/client.ts';
import { hotelRoomListSchema } from '../../../src/lib/contract/product.ts';
import { WAITLIST_ROUTES } from '../../../src/lib/contract/routes.ts';
import { waitListSchema, waitSchema } from '../../../src/lib/contract/waitlist.ts';
import { call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import type { TestGateway } from './support/gateway.ts';
import { createOrderWorld, type OrderWorld } from './support/orders.ts';

/*
 * Hotel waiting lists with two gateways on one database (two apps with pools of their own: to
 * the database, two processes; on PostgreSQL advisory and row locks are per connection). A room
 * freed for a two-night stay is offered while waiters' requests to both gateways advance the
 * waiting list at once: one offer only, to the first who joined, holding one room per night;
 * when it runs out, the next waiter gets it, again once. PostgreSQL only (the `postgres`
 * project): several processes on one SQLite file are not a supported set-up (WORKERS > 1 needs
 * PostgreSQL), and racing writers there answer SQLITE_BUSY.
 */

const PRODUCT = '/cl-odss-app/guest/product';
const CHECK_IN = '2026-03-24';
const CHECK_OUT = '2026-03-26';
const NIGHTS = ['2026-03-24', '2026-03-25'];
const MINUTE = 60_000;

let o: OrderWorld;
let otherDb: GatewayDatabase;
let other: TestGateway;

beforeAll(async () => {
  o = await createOrderWorld();
  if (o.gw.env.DATABASE_URL.startsWith('file:')) {
    throw new Error('the hotel waiting-list race runs in the postgres project');
  }
  otherDb = await openDatabase(o.gw.env.DATABASE_URL, { poolSize: 4 });
  other = {
    ...o.gw,
    db: otherDb,
    app: createApp({ db: otherDb, env: o.gw.env, clock: o.gw.clock, mail: null }),
  };
});

afterAll(async () => {
  await otherDb.close();
  await o.gw.close();
});

describe('a freed hotel room and two gateways', () => {
  it('is offered once, to the first waiter, holding one room each night, however many requests race', async () => {
    const rooms = await data(
      await o.gw.get(
        `${PRODUCT}/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=${CHECK_IN}&checkOutDate=${CHECK_OUT}`,
        'en',
      ),
      hotelRoomListSchema,
    );
    const room = rooms.find((r) => r.productCode === 'GZ_HOTEL_FAMILY');
    const sku = room?.skus[0];
    const price = room?.stay.totalCents;
    if (!room || !sku || !price) throw new Error('no family room on sale');
    await o.gw.db
      .updateTable('inventory')
      .set({ total: 1, held: 0, sold: 0 })
      .where('sku_id', '=', sku.skuId)
      .where('date', 'in', NIGHTS)
      .execute();
    const line = {
      productId: room.productId,
      skuId: sku.skuId,
      quantity: 1,
      startDate: CHECK_IN,
      endDate: CHECK_OUT,
    };
    const holder = await o.account('holder');
    o.at(0);
    await o.saveOrder([line], price, { as: holder.token });

    const waiters: { token: string; email: string; waitId: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const who = await o.account(`waiter${i}`);
      const wait = await data(
        await call(o.gw, WAITLIST_ROUTES.paths.join, { token: who.token, body: line }),
        waitSchema,
      );
      waiters.push({ ...who, waitId: wait.waitId });
    }

    const held = async () =>
      (
        await o.gw.db
          .selectFrom('inventory')
          .select(['date', 'total', 'held', 'sold'])
          .where('sku_id', '=', sku.skuId)
          .where('date', 'in', NIGHTS)
          .orderBy('date')
          .execute()
      ).map((c) => ({ date: c.date, total: Number(c.total), held: Number(c.held) }));
    /** Every waiter lists their waits at once, half through each gateway: the statuses. */
    const race = async () => {
      const answers = await Promise.all(
        [...waiters, ...waiters].map(async (w, i) =>
          data(
            await call(i % 2 === 0 ? o.gw : other, WAITLIST_ROUTES.paths.list, { token: w.token }),
            waitListSchema,
          ),
        ),
      );
      expect(answers).toHaveLength(12);
      const rows = await o.gw.db
        .selectFrom('wait')
        .select(['id', 'status'])
        .where(
          'id',
          'in',
          waiters.map((w) => w.waitId),
        )
        .execute();
      return waiters.map((w) => rows.find((r) => r.id === w.waitId)?.status);
    };

    // the holder's 15 minutes pass: the room of both nights comes free
    o.at(16 * MINUTE);
    expect(await race()).toEqual([
      'offered',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(await held()).toEqual(NIGHTS.map((date) => ({ date, total: 1, held: 1 })));

    // nobody books it in time: the next waiter, once
    const offer = await o.gw.db
      .selectFrom('wait')
      .select('offer_until')
      .where('id', '=', waiters[0]!.waitId)
      .executeTakeFirstOrThrow();
    o.at(Number(offer.offer_until) - o.gw.clock.now() + 16 * MINUTE + 1);
    expect(await race()).toEqual([
      'expired',
      'offered',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(await held()).toEqual(NIGHTS.map((date) => ({ date, total: 1, held: 1 })));
  });
});
