import { AUTH_ROUTES } from '../contract/routes.ts';
import { $session, clearSession } from './login.ts';

/** Logging out does not wait the client's 30 s for a gateway that does not answer. */
export const LOGOUT_TIMEOUT_MS = 5000;

/** What logging out needs of the api client. */
export interface LogoutClient {
  request(
    path: string,
    options: { method: 'DELETE'; params: { loginAgent: string }; timeout: number },
  ): Promise<unknown>;
}

/** The api client, loaded only when someone logs out: content pages do not ship it. */
const loadApiClient = (): Promise<LogoutClient> =>
  import('../api/client.ts').then((module) => module.api);

/**
 * Logs out: tells the gateway, then forgets the session whatever the answer (an error, a 401
 * for a token the gateway no longer knows, no network, the client failing to load). The caller
 * shows the notice and goes home.
 */
export async function logOut(
  loadClient: () => Promise<LogoutClient> = loadApiClient,
): Promise<void> {
  const session = $session.get();
  if (session !== null) {
    try {
      const client = await loadClient();
      await client.request(AUTH_ROUTES.paths.logout, {
        method: 'DELETE',
        params: { loginAgent: session.loginAgent },
        timeout: LOGOUT_TIMEOUT_MS,
      });
    } catch {
      // the session ends here all the same
    }
  }
  clearSession();
}
