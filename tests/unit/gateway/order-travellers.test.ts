import { TRAVELLER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { describe, expect } from 'vitest';
import { parseEnv } from '../../../gateway/env.ts';
import { decryptIdNumber, encryptIdNumber } from '../../../gateway/services/travellers.ts';
import {
  travellerListSchema,
  travellerSchema,
  type Traveller,
} from '../../../src/lib/contract/traveller.ts';
import { bodyOf, call } from './support/accounts.ts';
import { directSessionToken } from './support/direct-session.ts';
import { data } from './support/envelope.ts';
import { createTestGateway, SEEDED_AT } from './support/gateway.ts';
import { orderTest as it, ORDER, type OrderWorld } from './support/orders.ts';

/*
 * Saved travellers: kept per account with the ID number encrypted at rest (AES-256-GCM),
 * answered masked and never in full; an order in guest mode takes the number on the server by
 * traveller id; another account's traveller is not found; production without a key is off.
 */

const PASSPORT = 'K12345678';
const PERMIT = 'H1234567890';

const save = (o: OrderWorld, body: unknown, as = o.token) =>
  call(o.gw, TRAVELLER_ROUTES.paths.save, { token: as, body });
const list = async (o: OrderWorld, as = o.token) =>
  data(await call(o.gw, TRAVELLER_ROUTES.paths.list, { token: as }), travellerListSchema);

const chan = {
  familyName: 'Chan',
  firstName: 'Siu Ming',
  phoneArea: '+852',
  phone: '61234567',
  email: 'siuming@example.com',
  idType: 2,
  idInfo: PASSPORT.toLowerCase(),
};

async function saved(o: OrderWorld, body: unknown = chan, as = o.token): Promise<Traveller> {
  return data(await save(o, body, as), travellerSchema);
}

/** A guest-mode order of one adult park ticket for the saved traveller `travellerId`. */
async function guestModeOrder(o: OrderWorld, guests: Record<string, unknown>[], as = o.token) {
  const p = await o.parkTickets('2026-03-20');
  return call(o.gw, `${ORDER}/save`, {
    token: as,
    body: {
      requestId: `traveller-order-${Math.random().toString(36).slice(2, 12)}`,
      channel: 'WAP',
      guestMode: 'guest',
      lines: [
        {
          productId: p.productId,
          skuId: p.adult.skuId,
          quantity: guests.length,
          startDate: '2026-03-20',
        },
      ],
      guests: guests.map((g) => ({
        productId: p.productId,
        guestName: 'Chan/Siu Ming',
        guestMobile: '',
        guestMobileArea: '+852',
        guestEmail: '',
        remark: '',
        ...g,
      })),
      expectedTotalCents: guests.length * p.adult.price,
      termsAccepted: true,
    },
  });
}

describe('saved travellers', () => {
  it('keep the ID number encrypted and answer it masked, never in full', async ({ orders: o }) => {
    const traveller = await saved(o);
    expect(traveller).toMatchObject({
      familyName: 'Chan',
      firstName: 'Siu Ming',
      idType: 2,
      idMasked: 'K1*****78',
    });
    expect(await list(o)).toEqual([traveller]);
    const row = await o.gw.db
      .selectFrom('traveller')
      .selectAll()
      .where('id', '=', traveller.travellerId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(PASSPORT);
    expect(row.id_cipher).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const raw = await call(o.gw, TRAVELLER_ROUTES.paths.list, { token: o.token });
    expect(await raw.text()).not.toContain(PASSPORT);

    // a change without a number keeps the saved one; a new number replaces it
    const renamed = await saved(o, {
      ...chan,
      travellerId: traveller.travellerId,
      firstName: 'Siu Wai',
      idInfo: undefined,
    });
    expect(renamed).toMatchObject({ firstName: 'Siu Wai', idMasked: 'K1*****78' });
    const permit = await saved(o, {
      ...chan,
      travellerId: traveller.travellerId,
      idType: 4,
      idInfo: PERMIT,
    });
    expect(permit).toMatchObject({ idType: 4, idMasked: 'H1*******90' });
    expect(await list(o)).toHaveLength(1);

    const removed = await call(
      o.gw,
      `${TRAVELLER_ROUTES.paths.remove}?travellerId=${traveller.travellerId}`,
      { token: o.token, method: 'DELETE' },
    );
    expect(removed.status).toBe(200);
    expect(await list(o)).toEqual([]);
  });

  it('refuses bad input naming the field, and stores nothing', async ({ orders: o }) => {
    for (const [body, field] of [
      [{ ...chan, familyName: 'Chan2' }, 'familyName'],
      [{ ...chan, idType: 4, idInfo: 'X123' }, 'idInfo'],
      [{ ...chan, idType: undefined }, 'idType'],
      [{ ...chan, phone: '12' }, 'phone'],
      [{ ...chan, email: 'not-mail' }, 'email'],
    ] as const) {
      const res = await save(o, body);
      expect(res.status, field).toBe(400);
      const fields = (await bodyOf(res)).data as { fields: { field: string }[] };
      expect(fields.fields.map((f) => f.field)).toContain(field);
    }
    expect(await list(o)).toEqual([]);
  });

  it('word the refused field in the shopper’s language, as the form does', async ({
    orders: o,
  }) => {
    const bad = { ...chan, idType: 4, idInfo: 'X123' };
    for (const [lang, text] of [
      ['zh-TW', '證件號碼格式錯誤'],
      ['zh-CN', '证件号码格式错误'],
      ['en', 'Wrong form of certificate: check the ID number'],
    ] as const) {
      const res = await call(o.gw, TRAVELLER_ROUTES.paths.save, {
        token: o.token,
        body: bad,
        lang,
      });
      expect(res.status, lang).toBe(400);
      const fields = (await bodyOf(res)).data as { fields: { field: string; message: string }[] };
      expect(fields.fields, lang).toContainEqual(
        expect.objectContaining({ field: 'idInfo', message: text }),
      );
    }
    expect(await list(o)).toEqual([]);
  });

  it('never answer the number in full, not even to the save that sent it', async ({
    orders: o,
  }) => {
    const res = await save(o, chan);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(PASSPORT);
    expect(text).toContain('K1*****78');
  });

  it('answer 404 for ids that are nobody’s, and 400 for ids that are not ids', async ({
    orders: o,
  }) => {
    const unknown = '9000000000000000009';
    const gone = await call(o.gw, `${TRAVELLER_ROUTES.paths.remove}?travellerId=${unknown}`, {
      token: o.token,
      method: 'DELETE',
    });
    expect(gone.status).toBe(404);
    const change = await save(o, { ...chan, travellerId: unknown });
    expect(change.status).toBe(404);
    const order = await guestModeOrder(o, [{ travellerId: unknown }]);
    expect(order.status).toBe(404);
    const malformed = await call(o.gw, `${TRAVELLER_ROUTES.paths.remove}?travellerId=abc`, {
      token: o.token,
      method: 'DELETE',
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify((await bodyOf(malformed)).data)).toContain('travellerId');
    expect(await list(o)).toEqual([]);
  });

  it('are the account’s own: another account’s traveller is not found', async ({ orders: o }) => {
    const mine = await saved(o);
    const change = await save(o, { ...chan, travellerId: mine.travellerId }, o.stranger);
    expect(change.status).toBe(404);
    const remove = await call(
      o.gw,
      `${TRAVELLER_ROUTES.paths.remove}?travellerId=${mine.travellerId}`,
      {
        token: o.stranger,
        method: 'DELETE',
      },
    );
    expect(remove.status).toBe(404);
    expect(await list(o, o.stranger)).toEqual([]);
    const order = await guestModeOrder(o, [{ travellerId: mine.travellerId }], o.stranger);
    expect(order.status).toBe(404);
    expect(await list(o)).toHaveLength(1);
  });

  it('put the full ID number on an order by traveller id, checked like a typed one', async ({
    orders: o,
  }) => {
    const mine = await saved(o);
    const res = await guestModeOrder(o, [{ travellerId: mine.travellerId }]);
    expect(res.status).toBe(200);
    const { orderId } = (await bodyOf(res)).data as { orderId: string };
    const guest = await o.gw.db
      .selectFrom('order_guest')
      .select(['id_type', 'id_info'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(guest).toEqual({ id_type: 2, id_info: PASSPORT });

    // the same traveller twice on one product: the number is repeated
    const twice = await guestModeOrder(o, [
      { travellerId: mine.travellerId },
      { travellerId: mine.travellerId },
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify((await bodyOf(twice)).data)).toContain('ID number cannot be repeated');
    // a traveller saved without an ID cannot stand for a guest-mode guest
    const noId = await saved(o, { ...chan, idType: undefined, idInfo: undefined });
    const missing = await guestModeOrder(o, [{ travellerId: noId.travellerId }]);
    expect(missing.status).toBe(400);
  });

  it('hold at most 20 per account', async ({ orders: o }) => {
    for (let i = 0; i < 20; i += 1)
      await saved(o, { ...chan, idInfo: `K${String(i).padStart(8, '0')}` });
    const refused = await save(o, chan);
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).code).toBe('TRAVELLERS_TOO_MANY');
  });
});

describe('the key of the ID numbers', () => {
  it('binds each cipher to its traveller and account', () => {
    const key = Buffer.alloc(32, 9);
    const owner = { userId: '1000000000000000001', travellerId: '2000000000000000002' };
    const stored = encryptIdNumber(key, PASSPORT, owner);
    expect(decryptIdNumber(key, stored, owner)).toBe(PASSPORT);
    expect(() =>
      decryptIdNumber(key, stored, { ...owner, userId: '1000000000000000003' }),
    ).toThrow();
    expect(() => decryptIdNumber(Buffer.alloc(32, 8), stored, owner)).toThrow();
    expect(encryptIdNumber(key, PASSPORT, owner)).not.toBe(stored);
  });

  it('is required in production: without it saved travellers answer 503', async () => {
    expect(() => parseEnv({ TRAVELLER_ID_KEY: 'short' })).toThrow(/TRAVELLER_ID_KEY/);
    const gw = await createTestGateway({ dev: false, env: { TRUST_PROXY: '1' } });
    try {
      const token = await directSessionToken(gw.db, 'prod@example.com', SEEDED_AT);
      const res = await call(gw, TRAVELLER_ROUTES.paths.list, { token });
      expect(res.status).toBe(503);
      expect(await bodyOf(res)).toMatchObject({ code: 'TRAVELLERS_DISABLED' });
    } finally {
      await gw.close();
    }
    const keyed = await createTestGateway({
      dev: false,
      env: { TRUST_PROXY: '1', TRAVELLER_ID_KEY: Buffer.alloc(32, 3).toString('base64') },
    });
    try {
      const token = await directSessionToken(keyed.db, 'prod@example.com', SEEDED_AT);
      const res = await call(keyed, TRAVELLER_ROUTES.paths.save, { token, body: chan });
      expect(res.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});
