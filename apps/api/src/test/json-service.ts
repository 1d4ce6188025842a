import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in service received. */
export type Seen = { method: string; url: string; auth: string | undefined; body: unknown };

/**
 * A tiny local JSON service standing in for an external system's REST API in an adapter's tests:
 * it records each request (method, path, bearer key, body) in `seen` and replies with what
 * `answer` says; status 0 never replies (a silence for the adapter's timeout).
 */
export function jsonService(basePath: string) {
  const service = {
    seen: [] as Seen[],
    answer: (() => ({ status: 200, body: {} })) as (req: Seen) => { status: number; body?: unknown },
    /** The base address, once started. */
    url: '',
    start,
    stop,
  };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const s = {
        method: req.method!,
        url: req.url!,
        auth: req.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      };
      service.seen.push(s);
      const a = service.answer(s);
      if (a.status === 0) return;
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    });
  });
  async function start() {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  }
  async function stop() {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  return service;
}
