import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';

export type Db = Client;

export interface OpenDatabaseOptions {
  /** Auth token for a `libsql://` server. */
  authToken?: string | undefined;
  /** How long a connection waits for a lock before failing, in ms. */
  busyTimeoutMs?: number;
}

/** The file path of a `file:` URL (null for remote or in-memory databases). */
function filePath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = url.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, '');
  return path === '' || path.startsWith(':memory:') ? null : resolve(path);
}

/**
 * Opens the database. For a `file:` URL the folder is created if needed, WAL is switched on
 * (it persists in the file), and every pooled connection gets the busy timeout (the client's
 * `timeout` option applies it per connection); foreign keys are switched on explicitly,
 * although libSQL enables them by default on every connection.
 */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Db> {
  const path = filePath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
  const timeout = options.busyTimeoutMs ?? 5000;
  const db = createClient(
    options.authToken === undefined
      ? { url, timeout }
      : { url, timeout, authToken: options.authToken },
  );
  if (url.startsWith('file:')) {
    await db.execute('PRAGMA journal_mode=WAL');
    await db.execute('PRAGMA foreign_keys=ON');
    await db.execute(`PRAGMA busy_timeout=${Math.trunc(timeout)}`);
  }
  return db;
}
