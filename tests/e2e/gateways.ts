import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureTemplate } from './server.ts';

/**
 * Starts the gateways of an end-to-end run at once (the webServer command of
 * playwright.config.ts): one tests/e2e/server.ts per port of E2E_GATEWAY_PORTS (comma
 * separated), each with its data in data/e2e-<port>. Prints "e2e gateways ready" once every one
 * listens; Playwright waits for that line. One webServer entry per gateway would start them one
 * after another, each loading the whole site into memory first.
 */

const ports = (process.env['E2E_GATEWAY_PORTS'] ?? '').split(',').filter(Boolean);
if (ports.length === 0) throw new Error('E2E_GATEWAY_PORTS names no port');

// The template database first, once, before the gateways copy it.
await ensureTemplate();

// E2E_DATABASE_URL (a database of another kind) is the main gateway's only: the projects on
// gateways of their own keep databases of their own.
const { E2E_DATABASE_URL: databaseUrl, ...inherited } = process.env;
const children = ports.map((port, index) =>
  spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/server.ts'], {
    env: {
      ...inherited,
      ...(index === 0 && databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
      PORT: port,
      E2E_DATA: `data/e2e-${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
let listening = 0;
for (const [index, child] of children.entries()) {
  createInterface({ input: child.stdout }).on('line', (line) => {
    console.info(`[${ports[index]}] ${line}`);
    if (line.startsWith('storefront: http') && ++listening === children.length) {
      console.info('e2e gateways ready');
    }
  });
  child.once('exit', (code, signal) => {
    console.error(`e2e gateway on ${ports[index]} stopped (${signal ?? code})`);
    for (const other of children) other.kill('SIGTERM');
    process.exitCode = 1;
  });
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
