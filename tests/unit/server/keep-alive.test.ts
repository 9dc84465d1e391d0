import { createServer } from 'node:http';
import { expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnections } from '../../../scripts/lib/keep-alive.ts';

it('keeps idle connections open longer than a proxy keeps them (60 s), headers waiting longer still', () => {
  const server = createServer();
  expect(server.keepAliveTimeout).toBe(5_000);
  keepConnections(server);
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
