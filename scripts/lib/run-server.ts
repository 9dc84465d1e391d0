import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { loadEnv } from '../../gateway/env.ts';
import { createGatewayApp } from '../../gateway/server.ts';
import { createSiteApp } from '../server/app.ts';
import { loadStaticSite } from '../server/static-site.ts';
import { DEFAULT_OUT_DIR, STAMP_FILE } from './build-site.ts';
import { existsSync } from 'node:fs';

/**
 * Serves the built site and the gateway on one origin (default http://127.0.0.1:4321; PORT and
 * HOST honoured). Stops cleanly on SIGINT and SIGTERM.
 */
export async function runServer(outDir = DEFAULT_OUT_DIR): Promise<void> {
  if (!existsSync(join(outDir, STAMP_FILE))) {
    throw new Error(
      `No finished build in ${outDir}. Run \`npm run build\` first, or \`npm start\`, which builds when needed.`,
    );
  }
  const env = loadEnv();
  const gateway = await createGatewayApp(env);
  const site = await loadStaticSite(outDir);
  const app = createSiteApp({ site: () => site, gateway: gateway.app });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.info(
      `storefront: http://${host === '127.0.0.1' ? 'localhost' : host}:${info.port}/home (${site.files.size} files, gateway dev mode ${env.GATEWAY_DEV ? 'on' : 'off'})`,
    );
  });
  const stop = (signal: string) => {
    console.info(`storefront: ${signal}, stopping`);
    server.close(() => {
      void gateway.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
