import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * SQLite through libSQL (`file:` URLs), as a Kysely dialect: @libsql/kysely-libsql with its
 * driver wrapped so that the process uses the database one statement or one transaction at a
 * time.
 *
 * Why: libSQL's embedded driver is synchronous. While one transaction of this process is open
 * on one connection (awaiting between its statements), a write on another connection would wait
 * for SQLite's lock inside the synchronous call, blocking the event loop that the transaction
 * needs to finish: the process would stall for the whole busy timeout. One queue per process
 * (as Kysely's own SQLite driver does) avoids that and costs nothing, since the synchronous
 * driver never ran two statements at once anyway. Transactions begin IMMEDIATE (the client's
 * 'write' mode): the write lock is taken up front, so a transaction never fails half-way
 * because another process wrote first; other processes wait for it (busy timeout).
 */

class Queue {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolveNext) => {
      release = resolveNext;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return release;
  }
}

/**
 * The drivers whose queue the current async context holds (inside a transaction's callback),
 * so that a query sent through the outer database handle from inside one of its transactions
 * (which would wait for that transaction forever) fails at once with a clear message instead.
 */
const holding = new AsyncLocalStorage<ReadonlySet<SerialDriver>>();

const OUTSIDE_TRANSACTION =
  'A query was sent through the database handle inside one of its own transactions: use the transaction object for every query of the transaction.';

/**
 * The connection with each row as a plain object of its columns: libSQL's rows also carry their
 * values under index keys, which PostgreSQL's rows do not (and which would show in a spread or
 * a deep comparison).
 */
class PlainRows implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    return { ...result, rows: result.rows.map((row) => ({ ...row })) };
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** The driver's own connection behind a PlainRows wrapper. */
const unwrap = (connection: DatabaseConnection): DatabaseConnection =>
  connection instanceof PlainRows ? connection.inner : connection;

export class SerialDriver implements Driver {
  readonly #inner: Driver;
  readonly #queue = new Queue();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (holding.getStore()?.has(this)) throw new Error(OUTSIDE_TRANSACTION);
    const release = await this.#queue.acquire();
    const connection = new PlainRows(await this.#inner.acquireConnection());
    this.#releases.set(connection, release);
    return connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(unwrap(connection), settings);
  }

  /** Runs a transaction's callback marked as holding this driver's queue. */
  holdingQueue<T>(work: () => Promise<T>): Promise<T> {
    return holding.run(new Set([...(holding.getStore() ?? []), this]), work);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(unwrap(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(unwrap(connection));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(unwrap(connection));
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }

  /** Runs `work` alone on the client (the raw statements of migrations and the seed). */
  async exclusive<T>(client: Client, work: (client: Client) => Promise<T>): Promise<T> {
    if (holding.getStore()?.has(this)) throw new Error(OUTSIDE_TRANSACTION);
    const release = await this.#queue.acquire();
    try {
      return await work(client);
    } finally {
      release();
    }
  }
}

export class SerialLibsqlDialect extends LibsqlDialect {
  readonly client: Client;
  #driver: SerialDriver | null = null;

  constructor(client: Client) {
    super({ client });
    this.client = client;
  }

  override createDriver(): Driver {
    this.#driver = new SerialDriver(super.createDriver());
    return this.#driver;
  }

  /** The driver Kysely made (it makes it when the Kysely instance is constructed). */
  get driver(): SerialDriver | null {
    return this.#driver;
  }

  /** Runs `work` with the client while no Kysely query or transaction of this process runs. */
  exclusive<T>(work: (client: Client) => Promise<T>): Promise<T> {
    if (this.#driver === null) return work(this.client);
    return this.#driver.exclusive(this.client, work);
  }
}

/** The file path of a `file:` URL (null for in-memory databases). */
function filePath(url: string): string | null {
  const path = url.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, '');
  return path === '' || path.startsWith(':memory:') ? null : resolve(path);
}

/**
 * The libSQL client of a `file:` URL: the folder created if needed, WAL on (it persists in the
 * file), every pooled connection with the busy timeout (the client applies `timeout` per
 * connection) and foreign keys on (libSQL's default, set again to be explicit).
 */
export async function openSqliteClient(url: string, busyTimeoutMs = 5000): Promise<Client> {
  const path = filePath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
  const client = createClient({ url, timeout: busyTimeoutMs });
  await client.execute('PRAGMA journal_mode=WAL');
  await client.execute('PRAGMA foreign_keys=ON');
  await client.execute(`PRAGMA busy_timeout=${Math.trunc(busyTimeoutMs)}`);
  return client;
}
