/**
 * The gateway's API paths (SPEC §7), written once for both sides. Each group is one part of
 * the gateway: it is mounted at `base`, registers each of its routes at `routes.<name>` (the
 * path below the base), and the browser client calls `paths.<name>` (base and route joined).
 * Zod-free, so that the gateway, the content pipeline and framework-free page scripts import
 * it without the schema library; each group is its own constant, so a bundle keeps only the
 * groups it uses.
 */

type RouteMap = Readonly<Record<string, `/${string}`>>;

interface RouteGroup<B extends string, R extends RouteMap> {
  /** Where the gateway mounts the group. */
  readonly base: B;
  /** The gateway's registrations, below the base. */
  readonly routes: R;
  /** The whole paths, for the client. */
  readonly paths: { readonly [K in keyof R]: `${B}${R[K]}` };
}

function group<const B extends `/${string}`, const R extends RouteMap>(
  base: B,
  routes: R,
): RouteGroup<B, R> {
  const paths = Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, `${base}${route}`]),
  ) as RouteGroup<B, R>['paths'];
  return { base, routes, paths };
}

/** /uw-auth-center: password login, token refresh, logout. */
export const AUTH_ROUTES = /* @__PURE__ */ group('/uw-auth-center', {
  passwordLogin: '/auth/login',
  refreshToken: '/auth/refreshToken',
  logout: '/user/logout',
});

/** Anonymous account calls: e-mail codes, code login, registration, password reset. */
export const OPEN_ACCOUNT_ROUTES = /* @__PURE__ */ group('/cl-odss-app/open/account/info', {
  sendCode: '/sendCode',
  checkCode: '/checkCode',
  register: '/register',
  codeLogin: '/login',
  forgetPassword: '/forgetPassword',
  resetPassword: '/resetPassword',
});

/**
 * The captcha's two calls of each scope (src/lib/contract/captcha.ts): one pair per login
 * family, beside the calls it guards.
 */
const captchaRoutes = { gen: '/genCaptcha', check: '/checkCaptcha' } as const;
export const CAPTCHA_ROUTES = {
  'auth-center': /* @__PURE__ */ group('/uw-auth-center/auth', captchaRoutes),
  'open-account': /* @__PURE__ */ group('/cl-odss-app/open/account/info', captchaRoutes),
} as const;

/** The logged-in user's profile, its verification code and the password change. */
export const USER_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/user/info', {
  load: '/load',
  update: '/updateInfo',
  sendCode: '/sendCode',
  changePassword: '/changePassword',
});

/** The saved travellers of the guest form. */
export const TRAVELLER_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/user/traveller', {
  list: '/list',
  save: '/save',
  remove: '/delete',
});

/** The waiting list of sold-out dates. */
export const WAITLIST_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/user/waitlist', {
  rules: '/rules',
  list: '/list',
  join: '/join',
  leave: '/leave',
  offer: '/offer',
});

/** Content: catalogue trees, info items, POIs, content search, the content loader's sync. */
export const CMS_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/site/cms', {
  listChanges: '/listChanges',
  listStamps: '/listStamps',
  listCatalog: '/listCatalog',
  listInfo: '/listInfo',
  listPoi: '/listPoi',
  load: '/load',
  searchInfo: '/searchInfo',
});

/** The product calls of the buy pages and the place search. */
export const PRODUCT_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/product', {
  searchPoi: '/info/searchPoi',
  names: '/info/names',
  ticketList: '/ticket/list',
  ticketLoad: '/ticket/load',
  parkList: '/ticket/getParkList',
  performanceList: '/ticket/getPerformanceList',
  priceCalendar: '/info/getPriceCalendarList',
  hotelRooms: '/hotel/room/list',
  hotelLoad: '/hotel/load',
  hotelByAgg: '/hotel/getListByAggId',
  foodLoad: '/food/load',
  foodList: '/food/getFoodList',
  catalogList: '/catalog/list',
  catalogIdByProduct: '/catalog/getCatalogIdByProductId',
  cartByAgg: '/cart/getByAggId',
  aggLoad: '/agg/load',
  aggList: '/agg/list',
});

/** The payment methods. */
export const PAY_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/pay', {
  configs: '/config/list',
});

/** Orders: booking, payment, the order pages, refunds. */
export const ORDER_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/order/info', {
  save: '/save',
  pay: '/pay',
  load: '/load',
  list: '/list',
  cancel: '/cancel',
  remove: '/delete',
  refundQuote: '/loadRefundFee',
  refundApply: '/apply',
  replenish: '/listReplenish',
  voucher: '/downloadOrderVoucher',
});

/** After-sales: refunds and date changes of an order. */
export const ORDER_CHANGE_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/order/change', {
  refund: '/load',
  list: '/list',
  options: '/options',
  quote: '/quote',
  apply: '/apply',
  detail: '/detail',
});

/** The demo payment provider's cashier page: a payment's page and its result form. */
export const CASHIER_ROUTES = /* @__PURE__ */ group('/cl-odss-app/open/cashier', {
  payment: '/:payId',
});

/** The order lookup without login and the read-only order its mailed link opens. */
export const ORDER_LINK_ROUTES = /* @__PURE__ */ group('/cl-odss-app/open/order/info', {
  lookup: '/lookup',
  view: '/view',
  voucher: '/voucher',
});

/** Dictionaries (ID types, countries…). */
export const DICT_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/dict/info', {
  list: '/list',
});

/** Customer-service messages. */
export const ISSUE_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/issue/info', {
  typeList: '/typeList',
  list: '/list',
  save: '/save',
});

/** Uploads of message attachments: policy, upload, confirmation, linking, the stored files. */
export const OSS_ROUTES = /* @__PURE__ */ group('/cl-odss-app/guest/common/oss', {
  ossSite: '/sysOssSite',
  policy: '/genUploadParam',
  upload: '/upload',
  uploadSuccess: '/uploadSuccess',
  updateRefId: '/updateRefId',
  unlink: '/unlink',
  file: '/file/:key',
});

/**
 * The editors' workspace API. Not SPEC §7: the CMS behind the shop. The gateway's plain editor
 * page (publishing with EDITOR_TOKENS) is served at the base itself.
 */
export const EDITOR_ROUTES = /* @__PURE__ */ group('/cl-odss-app/editor', {
  signIn: '/session/login',
  session: '/session',
  signOut: '/session/logout',
  pages: '/pages',
  poiList: '/poi/list',
  search: '/search',
  sanitize: '/sanitize',
  preview: '/preview',
  mediaList: '/media/list',
  mediaUpload: '/media/upload',
  catalogList: '/catalog/list',
  catalogLoad: '/catalog/load',
  catalogSave: '/catalog/save',
  catalogUpdate: '/catalog/update',
  catalogDelete: '/catalog/delete',
  infoList: '/info/list',
  infoLoad: '/info/load',
  infoSave: '/info/save',
  infoUpdate: '/info/update',
  infoDelete: '/info/delete',
  poiLoad: '/poi/load',
  poiSave: '/poi/save',
  poiUpdate: '/poi/update',
  poiDelete: '/poi/delete',
  changeList: '/change/list',
  publish: '/publish',
  buildStatus: '/build/status',
  buildList: '/build/list',
  rollback: '/build/rollback',
});
