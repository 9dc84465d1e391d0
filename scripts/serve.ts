import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { runPrimary, WORKER_INDEX, workersFromEnv } from './lib/cluster.ts';
import { runServer } from './lib/run-server.ts';
import { workerChannel } from './server/cluster-channel.ts';

/**
 * `npm run serve`: serves an existing build with the gateway, in production mode unless
 * GATEWAY_DEV=1 asks for dev mode (loopback HOST only). `SITE_DIR` serves another build folder
 * than dist/ (the end-to-end tests of a parallel build use it). `WORKERS=N` (PostgreSQL only)
 * serves with N processes on the one port (node:cluster, scripts/lib/cluster.ts).
 */
try {
  const dir = process.env['SITE_DIR'];
  const site = dir ? { outDir: resolve(dir) } : {};
  if (cluster.isPrimary) {
    const workers = workersFromEnv();
    if (workers > 1) await runPrimary(workers);
    else await runServer(site);
  } else {
    const index = Number(process.env[WORKER_INDEX]);
    await runServer({ ...site, worker: { index, channel: workerChannel() } });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
