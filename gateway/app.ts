import { Hono, type MiddlewareHandler } from 'hono';
import {
  AUTH_ROUTES,
  CAPTCHA_ROUTES,
  CASHIER_ROUTES,
  CMS_ROUTES,
  DICT_ROUTES,
  EDITOR_ROUTES,
  ISSUE_ROUTES,
  OPEN_ACCOUNT_ROUTES,
  ORDER_CHANGE_ROUTES,
  ORDER_LINK_ROUTES,
  ORDER_ROUTES,
  OSS_ROUTES,
  PAY_ROUTES,
  PRODUCT_ROUTES,
  TRAVELLER_ROUTES,
  USER_ROUTES,
  WAITLIST_ROUTES,
} from '../src/lib/contract/routes.ts';
import type { Db } from './db/client.ts';
import { siteOrigin, type GatewayEnv } from './env.ts';
import type { Clock } from './lib/clock.ts';
import { handleError, handleNotFound } from './lib/errors.ts';
import { mailRequestContext } from './mail/context.ts';
import { OPENAPI_PATH, openApiDocument } from './openapi.ts';
import { createOutboxDelivery, type MailDelivery } from './mail/delivery.ts';
import {
  answerMethodNotAllowed,
  limitBody,
  limitJsonDepth,
  limitUrlLength,
  securityHeaders,
} from './lib/guards.ts';
import { createAccountRoutes } from './routes/account/account.routes.ts';
import { createAuthCenterRoutes } from './routes/auth/auth-center.routes.ts';
import { createCaptchaRoutes } from './routes/captcha/captcha.routes.ts';
import { createCmsRoutes } from './routes/cms/cms.routes.ts';
import { createDevRoutes } from './routes/dev/dev.routes.ts';
import { createEditorRoutes } from './routes/editor/editor.routes.ts';
import { createMediaRoutes } from './routes/media/media.routes.ts';
import { createCashierRoutes } from './routes/order/cashier.routes.ts';
import { createOrderChangeRoutes } from './routes/order/change.routes.ts';
import { createOrderLinkRoutes } from './routes/order/lookup.routes.ts';
import { createOrderRoutes } from './routes/order/order.routes.ts';
import { createPayRoutes } from './routes/pay/pay.routes.ts';
import { createProductRoutes } from './routes/product/product.routes.ts';
import { createServiceRoutes } from './routes/service/service.routes.ts';
import { createTravellerRoutes } from './routes/user/traveller.routes.ts';
import { createUserRoutes } from './routes/user/user.routes.ts';
import { createWaitlistRoutes } from './routes/user/waitlist.routes.ts';
import { createOrderMailer, type OrderMailer } from './services/order-mails.ts';
import type { Publisher } from './services/publishing/publisher.ts';
import { createContentCache, uncachedContent, type ContentCache } from './services/read-cache.ts';

export interface AppDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
  /**
   * Delivery of the mail outbox, kicked after each request that queued mail. The server
   * passes the one it started (and stops); when left out, one without a periodic sweep is made
   * from SMTP_URL (none without it).
   */
  mail?: MailDelivery | null;
  /**
   * The mails of orders (confirmation, expiry, refunds), looked for after each order request.
   * The server passes the one it started (and stops); when left out, one without a periodic
   * run is made.
   */
  orderMail?: OrderMailer;
  /**
   * Who builds the static site when an editor publishes (DESIGN §4): the storefront server's
   * local rebuilder or the webhook publisher (see createGatewayApp). Without one the editor
   * API's publishing calls answer 503.
   */
  publisher?: Publisher | null;
  /** Dev mode in a cluster: tells the other workers where /dev/clock moved the clock. */
  shareClock?: (offsetMs: number) => Promise<void>;
  /**
   * The content reads' cache (services/read-cache.ts); the server passes the one it also
   * checks its stored answers against. Made from env.READ_CACHE when left out.
   */
  cache?: ContentCache;
}

/** Content answers cached in this process, checked against the database's content version. */
export const contentCacheFor = (db: Db, env: GatewayEnv): ContentCache =>
  env.READ_CACHE ? createContentCache(db) : uncachedContent(db);

/** The path prefixes the gateway answers; the server routes these to it. */
export const GATEWAY_PREFIXES = ['/cl-odss-app', '/uw-auth-center', '/dev', '/media'] as const;

/**
 * The gateway: the API of SPEC §7 under /cl-odss-app (every /guest/… and /open/… path,
 * DESIGN §8) and /uw-auth-center, the media files under /media, and the dev routes under /dev
 * when GATEWAY_DEV is on. Every answer is the envelope of DESIGN §6; failures go through one
 * error handler.
 */
