import { encryptPayload } from '../../../../src/lib/captcha/crypto.ts';

/**
 * Every gateway route but the dev routes (/dev), with one valid request each: the table the hardening tests are generated from
 * (hardening-input.test.ts, hardening-authz.test.ts). A route the app registers without a row
 * here fails the coverage test.
 *
 * Values starting with `$` are filled in at run time from the seeded data (see {@link Refs}):
 * product, agg and hotel codes differ by seed, and a valid request must name real ones, since
 * the product calls answer an unknown id as a 400 naming it.
 */

/** Where a field travels. */
export type Place = 'query' | 'path' | 'body';

/** How the body of a call is read. */
export type BodyKind =
  | 'json' // validate('json'): a JSON object
  | 'params' // readParams: query, form or JSON object (the oss PUTs)
  | 'form' // validate('form'): url-encoded or multipart form
  | 'multipart' // the upload: a file in multipart form data
  | 'ignored'; // POST without any parameter (user/info/sendCode)

export interface Field {
  place: Place;
  /** A valid value: a string in a query or path, any JSON value in a JSON body. */
  valid: unknown;
  /** Leaving it out is fine; otherwise the answer names it as missing. */
  optional?: true;
  /** Not part of the valid request (an optional field whose valid value depends on others). */
  inBase?: false;
  /** Free text: odd characters are legitimate values (accepted or refused, never a 500). */
  text?: true;
  /** A number written in a query string: letters and fractions are refused. */
  numeric?: true;
  /** More values that must be refused naming the field (out of range, unknown enum …). */
  bad?: readonly unknown[];
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the app registers it (`:name` and `*` for path parameters). */
  path: string;
  /** Needs `Authorization: Bearer <access token>` of a logged-in user. */
  auth: boolean;
  /** Needs `Authorization: Bearer <editor token>` (the editor API; dev mode's demo editor). */
  editor?: true;
  /** How the body is read; absent: no body is read. */
  body?: BodyKind;
  fields: Readonly<Record<string, Field>>;
  /** Answers HTML rather than the envelope (the cashier page a browser opens). */
  html?: true;
  /** A valid request ends the caller's session (logout). */
  endsSession?: true;
}

/** The run-time values a `$name` stands for. */
export interface Refs {
  productId: string;
  skuId: string;
  foodId: string;
  aggId: string;
  hotelAggId: string;
  hotelCode: string;
  /** A catalogue node and an info item of the seed (the editor API changes the item). */
  catalogId: string;
  infoId: string;
  /** A valid-looking id that names nothing. */
  unknownId: string;
}

const q = (valid: unknown, extra: Omit<Field, 'place' | 'valid'> = {}): Field => ({
  place: 'query',
  valid,
  ...extra,
});
const b = (valid: unknown, extra: Omit<Field, 'place' | 'valid'> = {}): Field => ({
  place: 'body',
  valid,
  ...extra,
});
const p = (valid: string): Field => ({ place: 'path', valid });

const DATE = '2025-01-10';
const NEXT_DATE = '2025-01-11';
const BAD_DATES = ['2025-02-30', '10/01/2025', '2025-1-1'] as const;
const BAD_IDS = ['-1', '1.5', '123456789012345678901', '0x10'] as const;
const BAD_PAGE = ['0', '-1', '100000', '1.5', '1e3'] as const;
const EMAIL = 'someone@example.com';
const PASSWORD = 'Secret#123';

const region = q('GZ', { optional: true, bad: ['XX', 'gz'] });
const poiCode = (optional: boolean) =>
  q('GZ_PARK', { ...(optional ? { optional: true as const } : {}), bad: ['GZ PARK', 'ä'] });
const updatedSince = q('1700000000000', { optional: true, bad: ['yesterday'] });
const page = (name: string, max: number) => ({
  [name]: q('1', { optional: true, numeric: true, bad: [...BAD_PAGE, String(max + 1)] }),
});
const pageSize = (max: number) => page('pageSize', max);
const keyword = q('park', { text: true, bad: ['   ', 'x'.repeat(51)] });
const orderId = (place: 'query' | 'body') =>
  place === 'query'
    ? q('$unknownId', { numeric: true, bad: BAD_IDS })
    : b('$unknownId', { bad: BAD_IDS });
const loginAgent = b('PC', { bad: ['pc', 'APP'] });
/** A date change's lines: each a line number and its new date. */
const changeLines = b([{ lineNo: 1, startDate: DATE }], {
  bad: [
    [],
    Array.from({ length: 21 }, (_, i) => ({ lineNo: i + 1, startDate: DATE })),
    [{ lineNo: 0, startDate: DATE }],
    [{ lineNo: 1, startDate: '2025-02-30' }],
    [{ lineNo: 1, startDate: DATE, session: '25:00' }],
    [{ lineNo: 1, startDate: DATE, extra: 1 }],
  ],
});

