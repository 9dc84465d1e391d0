import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language, POI_TYPE } from '../../../src/lib/contract/common.ts';
import type { Agg, HotelRoom } from '../../../src/lib/contract/product.ts';
import { sanitizeRichText } from '../../../src/lib/html/sanitize.ts';
import type { Db } from '../../db/client.ts';
import type { Moment } from './availability.ts';
import { findAggs } from './aggs.ts';
import { stayDates, stayQuotes } from './calendar.ts';
import { notOnSaleError, UnknownInputError } from './errors.ts';
import { loadStock } from './inventory.ts';
import { findProducts, type ProductRecord } from './repository.ts';
import { toSku, toSummary } from './views.ts';

interface Stay {
  checkInDate: string;
  checkOutDate: string;
}

/** Room types quoted for a stay; none bookable (every stay UNAVAILABLE): PRODUCT_NOT_ON_SALE. */
async function quoteRooms(
  db: Db,
  rooms: ProductRecord[],
  stay: Stay,
  now: Moment,
): Promise<HotelRoom[]> {
  const sellable = rooms.filter((r) => !r.configInvalid);
  const stock = await loadStock(db, sellable, stayDates(stay.checkInDate, stay.checkOutDate), now);
  const quoted = sellable.map((room) => {
    const { options, asked } = stayQuotes(room, stay.checkInDate, stock, now, stay.checkOutDate);
    const quote = asked ?? options[0];
    if (!quote) throw new Error('A stay quote is always made.');
    return {
      ...toSummary(room),
      fromPriceCents: quote.totalCents ?? toSummary(room).fromPriceCents,
      status: quote.status,
      skus: room.skus.map((s) => toSku(s, { date: stay.checkInDate, sessions: [], stock })),
      stay: quote,
      stayOptions: options,
    };
  });
  if (quoted.every((r) => r.stay.status === 'UNAVAILABLE')) throw notOnSaleError(stay.checkInDate);
  return quoted;
}

/** A hotel POI (poiType 3) by code, or a 400 on poiCode. */
async function findHotel(db: Db, poiCode: string, lang: Language) {
  const row = await db
    .selectFrom('poi as p')
    .leftJoin('poi_i18n as l', (j) => j.onRef('l.poi_id', '=', 'p.id').on('l.lang', '=', lang))
    .leftJoin('poi_i18n as d', (j) =>
      j.onRef('d.poi_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'p.poi_code',
      'p.region_code',
      'p.img_main',
      sql<string>`COALESCE(NULLIF(l.poi_name, ''), d.poi_name, p.poi_code)`.as('poi_name'),
      sql<string>`COALESCE(NULLIF(l.poi_refund_desc, ''), d.poi_refund_desc, '')`.as(
        'poi_refund_desc',
      ),
    ])
    .where('p.poi_code', '=', poiCode)
    .where('p.poi_type', '=', POI_TYPE.hotel)
    .executeTakeFirst();
  if (!row) throw new UnknownInputError('poiCode', 'errors.product.hotelNotFound');
  return {
    poiCode: row.poi_code,
    poiName: row.poi_name,
    poiRefundDesc: sanitizeRichText(row.poi_refund_desc),
    regionCode: row.region_code,
    imgMain: row.img_main,
  };
}

/** hotel/room/list: the room types of a hotel quoted for a stay. */
export async function listRooms(
  db: Db,
  q: Stay & { poiCode: string },
  lang: Language,
  now: Moment,
): Promise<HotelRoom[]> {
  await findHotel(db, q.poiCode, lang);
  const rooms = await findProducts(db, { poiCode: q.poiCode, productTypes: ['HOTEL'] }, lang);
  return quoteRooms(db, rooms, q, now);
}

/** hotel/load: a hotel with its room types and the packages it is part of. */
export async function loadHotel(db: Db, poiCode: string, lang: Language) {
  const hotel = await findHotel(db, poiCode, lang);
  const rooms = await findProducts(db, { poiCode, productTypes: ['HOTEL'] }, lang);
  const packages = (await findAggs(db, { aggType: 'HOTEL_PACKAGE' }, lang)).filter((a) =>
    a.items.some((i) => i.poiCode === poiCode),
  );
  return {
    ...hotel,
    rooms: rooms.filter((r) => !r.configInvalid).map((r) => toSummary(r)),
    packages,
  };
}

/** hotel/getListByAggId: the rooms of a hotel package quoted for a stay. */
export async function listRoomsByAgg(
  db: Db,
  q: Stay & { aggId: string },
  lang: Language,
  now: Moment,
): Promise<HotelRoom[]> {
  const [agg]: Agg[] = await findAggs(db, { aggId: q.aggId, aggType: 'HOTEL_PACKAGE' }, lang);
  if (!agg) throw new UnknownInputError('aggId', 'errors.product.aggNotFound');
  const ids = agg.items.filter((i) => i.productType === 'HOTEL').map((i) => i.productId);
  const rooms = await findProducts(db, { productIds: ids }, lang);
  return quoteRooms(db, rooms, q, now);
}
