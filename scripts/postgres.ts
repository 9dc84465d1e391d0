import pg from 'pg';
import { startPostgres } from './lib/postgres.ts';

/**
 * `npm run postgres`: a throwaway PostgreSQL cluster for trying the gateway on PostgreSQL
 * (scripts/lib/postgres.ts: initdb into a temporary folder, 127.0.0.1 only, trust
 * authentication, durability off), with an empty `storefront` database. Prints the
 * DATABASE_URL to start the storefront with; Ctrl-C stops the server and removes its folder.
 *
 *   PG_PORT=5433 npm run postgres      (5433 by default; PG_BIN: the folder of initdb)
 */
const port = Number(process.env['PG_PORT'] ?? 5433);
const cluster = await startPostgres({ port });
const admin = new pg.Client({ connectionString: cluster.url() });
await admin.connect();
await admin.query('CREATE DATABASE storefront');
await admin.end();
const url = cluster.url('storefront');
console.info(`PostgreSQL is running on 127.0.0.1:${port} (a temporary cluster, removed on exit).
Start the storefront on it (migrated and seeded on first start):

  DATABASE_URL=${url} npm start

Ctrl-C stops it.`);
const stop = () => {
  void cluster.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
