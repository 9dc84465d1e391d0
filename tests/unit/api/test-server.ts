import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: Buffer;
}

export interface Reply {
  status?: number;
  /** Sent as JSON text unless `text` is given. */
  json?: unknown;
  /** Raw body text, for example JSON with 19-digit numbers. */
  text?: string;
  bytes?: Uint8Array;
  contentType?: string;
}

export type Route = (request: SeenRequest) => Reply | Promise<Reply>;

/** A real HTTP server on a free port whose routes each test scripts. */
export interface TestServer {
  url: string;
  seen: SeenRequest[];
  route(path: string, handler: Route): void;
  /** The requests made to one path. */
  calls(path: string): SeenRequest[];
  /** Resolves once `count` requests to `path` have arrived (counting those already seen). */
  arrived(path: string, count: number): Promise<void>;
  /** A reply that never comes (a server that hangs); its connection closes with the server. */
  never(): Promise<Reply>;
  reset(): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export const ok = (data: unknown): Reply => ({
  json: { state: 'success', code: 'OK', msg: '', data },
});

export const fail = (status: number, code: string, msg: string, data: unknown = null): Reply => ({
  status,
  json: { state: 'error', code, msg, data },
});

/** The multipart or JSON body of a request, read the way a server framework would. */
export async function formOf(request: SeenRequest): Promise<FormData> {
  return new Request('http://test.invalid/', {
    method: 'POST',
    headers: request.headers,
    body: new Uint8Array(request.body),
  }).formData();
}

export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const seen: SeenRequest[] = [];
  const waiters: { path: string; count: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiters]) {
      if (seen.filter((r) => r.path === waiter.path).length < waiter.count) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: await readBody(req),
      };
      seen.push(request);
      notify();
      const handler = routes.get(url.pathname);
      const reply: Reply = handler
        ? await handler(request)
        : { status: 404, json: { state: 'error', code: 'NOT_FOUND', msg: 'no route', data: null } };
      if (res.destroyed) return;
      const body =
        reply.bytes ??
        Buffer.from(reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json)));
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.contentType ?? 'application/json; charset=utf-8',
      });
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    route: (path, handler) => routes.set(path, handler),
    calls: (path) => seen.filter((r) => r.path === path),
    arrived: (path, count) =>
      new Promise<void>((resolve) => {
        waiters.push({ path, count, resolve });
        notify();
      }),
    never: () => new Promise<Reply>(() => undefined),
    reset: () => {
      routes.clear();
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