const CMS = '/cl-odss-app/guest/site/cms';
const PRODUCT = '/cl-odss-app/guest/product';
const ORDER = '/cl-odss-app/guest/order/info';
const CHANGE = '/cl-odss-app/guest/order/change';
const OPEN = '/cl-odss-app/open/account/info';
const USER = '/cl-odss-app/guest/user/info';
const OSS = '/cl-odss-app/guest/common/oss';
const AUTH = '/uw-auth-center';
const EDITOR = '/cl-odss-app/editor';
/** The demo editor of dev mode (gateway/env.ts). */
export const EDITOR_TOKEN = 'demo-editor-token-0123456789abcdef';

const CAPTCHA_ID = 'A'.repeat(32);
/** A well-formed answer to a challenge that does not exist (answered CAPTCHA_EXPIRED). */
const CAPTCHA_PAYLOAD = encryptPayload(CAPTCHA_ID, { answerData: '{"text":"1"}', opTime: 900 });

const captchaCalls = (base: string): Endpoint[] => [
  {
    method: 'POST',
    path: `${base}/genCaptcha`,
    auth: false,
    body: 'json',
    fields: { captchaType: b('CALCULATE', { optional: true, bad: ['SLIDER', 'calculate'] }) },
  },
  {
    method: 'POST',
    path: `${base}/checkCaptcha`,
    auth: false,
    body: 'json',
    fields: {
      captchaId: b(CAPTCHA_ID, { bad: ['A'.repeat(31), 'A'.repeat(33)] }),
      captchaType: b('CALCULATE', { bad: ['SLIDER'] }),
      data: b(CAPTCHA_PAYLOAD, { bad: ['', 'not base64!', 'A'.repeat(4100), 'AAAA'] }),
    },
  },
];

const guest = {
  productId: '$productId',
  guestName: 'Chan/Tai Man',
  guestMobile: '91234567',
  guestMobileArea: '+852',
  guestEmail: 'tai@example.com',
  remark: '',
};
const line = { productId: '$productId', skuId: '$skuId', quantity: 1, startDate: DATE };