export function createApp({
  db,
  env,
  clock,
  mail,
  orderMail,
  publisher,
  shareClock,
  cache = contentCacheFor(db, env),
}: AppDeps): Hono {
  const app = new Hono();
  const delivery = mail === undefined ? createOutboxDelivery(db, env) : mail;
  const orderMails =
    orderMail ??
    createOrderMailer({
      db,
      clock,
      siteUrl: siteOrigin(env),
      delivery,
      linkSecret: env.ORDER_LINK_SECRET,
      waitOfferMinutes: env.WAITLIST_OFFER_MINUTES,
    });
  // scoped to the gateway's prefixes, so that mounting this app at '/' of a bigger server
  // leaves that server's other answers (pages, assets) alone
  for (const prefix of GATEWAY_PREFIXES) {
    // the upload path reads its body (multipart only) under its own, larger limit
    // (service.routes.ts); every other body is limited in size, then in JSON nesting
    app.use(`${prefix}/*`, securityHeaders, limitUrlLength, (c, next) =>
      c.req.path === OSS_ROUTES.paths.upload || c.req.path === EDITOR_ROUTES.paths.mediaUpload
        ? next()
        : limitBody(c, async () => {
            await limitJsonDepth(c, next);
          }),
    );
  }
  // mail goes out in the language of the request that caused it, sent once it has answered
  const mailContext = mailRequestContext(delivery ? () => delivery.kick() : undefined);
  app.use('/cl-odss-app/*', mailContext);
  app.use('/uw-auth-center/*', mailContext);
  // an order request may have moved orders (payment, expiry, fulfilment, refunds): once it
  // has answered, the mails of what happened are built and queued in the background
  const afterOrderRequest: MiddlewareHandler = async (_c, next) => {
    try {
      await next();
    } finally {
      orderMails.kick();
    }
  };
  for (const path of [
    `${ORDER_ROUTES.base}/*`,
    `${ORDER_CHANGE_ROUTES.base}/*`,
    `${ORDER_LINK_ROUTES.base}/*`,
    `${CASHIER_ROUTES.base}/*`,
    `${WAITLIST_ROUTES.base}/*`,
    '/dev/clock',
  ]) {
    app.use(path, afterOrderRequest);
  }

  app.route(CMS_ROUTES.base, createCmsRoutes({ db, cache }));
  app.route(PRODUCT_ROUTES.base, createProductRoutes({ db, clock, cache }));
  app.route(PAY_ROUTES.base, createPayRoutes({ db }));
  const holdCap = {
    orders: env.ORDER_HOLD_MAX_ORDERS,
    units: env.ORDER_HOLD_MAX_UNITS,
    perDate: env.ORDER_HOLD_MAX_PER_DATE,
  };
  app.route(ORDER_ROUTES.base, createOrderRoutes({ db, env, clock, holdCap }));
  app.route(ORDER_CHANGE_ROUTES.base, createOrderChangeRoutes({ db, env, clock }));
  app.route(CASHIER_ROUTES.base, createCashierRoutes({ db, clock }));
  app.route(ORDER_LINK_ROUTES.base, createOrderLinkRoutes({ db, env, clock }));
  app.route(OPEN_ACCOUNT_ROUTES.base, createAccountRoutes({ db, env, clock }));
  app.route(
    CAPTCHA_ROUTES['open-account'].base,
    createCaptchaRoutes({ db, env, clock }, 'open-account'),
  );
  app.route(USER_ROUTES.base, createUserRoutes({ db, env, clock }));
  app.route(TRAVELLER_ROUTES.base, createTravellerRoutes({ db, env, clock }));
  app.route(
    WAITLIST_ROUTES.base,
    createWaitlistRoutes({
      db,
      clock,
      offerMinutes: env.WAITLIST_OFFER_MINUTES,
      linkSecret: env.ORDER_LINK_SECRET,
    }),
  );
  const service = createServiceRoutes({ db, env, clock });
  app.route(DICT_ROUTES.base, service.dict);
  app.route(ISSUE_ROUTES.base, service.issue);
  app.route(OSS_ROUTES.base, service.oss);
  app.route(
    EDITOR_ROUTES.base,
    createEditorRoutes({ db, env, clock, publisher: publisher ?? null }),
  );

  app.route(AUTH_ROUTES.base, createAuthCenterRoutes({ db, env, clock }));
  app.route(
    CAPTCHA_ROUTES['auth-center'].base,
    createCaptchaRoutes({ db, env, clock }, 'auth-center'),
  );

  app.route('/media', createMediaRoutes({ mediaDir: env.MEDIA_DIR }));
  if (env.GATEWAY_DEV) app.route('/dev', createDevRoutes({ db, clock, shareClock }));

  // the OpenAPI document of this very app (its route table and contract schemas), made once
  let document: string | undefined;
  app.get(OPENAPI_PATH, (c) => {
    document ??= JSON.stringify(openApiDocument(app));
    return c.body(document, 200, { 'Content-Type': 'application/json' });
  });

  answerMethodNotAllowed(app);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
