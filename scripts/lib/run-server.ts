import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isLoopbackHost, parseEnv, type GatewayEnv } from '../../gateway/env.ts';
import { answeringListener, createAnswerCache } from '../../gateway/lib/answer-cache.ts';
import { createGatewayApp, type GatewayApp } from '../../gateway/server.ts';
import { TRAVELLERS_DISABLED_MESSAGE } from '../../gateway/services/travellers.ts';
import { createSiteApp } from '../server/app.ts';
import { createWebhookNotifier } from '../publish/notify.ts';
import { createIncrementalStrategy } from '../publish/strategy.ts';
import {
  publisherHandlers,
  remotePublisher,
  type WorkerChannel,
} from '../server/cluster-channel.ts';
import { createRebuilder, rebuilderEnv, type Rebuilder } from '../server/rebuilder.ts';
import {
  announceBuilder,
  builderEnv,
  builderRoutes,
  httpPublisher,
  joinBuilderElection,
} from '../server/builder-election.ts';
import { PublishError, type Publisher } from '../../gateway/services/publishing/publisher.ts';
import { loadStaticSite } from '../server/static-site.ts';
import { followGenerations, type Follower } from '../publish/generations.ts';
import { DEFAULT_OUT_DIR, ROOT, STAMP_FILE } from './build-site.ts';
import { sourceFingerprint } from './fingerprint.ts';
import { keepConnections } from './keep-alive.ts';

/** The loopback address that reaches a server listening on `address`. */
function reachable(address: string): string {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return host.includes(':') ? `[${host}]` : host;
}

export interface RunServerOptions {
  /** The build folder to serve (dist/ by default). */
  outDir?: string;
  /**
   * `npm start`'s demo convenience: with GATEWAY_DEV unset and a loopback HOST, dev mode is on
   * (announced loudly). Anywhere else production stays the default.
   */
  demo?: boolean;
  /**
   * A worker of `npm run serve` with WORKERS > 1 (scripts/lib/cluster.ts): its number (1 runs
   * the rebuilder; the others follow the generation pointer and send publishing to worker 1)
   * and its channel to the other workers.
   */
  worker?: { index: number; channel: WorkerChannel };
}

/**
 * The HTTP server of one process: the stored answers of content reads first
 * (gateway/lib/answer-cache.ts; not with READ_CACHE=0), then the app.
 */
function listen(
  app: Hono,
  env: GatewayEnv,
  gateway: GatewayApp,
  listening?: (info: AddressInfo) => void,
): Server {
  const answers = env.READ_CACHE ? createAnswerCache({ version: gateway.contentVersion }) : null;
  const listener = getRequestListener(answers ? answers.fetchThrough(app.fetch) : app.fetch, {
    hostname: env.HOST,
  });
  const server = createServer(answers ? answeringListener(answers, listener) : listener);
  server.listen(env.PORT, env.HOST, () => listening?.(server.address() as AddressInfo));
  return server;
}

/** The environment, with dev mode on for the demo when GATEWAY_DEV is unset and HOST loopback. */
export function serverEnv(
  demo: boolean,
  source: Record<string, string | undefined> = process.env,
): GatewayEnv {
  const env = parseEnv(source);
  const unset = (source['GATEWAY_DEV'] ?? '').trim() === '';
  return demo && unset && isLoopbackHost(env.HOST) ? { ...env, GATEWAY_DEV: true } : env;
}

/** The banner of dev mode: it must not go unnoticed in a log. */
function announceDevMode(env: GatewayEnv): void {
  const rule = '!'.repeat(78);
  console.warn(
    [
      rule,
      `!! DEV MODE (GATEWAY_DEV) on ${env.HOST}: for a local demo and the tests only.`,
      '!! /dev/mailbox shows every mailed code, /dev/captcha/:id every captcha answer, /dev/clock',
      '!! moves token and order expiry, and the demo editor token edits and publishes the site.',
      '!! Never expose this server. Production: `npm run serve` without GATEWAY_DEV.',
      rule,
    ].join('\n'),
  );
}