export const ENDPOINTS: readonly Endpoint[] = [
  // ---- content (anonymous) ------------------------------------------------------------------
  {
    method: 'GET',
    path: `${CMS}/listChanges`,
    auth: false,
    fields: { afterSeq: q('0', { optional: true, numeric: true, bad: ['-1'] }) },
  },
  { method: 'GET', path: `${CMS}/listStamps`, auth: false, fields: {} },
  // the OpenAPI document of the gateway (gateway/openapi.ts)
  { method: 'GET', path: '/cl-odss-app/openapi.json', auth: false, fields: {} },
  {
    method: 'GET',
    path: `${CMS}/listCatalog`,
    auth: false,
    fields: { catalogType: q('INDEX', { bad: ['NOPE', 'index'] }), poiCode: q('GZ') },
  },
  {
    method: 'GET',
    path: `${CMS}/listInfo`,
    auth: false,
    fields: {
      catalogIds: q('1,2', { bad: ['1,x', '1,,2', ',', Array(201).fill('1').join(',')] }),
      poiCode: poiCode(true),
      regionCode: region,
      updatedSince,
    },
  },
  {
    method: 'GET',
    path: `${CMS}/listPoi`,
    auth: false,
    fields: {
      regionCode: region,
      poiType: q('1', { optional: true, numeric: true, bad: ['0', '5'] }),
      updatedSince,
    },
  },
  { method: 'GET', path: `${CMS}/load`, auth: false, fields: { poiCode: poiCode(false) } },
  {
    method: 'GET',
    path: `${CMS}/searchInfo`,
    auth: false,
    fields: { keyword, regionCode: region, ...page('pageNum', 1000), ...pageSize(50) },
  },
  // ---- products (anonymous) -----------------------------------------------------------------
  {
    method: 'GET',
    path: `${PRODUCT}/info/searchPoi`,
    auth: false,
    fields: {
      keyword,
      regionCode: region,
      poiType: q('1', { optional: true, numeric: true, bad: ['0', '5'] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/ticket/list`,
    auth: false,
    fields: {
      regionCode: region,
      poiCode: poiCode(true),
      poiType: q('1', { optional: true, numeric: true, bad: ['0', '5'] }),
      productType: q('TICKET', { optional: true, bad: ['ticket'] }),
      playDate: q(DATE, { optional: true, bad: BAD_DATES }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/ticket/load`,
    auth: false,
    fields: {
      productId: q('$productId', { numeric: true, bad: [...BAD_IDS, '$unknownId'] }),
      playDate: q(DATE, { optional: true, bad: BAD_DATES }),
      session: q('10:00', { optional: true, inBase: false, bad: ['24:00', '9:00', '10:60'] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/ticket/getParkList`,
    auth: false,
    fields: { regionCode: region },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/ticket/getPerformanceList`,
    auth: false,
    fields: {
      regionCode: region,
      poiCode: poiCode(true),
      playDate: q(DATE, { optional: true, bad: BAD_DATES }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/info/getPriceCalendarList`,
    auth: false,
    fields: {
      productId: q('$productId', { numeric: true, bad: BAD_IDS }),
      startDate: q(DATE, { bad: BAD_DATES }),
      endDate: q(NEXT_DATE, { bad: [...BAD_DATES, '2024-12-31', '2025-12-31'] }),
      checkOutDate: q(NEXT_DATE, { optional: true, inBase: false, bad: BAD_DATES }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/hotel/room/list`,
    auth: false,
    fields: {
      poiCode: q('$hotelCode', { bad: ['GZ HOTEL'] }),
      checkInDate: q(DATE, { bad: BAD_DATES }),
      checkOutDate: q(NEXT_DATE, { bad: [...BAD_DATES, DATE, '2025-02-28'] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/hotel/load`,
    auth: false,
    fields: { poiCode: q('$hotelCode', { bad: ['GZ HOTEL'] }) },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/hotel/getListByAggId`,
    auth: false,
    fields: {
      aggId: q('$hotelAggId', { numeric: true, bad: BAD_IDS }),
      checkInDate: q(DATE, { bad: BAD_DATES }),
      checkOutDate: q(NEXT_DATE, { bad: [...BAD_DATES, DATE] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/food/load`,
    auth: false,
    fields: {
      productId: q('$foodId', { numeric: true, bad: [...BAD_IDS, '$unknownId'] }),
      eatDate: q(DATE, { optional: true, bad: BAD_DATES }),
      eatTime: q('12:00', { optional: true, inBase: false, bad: ['25:00', 'noon'] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/food/getFoodList`,
    auth: false,
    fields: {
      regionCode: region,
      poiCode: poiCode(true),
      eatDate: q(DATE, { optional: true, bad: BAD_DATES }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/catalog/list`,
    auth: false,
    fields: {
      regionCode: region,
      poiCode: poiCode(true),
      productType: q('TICKET', { optional: true, bad: ['ticket'] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/info/names`,
    auth: false,
    fields: {
      productIds: q('$productId', { bad: ['1,,2', 'a,b', '12;13', ' 12', '-1'] }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/catalog/getCatalogIdByProductId`,
    auth: false,
    fields: { productId: q('$productId', { numeric: true, bad: [...BAD_IDS, '$unknownId'] }) },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/cart/getByAggId`,
    auth: false,
    fields: {
      aggId: q('$aggId', { numeric: true, bad: [...BAD_IDS, '$unknownId'] }),
      playDate: q(DATE, { bad: BAD_DATES }),
    },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/agg/load`,
    auth: false,
    fields: { aggId: q('$aggId', { numeric: true, bad: [...BAD_IDS, '$unknownId'] }) },
  },
  {
    method: 'GET',
    path: `${PRODUCT}/agg/list`,
    auth: false,
    fields: {
      regionCode: region,
      aggType: q('HOTEL_PACKAGE', { optional: true, bad: ['PACKAGE'] }),
    },
  },
  { method: 'GET', path: '/cl-odss-app/guest/pay/config/list', auth: false, fields: {} },
  // ---- orders (logged in) -------------------------------------------------------------------
  {
    method: 'POST',
    path: `${ORDER}/save`,
    auth: true,
    body: 'json',
    fields: {
      requestId: b('hardening-request-0001', {
        bad: ['short', 'x'.repeat(65), 'has space here!!'],
      }),
      channel: b('WAP', { bad: ['APP'] }),
      guestMode: b('normal', { bad: ['visitor'] }),
      lines: b([line], { bad: [[], Array(21).fill(line)] }),
      'lines.0.productId': b('$productId', { bad: BAD_IDS }),
      'lines.0.skuId': b('$skuId', { bad: BAD_IDS }),
      'lines.0.quantity': b(1, { bad: [0, -1, 100, 1.5, 1e300] }),
      'lines.0.startDate': b(DATE, { bad: BAD_DATES }),
      'lines.0.endDate': b(DATE, { optional: true, inBase: false, bad: BAD_DATES }),
      'lines.0.session': b('10:00', { optional: true, inBase: false, bad: ['24:00'] }),
      guests: b([guest], { bad: [[]] }),
      'guests.0.productId': b('$productId', { bad: BAD_IDS }),
      'guests.0.guestName': b('Chan/Tai Man', { bad: ['Chan', '/Tai', 'Chan/Tai 2'] }),
      'guests.0.guestMobile': b('91234567', { bad: ['123', 'phone'] }),
      'guests.0.guestMobileArea': b('+852', { bad: ['852', '+12345'] }),
      'guests.0.guestEmail': b('tai@example.com', { bad: ['tai@', 'tai'] }),
      'guests.0.remark': b('', { text: true, bad: ['x'.repeat(201)] }),
      'guests.0.idType': b(2, { optional: true, inBase: false, bad: [1, 7, 2.5] }),
      'guests.0.idInfo': b('E12345678', { optional: true, inBase: false, text: true }),
      expectedTotalCents: b(1, { bad: [-1, 1.5, 1e300] }),
      termsAccepted: b(true, { bad: [false] }),
    },
  },
  {
    method: 'POST',
    path: `${ORDER}/pay`,
    auth: true,
    body: 'json',
    fields: {
      orderId: orderId('body'),
      payType: b('ALIPAYHK', { bad: ['PAYPAL'] }),
      channelMode: b('H5', { bad: ['APP'] }),
      returnPath: b('/en/pay?step=return', {
        bad: ['https://evil.example/', '//evil.example/', '/\\evil', 'javascript:alert(1)'],
      }),
    },
  },
  { method: 'GET', path: `${ORDER}/load`, auth: true, fields: { orderId: orderId('query') } },
  {
    method: 'GET',
    path: `${ORDER}/list`,
    auth: true,
    fields: {
      tab: q('all', { optional: true, bad: ['refunded'] }),
      ...page('pageNo', 10_000),
      ...pageSize(50),
    },
  },
  {
    method: 'POST',
    path: `${ORDER}/cancel`,
    auth: true,
    body: 'json',
    fields: { orderId: orderId('body') },
  },
  { method: 'DELETE', path: `${ORDER}/delete`, auth: true, fields: { orderId: orderId('query') } },
  {
    method: 'GET',
    path: `${ORDER}/loadRefundFee`,
    auth: true,
    fields: { orderId: orderId('query') },
  },
  {
    method: 'POST',
    path: `${ORDER}/apply`,
    auth: true,
    body: 'json',
    fields: {
      orderId: orderId('body'),
      reason: b('unableToTravel', { bad: ['whim'] }),
      reasonText: b('', { optional: true, text: true, bad: ['x'.repeat(201)] }),
      noticeAccepted: b(true, { bad: [false] }),
      expectedFeeCents: b(0, { bad: [-1, 0.5] }),
    },
  },
  {
    method: 'POST',
    path: `${ORDER}/listReplenish`,
    auth: true,
    body: 'json',
    fields: {
      orderIds: b(['$unknownId'], { bad: [[], Array(21).fill('1'), ['x'], [1]] }),
    },
  },
  {
    method: 'GET',
    path: `${ORDER}/downloadOrderVoucher`,
    auth: true,
    fields: { orderId: orderId('query') },
  },
  {
    method: 'GET',
    path: `${CHANGE}/load`,
    auth: true,
    fields: { refundId: q('$unknownId', { numeric: true, bad: BAD_IDS }) },
  },
  {
    method: 'GET',
    path: `${CHANGE}/list`,
    auth: true,
    fields: {
      ...page('pageNo', 10_000),
      ...pageSize(50),
      orderId: q('$unknownId', { optional: true, numeric: true, bad: BAD_IDS }),
    },
  },
  {
    method: 'GET',
    path: `${CHANGE}/options`,
    auth: true,
    fields: { orderId: orderId('query') },
  },
  {
    method: 'POST',
    path: `${CHANGE}/quote`,
    auth: true,
    body: 'json',
    fields: { orderId: orderId('body'), lines: changeLines },
  },
  {
    method: 'POST',
    path: `${CHANGE}/apply`,
    auth: true,
    body: 'json',
    fields: {
      orderId: orderId('body'),
      lines: changeLines,
      requestId: b('change-request-0000000001', { bad: ['short', 'x'.repeat(65), 'has space'] }),
      expectedDueCents: b(0, { bad: [0.5, '0'] }),
      payType: b('ALIPAYHK', { optional: true, bad: ['CASH'] }),
      channelMode: b('H5', { optional: true, bad: ['APP'] }),
      returnPath: b('/en/user/order/change', { optional: true, bad: ['https://evil.example/'] }),
    },
  },
  {
    method: 'GET',
    path: `${CHANGE}/detail`,
    auth: true,
    fields: { changeId: q('$unknownId', { numeric: true, bad: BAD_IDS }) },
  },
  // ---- saved travellers (logged in) ---------------------------------------------------------
  { method: 'GET', path: '/cl-odss-app/guest/user/traveller/list', auth: true, fields: {} },
  {
    method: 'POST',
    path: '/cl-odss-app/guest/user/traveller/save',
    auth: true,
    body: 'json',
    fields: {
      familyName: b('Chan', { bad: ['Chan2', ''] }),
      firstName: b('Siu Ming', { bad: ['<b>', ''] }),
      phoneArea: b('+852', { bad: ['852'] }),
      phone: b('61234567', { bad: ['12', 'abcdefg'] }),
      email: b('siuming@example.com', { bad: ['siuming'] }),
      idType: b(2, { optional: true, bad: [7, 'passport'] }),
      idInfo: b('K12345678', { optional: true, bad: ['x'.repeat(41)] }),
    },
  },
  {
    method: 'DELETE',
    path: '/cl-odss-app/guest/user/traveller/delete',
    auth: true,
    fields: { travellerId: q('$unknownId', { numeric: true, bad: BAD_IDS }) },
  },
  // ---- the waiting list of sold-out days (its rules public, the rest logged in) --------------
  { method: 'GET', path: '/cl-odss-app/guest/user/waitlist/rules', auth: false, fields: {} },
  { method: 'GET', path: '/cl-odss-app/guest/user/waitlist/list', auth: true, fields: {} },
  {
    method: 'POST',
    path: '/cl-odss-app/guest/user/waitlist/join',
    auth: true,
    body: 'json',
    fields: {
      productId: b('$productId', { bad: BAD_IDS }),
      skuId: b('$skuId', { bad: BAD_IDS }),
      quantity: b(1, { bad: [0, 11, 1.5, '1'] }),
      startDate: b(DATE, { bad: BAD_DATES }),
      endDate: b(DATE, { optional: true, inBase: false, bad: BAD_DATES }),
      session: b('19:30', { optional: true, inBase: false, bad: ['25:00', '7pm'] }),
    },
  },
  {
    method: 'POST',
    path: '/cl-odss-app/guest/user/waitlist/offer',
    auth: true,
    body: 'json',
    fields: {
      token: b(`w1.1.${'z'.repeat(6)}.${'A'.repeat(22)}`, {
        bad: ['w1.1.abc', 'v1.1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA', 12],
      }),
    },
  },
  {
    method: 'POST',
    path: '/cl-odss-app/guest/user/waitlist/leave',
    auth: true,
    body: 'json',
    fields: { waitId: b('$unknownId', { bad: BAD_IDS }) },
  },
  // ---- the order lookup and its signed links (anonymous) ------------------------------------
  {
    method: 'POST',
    path: '/cl-odss-app/open/order/info/lookup',
    auth: false,
    body: 'json',
    fields: {
      orderNo: b('RS2025011012345678', { bad: ['RS1', 'X'.repeat(41), 12] }),
      email: b('someone@example.com', { bad: ['someone', 'a@b'] }),
    },
  },
  ...(['view', 'voucher'] as const).map((call): Endpoint => ({
    method: 'POST',
    path: `/cl-odss-app/open/order/info/${call}`,
    auth: false,
    body: 'json',
    fields: {
      token: b('v1.1234567890123456789.tjz1k0.AbCdEfGhIjKlMnOpQrStUv', {
        bad: ['v2.1.2.3', 'v1.1.tjz1k0.short', 'x'.repeat(81)],
      }),
    },
  })),
  // ---- the payment simulator's cashier (anonymous, by payment id) ---------------------------
  {
    method: 'GET',
    path: '/cl-odss-app/open/cashier/:payId',
    auth: false,
    html: true,
    fields: { payId: p('$unknownId') },
  },
  {
    method: 'POST',
    path: '/cl-odss-app/open/cashier/:payId',
    auth: false,
    body: 'form',
    fields: {
      payId: p('$unknownId'),
      result: b('paid', { bad: ['PAID', 'refunded'] }),
    },
  },
  // ---- accounts (anonymous) -----------------------------------------------------------------
  {
    method: 'POST',
    path: `${OPEN}/sendCode`,
    auth: false,
    body: 'json',
    fields: {
      email: b(EMAIL, { bad: ['a@b', 'a b@example.com'] }),
      purpose: b('register', { bad: ['change-password', 'REGISTER'] }),
    },
  },
  {
    method: 'POST',
    path: `${OPEN}/checkCode`,
    auth: false,
    body: 'json',
    fields: {
      email: b(EMAIL, { bad: ['a@b'] }),
      purpose: b('register', { bad: ['change-password'] }),
      code: b('123456', { bad: ['12345', '1234567', 'abcdef'] }),
    },
  },
  {
    method: 'POST',
    path: `${OPEN}/register`,
    auth: false,
    body: 'json',
    fields: {
      surname: b('Chan', { bad: ['Chan2', 'x'.repeat(51)] }),
      firstName: b('Tai Man', { bad: ['Tai  Man', '@'] }),
      birthday: b('1990-05-17', { bad: ['2999-01-01', '1990-02-30', '1800-01-01'] }),
      residence: b('HK', { bad: ['hk', 'HKG'] }),
      email: b('new-user@example.com', { bad: ['new-user'] }),
      phoneAreaCode: b('+852', { bad: ['852'] }),
      phone: b('91234567', { bad: ['123'] }),
      password: b(PASSWORD, { bad: ['Short1#', 'alllowercase1#', 'NoDigits#here'] }),
      emailCode: b('123456', { bad: ['12345'] }),
      agreeTerms: b(true, { bad: [false] }),
      promotionConsent: b(false, { optional: true }),
      loginAgent: b('WAP', { optional: true, bad: ['APP'] }),
    },
  },
  {
    method: 'POST',
    path: `${OPEN}/login`,
    auth: false,
    body: 'json',
    fields: {
      email: b(EMAIL, { bad: ['a@b'] }),
      code: b('123456', { bad: ['12345'] }),
      loginAgent,
    },
  },
  {
    method: 'POST',
    path: `${OPEN}/forgetPassword`,
    auth: false,
    body: 'json',
    fields: { email: b(EMAIL, { bad: ['a@b'] }) },
  },
  {
    method: 'POST',
    path: `${OPEN}/resetPassword`,
    auth: false,
    body: 'json',
    fields: {
      email: b(EMAIL, { bad: ['a@b'] }),
      pin: b('123456', { bad: ['12345'] }),
      newPassword: b(PASSWORD, { bad: ['weak'] }),
    },
  },
  ...captchaCalls(OPEN),
  // ---- the user's own account (logged in) ---------------------------------------------------
  { method: 'GET', path: `${USER}/load`, auth: true, fields: {} },
  {
    method: 'PUT',
    path: `${USER}/updateInfo`,
    auth: true,
    body: 'json',
    fields: {
      surname: b('Chan', { optional: true, inBase: false, bad: ['Chan2'] }),
      firstName: b('大文', { optional: true, inBase: false, bad: ['1'] }),
      birthday: b('1990-05-17', { optional: true, inBase: false, bad: ['2999-01-01'] }),
      residence: b('HK', { optional: true, bad: ['hk'] }),
      phoneAreaCode: b('+852', { optional: true, bad: ['852'] }),
      phone: b('91234567', { optional: true, bad: ['1'] }),
      promotionConsent: b(false, { optional: true }),
      email: b('other@example.com', { optional: true, inBase: false }),
    },
  },
  { method: 'POST', path: `${USER}/sendCode`, auth: true, body: 'ignored', fields: {} },
  {
    method: 'PUT',
    path: `${USER}/changePassword`,
    auth: true,
    body: 'json',
    fields: {
      oldPassword: b('Wrong#Pass1', { text: true }),
      newPassword: b('Another#Pass2', { bad: ['weak'] }),
      emailCode: b('123456', { bad: ['12345'] }),
    },
  },
  // ---- customer service (logged in) ---------------------------------------------------------
  {
    method: 'GET',
    path: '/cl-odss-app/guest/dict/info/list',
    auth: true,
    fields: { dictType: q('QUESTION_TYPE', { bad: ['COUNTRY'] }) },
  },
  { method: 'GET', path: '/cl-odss-app/guest/issue/info/typeList', auth: true, fields: {} },
  {
    method: 'GET',
    path: '/cl-odss-app/guest/issue/info/list',
    auth: true,
    fields: { ...page('pageNo', 10_000), ...pageSize(50) },
  },
  {
    method: 'POST',
    path: '/cl-odss-app/guest/issue/info/save',
    auth: true,
    body: 'json',
    fields: {
      questionType: b('other', { bad: ['complaint'] }),
      content: b('Where is the lost and found office?', {
        text: true,
        bad: ['   ', 'x'.repeat(1001)],
      }),
      contact: b('someone@example.com', { bad: ['12345', 'nobody', '+1 (23'] }),
      attachmentIds: b([], {
        optional: true,
        bad: [['x'], ['1', '1'], ['1', '2', '3', '4', '5'], [1], ['$unknownId']],
      }),
    },
  },
  { method: 'GET', path: `${OSS}/sysOssSite`, auth: true, fields: {} },
  { method: 'GET', path: `${OSS}/genUploadParam`, auth: true, fields: {} },
  {
    method: 'POST',
    path: `${OSS}/upload`,
    auth: false,
    body: 'multipart',
    fields: {
      policy: q(`1.1.${'A'.repeat(43)}`, { bad: ['1.1.short', `x.1.${'A'.repeat(43)}`] }),
    },
  },
  {
    method: 'PUT',
    path: `${OSS}/uploadSuccess`,
    auth: true,
    body: 'params',
    fields: { fileId: b('$unknownId', { bad: BAD_IDS }) },
  },
  {
    method: 'PUT',
    path: `${OSS}/updateRefId`,
    auth: true,
    body: 'params',
    fields: {
      fileId: b('$unknownId', { bad: BAD_IDS }),
      refId: b('$unknownId', { bad: BAD_IDS }),
    },
  },
  {
    method: 'PUT',
    path: `${OSS}/unlink`,
    auth: true,
    body: 'params',
    fields: { fileId: b('$unknownId', { bad: BAD_IDS }) },
  },
  {
    method: 'GET',
    path: `${OSS}/file/:key`,
    auth: true,
    fields: { key: p('abcdefghijklmnopqrstuvwx.png') },
  },
  // ---- auth centre --------------------------------------------------------------------------
  {
    method: 'POST',
    path: `${AUTH}/auth/login`,
    auth: false,
    body: 'json',
    fields: {
      email: b(EMAIL, { bad: ['a@b'] }),
      password: b(PASSWORD, { text: true, bad: [''] }),
      loginAgent,
    },
  },
  {
    method: 'POST',
    path: `${AUTH}/auth/refreshToken`,
    auth: false,
    fields: {
      refreshToken: q('not-a-real-refresh-token-0000000000', { text: true }),
      loginAgent: q('PC', { bad: ['pc'] }),
    },
  },
  {
    method: 'DELETE',
    path: `${AUTH}/user/logout`,
    auth: true,
    endsSession: true,
    fields: { loginAgent: q('PC', { optional: true, bad: ['pc'] }) },
  },
  ...captchaCalls(`${AUTH}/auth`),
  // ---- media (anonymous) --------------------------------------------------------------------
  { method: 'GET', path: '/media/*', auth: false, fields: { '*': p('seed/a.webp') } },
  // ---- editor API (editor token) --------------------------------------------------------------
  { method: 'GET', path: EDITOR, auth: false, html: true, fields: {} },
  {
    method: 'GET',
    path: `${EDITOR}/catalog/list`,
    auth: false,
    editor: true,
    fields: { catalogType: q('INDEX', { bad: ['NOPE', 'index'] }), poiCode: q('GZ') },
  },
  ...(['load', 'delete'] as const).map((action): Endpoint => ({
    method: action === 'load' ? 'GET' : 'DELETE',
    path: `${EDITOR}/catalog/${action}`,
    auth: false,
    editor: true,
    fields: { id: q('$unknownId', { numeric: true, bad: BAD_IDS }) },
  })),
  {
    method: 'POST',
    path: `${EDITOR}/catalog/save`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      catalogCode: b('HARDENING-NODE', { bad: ['has space', '', 'x'.repeat(41)] }),
      catalogType: b('BANNER', { bad: ['NOPE', 'banner'] }),
      poiCode: b('GZ', { bad: ['GZ PARK'] }),
      regionCode: b('GZ', { bad: ['XX', 'gz'] }),
      sort: b(1, { optional: true, bad: [1.5, 2_000_000] }),
      i18n: b({ 'zh-TW': { catalogName: '測試' } }, { bad: [{}, { fr: {} }] }),
      'i18n.zh-TW.catalogName': b('測試', { optional: true, text: true }),
    },
  },
  {
    method: 'PUT',
    path: `${EDITOR}/catalog/update`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      id: b('$unknownId', { bad: BAD_IDS }),
      sort: b(2, { optional: true, bad: [1.5, -2_000_000] }),
    },
  },
  {
    method: 'GET',
    path: `${EDITOR}/info/list`,
    auth: false,
    editor: true,
    fields: { catalogId: q('$catalogId', { numeric: true, bad: BAD_IDS }) },
  },
  ...(['load', 'delete'] as const).map((action): Endpoint => ({
    method: action === 'load' ? 'GET' : 'DELETE',
    path: `${EDITOR}/info/${action}`,
    auth: false,
    editor: true,
    fields: {
      id: q(action === 'load' ? '$infoId' : '$unknownId', { numeric: true, bad: BAD_IDS }),
    },
  })),
  {
    method: 'POST',
    path: `${EDITOR}/info/save`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      catalogId: b('$catalogId', { bad: [...BAD_IDS, '$unknownId'] }),
      poiCode: b('GZ', { bad: ['GZ PARK'] }),
      regionCode: b('GZ', { bad: ['XX'] }),
      infoLink: b('/GZ', { optional: true, bad: ['javascript:alert(1)', '//evil.example'] }),
      infoImgLink: b('', { optional: true, bad: ['{not json', '[]'] }),
      i18n: b({ 'zh-TW': { infoTitle: '標題' } }, { bad: [{}, { en: {} }] }),
      'i18n.zh-TW.infoTitle': b('標題', { optional: true, text: true }),
    },
  },
  {
    method: 'PUT',
    path: `${EDITOR}/info/update`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      id: b('$infoId', { bad: BAD_IDS }),
      sort: b(3, { optional: true, bad: [1.5] }),
      i18n: b({ en: { infoTitle: 'Title' } }, { optional: true, bad: [{ fr: {} }] }),
      'i18n.en.infoTitle': b('Title', { optional: true, text: true }),
    },
  },
  {
    method: 'GET',
    path: `${EDITOR}/poi/load`,
    auth: false,
    editor: true,
    fields: { poiCode: poiCode(false) },
  },
  {
    method: 'POST',
    path: `${EDITOR}/poi/save`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      poiCode: b('HARDENING_POI', { bad: ['HAS SPACE', ''] }),
      poiType: b(1, { bad: [0, 5, 1.5] }),
      regionCode: b('GZ', { bad: ['', 'XX'] }),
      imgMain: b('/media/a.webp', { optional: true, bad: ['javascript:x'] }),
      i18n: b({ 'zh-TW': { poiName: '地方' } }, { bad: [{}] }),
    },
  },
  {
    method: 'PUT',
    path: `${EDITOR}/poi/update`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      poiCode: b('HARDENING_POI', { bad: ['HAS SPACE'] }),
      sort: b(5, { optional: true, bad: [1.5] }),
    },
  },
  {
    method: 'DELETE',
    path: `${EDITOR}/poi/delete`,
    auth: false,
    editor: true,
    fields: { poiCode: q('HARDENING_POI', { bad: ['HAS SPACE'] }) },
  },
  {
    method: 'GET',
    path: `${EDITOR}/change/list`,
    auth: false,
    editor: true,
    fields: {
      limit: q('10', { optional: true, numeric: true, bad: ['0', '501'] }),
      kind: q('info', { optional: true, bad: ['nope'] }),
      target: q('1', { optional: true, text: true, bad: ['x'.repeat(41)] }),
    },
  },
  {
    method: 'POST',
    path: `${EDITOR}/publish`,
    auth: false,
    editor: true,
    body: 'ignored',
    fields: {},
  },
  // ---- the editing workspace (editor accounts; the same guard) ----------------------------------
  {
    method: 'POST',
    path: `${EDITOR}/session/login`,
    auth: false,
    body: 'json',
    fields: {
      name: b('someone', { bad: ['has space', 'x'.repeat(41), ''] }),
      password: b('a-password-of-length', { text: true, bad: ['', 'x'.repeat(201)] }),
    },
  },
  { method: 'GET', path: `${EDITOR}/session`, auth: false, editor: true, fields: {} },
  {
    method: 'POST',
    path: `${EDITOR}/session/logout`,
    auth: false,
    editor: true,
    body: 'ignored',
    fields: {},
  },
  { method: 'GET', path: `${EDITOR}/pages`, auth: false, editor: true, fields: {} },
  {
    method: 'POST',
    path: `${EDITOR}/preview`,
    auth: false,
    editor: true,
    body: 'json',
    fields: {
      lang: b('en', { bad: ['fr', 'EN'] }),
      info: b({ id: '$infoId' }, { bad: [{}, { id: 'x' }] }),
    },
  },
  {
    method: 'GET',
    path: `${EDITOR}/poi/list`,
    auth: false,
    editor: true,
    fields: { regionCode: region },
  },
  {
    method: 'GET',
    path: `${EDITOR}/search`,
    auth: false,
    editor: true,
    fields: {
      q: q('park', { text: true, bad: ['   ', 'x'.repeat(101)] }),
      limit: q('10', { optional: true, numeric: true, bad: ['0', '101'] }),
    },
  },

  {
    method: 'GET',
    path: `${EDITOR}/media/list`,
    auth: false,
    editor: true,
    fields: { limit: q('10', { optional: true, numeric: true, bad: ['0', '1001'] }) },
  },
  { method: 'GET', path: `${EDITOR}/build/status`, auth: false, editor: true, fields: {} },
  {
    method: 'GET',
    path: `${EDITOR}/build/list`,
    auth: false,
    editor: true,
    fields: { limit: q('5', { optional: true, numeric: true, bad: ['0', '101'] }) },
  },
  {
    method: 'POST',
    path: `${EDITOR}/build/rollback`,
    auth: false,
    editor: true,
    body: 'ignored',
    fields: {},
  },
];

/** The key of a route: its method and registered path. */
export const routeKey = (e: { method: string; path: string }): string => `${e.method} ${e.path}`;

/**
 * Routes that are out of the table: dev mode only; the editor's picture upload, whose body is
 * the picture's bytes (no fields), and its rich-text check, whose one field takes any text up to
 * the 200 KB of an item's rich text (both tested in editor-workspace.test.ts).
 */
export const isExcludedRoute = (path: string): boolean =>
  path === '/dev' ||
  path.startsWith('/dev/') ||
  path === `${EDITOR}/media/upload` ||
  path === `${EDITOR}/sanitize`;

/** `value` with every `$name` string replaced by its run-time value. */
export function resolveRefs(value: unknown, refs: Refs): unknown {
  if (typeof value === 'string' && value.startsWith('$')) {
    const name = value.slice(1);
    if (!(name in refs)) throw new Error(`unknown ref ${value}`);
    return refs[name as keyof Refs];
  }
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, refs));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, refs)]));
  }
  return value;
}
