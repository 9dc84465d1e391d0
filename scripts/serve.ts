import { runServer } from './lib/run-server.ts';

/** `npm run serve`: serves an existing build with the gateway. */
try {
  await runServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