/**
 * Serves the built site and the gateway on one origin (default http://127.0.0.1:4321; PORT and
 * HOST honoured). The site is the local rebuilder's live build: outDir at first (or the build
 * an editor published before a restart), then each published build, swapped in atomically
 * (SITE_BUILDS_DIR, PUBLISH_DEBOUNCE_MS, PUBLISH_INCREMENTAL: see scripts/server/rebuilder.ts and
 * scripts/publish/). With PUBLISH_WEBHOOK_URL set, each generation that goes live is also
 * announced to that webhook with the files it changed.
 * Stops cleanly on SIGINT and SIGTERM.
 */
export async function runServer({
  outDir = DEFAULT_OUT_DIR,
  demo = false,
  worker,
}: RunServerOptions = {}): Promise<void> {
  if (!existsSync(join(outDir, STAMP_FILE))) {
    throw new Error(
      `No finished build in ${outDir}. Run \`npm run build\` first, or \`npm start\`, which builds when needed.`,
    );
  }
  const env = serverEnv(demo);
  if (env.GATEWAY_DEV && (worker?.index ?? 1) === 1) announceDevMode(env);
  // a server in production without the key of the ID numbers: saved travellers are off, say why
  // (here, not in the gateway: the build's embedded gateway has no use for the feature)
  if (!env.GATEWAY_DEV && env.TRAVELLER_ID_KEY === undefined && (worker?.index ?? 1) === 1) {
    console.warn(TRAVELLERS_DISABLED_MESSAGE);
  }
  if (worker && worker.index !== 1) {
    await runFollower(env, outDir, worker);
    return;
  }
  // The rebuilds read the CMS of this very server over HTTP; its address is known once listening.
  let origin = `http://${reachable(env.HOST)}:${env.PORT}`;
  // The rebuilder publishes here (incrementally); with PUBLISH_WEBHOOK_URL each generation that
  // goes live is also POSTed to that webhook with what changed, for a CDN deployment.
  const { incremental, ...rebuild } = rebuilderEnv();
  const builderSettings = builderEnv();
  let listening!: () => void;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const makeRebuilder = () =>
    createRebuilder({
      ...rebuild,
      initialDir: outDir,
      sourceUrl: () => origin,
      ...(incremental
        ? {
            incremental: createIncrementalStrategy({
              sourceUrl: () => origin,
              mediaDir: join(rebuild.buildsDir, '.media'),
              fingerprint: () => sourceFingerprint(ROOT),
              ready,
            }),
          }
        : {}),
      ...(env.PUBLISH_WEBHOOK_URL
        ? {
            notify: createWebhookNotifier({
              url: env.PUBLISH_WEBHOOK_URL,
              secret: env.PUBLISH_WEBHOOK_SECRET,
            }),
          }
        : {}),
    });
  const label = worker ? `storefront worker ${worker.index}` : 'storefront';
  let stop: (signal: string, code?: number) => void = () => undefined;
  // Several servers on one PostgreSQL database: the one holding the builder lock builds, the
  // others follow its generations and send it their editors' publishing (builder-election.ts).
  const election = await joinBuilderElection(env.DATABASE_URL, (error) => {
    console.error(
      `${label}: lost the database connection that made this server the builder (${error instanceof Error ? error.message : String(error)}); stopping, so that one builder remains`,
    );
    stop('builder lock lost', 1);
  });
  let rebuilder: Rebuilder | null = null;
  let follower: Follower | null = null;
  let secret: string | null = null;
  const remote = httpPublisher(rebuild.buildsDir);
  const publisher = delegatingPublisher(() => rebuilder ?? remote);
  if (election.won) {
    rebuilder = makeRebuilder();
    await rebuilder.start();
  } else {
    follower = await followGenerations(rebuild.buildsDir, { onError: reportLoadError(label) });
  }
  const initial = election.won ? undefined : await loadStaticSite(outDir);
  const site = () => rebuilder?.current() ?? follower?.current() ?? initial;
  const becomeBuilder = async () => {
    const building = makeRebuilder();
    await building.start();
    rebuilder = building;
    follower?.close();
    follower = null;
    await ready;
    secret = await announceBuilder(rebuild.buildsDir, builderSettings.url ?? origin);
    console.info(`${label}: builds the site now (the builder before it has gone)`);
  };
  let retryTimer: NodeJS.Timeout | undefined;
  if (!election.won) {
    const tryAgain = () => {
      retryTimer = setTimeout(() => {
        void election
          .retry()
          .then((won) => (won ? becomeBuilder() : tryAgain()))
          .catch((error: unknown) => {
            console.warn(
              `${label}: cannot take over the build: ${error instanceof Error ? error.message : String(error)}`,
            );
            tryAgain();
          });
      }, builderSettings.retryMs);
      retryTimer.unref();
    };
    tryAgain();
  }
  const gateway = await createGatewayApp(env, {
    publisher,
    ...(worker ? { shareClock: shareClockOf(worker.channel) } : {}),
  });
  if (worker) {
    worker.channel.serve({
      ...publisherHandlers(publisher),
      clock: (offsetMs: number) => gateway.clock.setOffset(offsetMs),
    });
    gateway.clock.setOffset((await worker.channel.hello()).clockOffsetMs);
  }
  const builder = builderRoutes(
    () => secret,
    () => (rebuilder ? publisherHandlers(rebuilder) : null),
  );
  const app = createSiteApp({ site, gateway: gateway.app, builder });
  const server = listen(app, env, gateway, (info) => {
    origin = `http://${reachable(info.address)}:${info.port}`;
    // the incremental renderer reads the CMS from this very server
    listening();
    if (rebuilder) {
      void announceBuilder(rebuild.buildsDir, builderSettings.url ?? origin).then(
        (given) => (secret = given),
        (error: unknown) =>
          console.warn(
            `${label}: cannot announce the builder to the other servers: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    }
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    // a worker of a cluster: the primary says when all listen
    if (worker) return;
    console.info(
      `storefront: http://${host === '127.0.0.1' ? 'localhost' : host}:${info.port}/home (${site()?.files.size ?? 0} files, ${env.GATEWAY_DEV ? 'DEV MODE on: loopback only' : 'dev mode off'}${rebuilder ? '' : '; another server builds'})`,
    );
  });
  keepConnections(server);
  let stopping = false;
  stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    if (!worker) console.info(`storefront: ${signal}, stopping`);
    clearTimeout(retryTimer);
    follower?.close();
    // the rebuilder first: a running build is a child process reading this server
    void (rebuilder?.close() ?? Promise.resolve()).finally(() => {
      void election.close();
      server.close(() => {
        void gateway.close().finally(() => process.exit(code));
      });
    });
    setTimeout(() => process.exit(code), 3000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** A follower's report of a generation it cannot load (it keeps serving the one it has). */
const reportLoadError = (label: string) => (error: unknown) =>
  console.warn(
    `${label}: cannot load the new generation: ${error instanceof Error ? error.message : String(error)}`,
  );

/** A publisher that asks `target()` at each call: the local rebuilder once this server builds. */
function delegatingPublisher(target: () => Publisher): Publisher {
  return {
    mode: 'local',
    publish: (editor) => target().publish(editor),
    status: () => target().status(),
    history: (limit) => target().history(limit),
    rollback: (editor) => target().rollback(editor),
    preview: (request) => {
      const to = target();
      return to.preview
        ? to.preview(request)
        : Promise.reject(new PublishError('PREVIEW_UNAVAILABLE'));
    },
  };
}

/** Dev mode in a cluster: /dev/clock on one worker moves the clocks of all (then answers). */
const shareClockOf =
  (channel: WorkerChannel) =>
  async (offsetMs: number): Promise<void> => {
    await channel.call('others', 'clock', [offsetMs]);
  };

/**
 * A worker that does not build: serves the generation `current.json` names (the builder
 * worker writes it; the initial build until it does) and sends publishing to the builder.
 */
async function runFollower(
  env: GatewayEnv,
  outDir: string,
  worker: NonNullable<RunServerOptions['worker']>,
): Promise<void> {
  const { buildsDir } = rebuilderEnv();
  const initial = await loadStaticSite(outDir);
  const follower = await followGenerations(buildsDir, {
    onError: reportLoadError(`storefront worker ${worker.index}`),
  });
  const gateway = await createGatewayApp(env, {
    publisher: remotePublisher(worker.channel),
    shareClock: shareClockOf(worker.channel),
  });
  worker.channel.serve({ clock: (offsetMs: number) => gateway.clock.setOffset(offsetMs) });
  gateway.clock.setOffset((await worker.channel.hello()).clockOffsetMs);
  const app = createSiteApp({ site: () => follower.current() ?? initial, gateway: gateway.app });
  const server = listen(app, env, gateway);
  keepConnections(server);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    follower.close();
    server.close(() => {
      void gateway.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
