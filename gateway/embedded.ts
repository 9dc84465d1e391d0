import { loadEnv, type EnvInput } from './env.ts';
import { createGatewayApp } from './server.ts';

export interface EmbeddedGateway {
  /** Sends a request to the gateway in-process, e.g. `request('/cl-odss-app/guest/…?x=1')`. */
  request(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The gateway without a server, for the Astro build's content loader: parses the environment
 * (with `overrides` on top), prepares the database (migrate, seed and render pictures when
 * empty) and answers requests in-process.
 */
export async function createEmbeddedGateway(overrides?: EnvInput): Promise<EmbeddedGateway> {
  const gateway = await createGatewayApp(loadEnv(overrides));
  return {
    request: async (pathAndQuery, init) => gateway.app.request(pathAndQuery, init),
    close: () => gateway.close(),
  };
}
