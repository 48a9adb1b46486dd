import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** What the server answers at one path: a calendar (with its validators), a status, or a redirect. */
export interface FeedRoute {
  body?: string | Buffer;
  status?: number;
  etag?: string;
  lastModified?: string;
  location?: string;
  /** Sent gzip-compressed, as many servers do when asked. */
  gzip?: boolean;
  contentType?: string;
}

export interface FeedRequest {
  path: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/**
 * A calendar host on 127.0.0.1 for subscription tests: each path serves what the test set, honours If-None-Match and
 * If-Modified-Since with 304 as a real server does, and remembers every request.
 */
export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedRequest[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] });
    const route = routes.get(path);
    if (!route) return res.writeHead(404).end('Not found');
    if (route.location) return res.writeHead(route.status ?? 302, { location: route.location }).end();
    if (route.status && route.status !== 200) return res.writeHead(route.status).end('failed');
    const fresh =
      (route.etag !== undefined && req.headers['if-none-match'] === route.etag) ||
      (route.etag === undefined && route.lastModified !== undefined && req.headers['if-modified-since'] === route.lastModified);
    const validators = { ...(route.etag ? { etag: route.etag } : {}), ...(route.lastModified ? { 'last-modified': route.lastModified } : {}) };
    if (fresh) return res.writeHead(304, validators).end();
    const body = route.gzip ? zlib.gzipSync(route.body ?? '') : (route.body ?? '');
    res.writeHead(200, {
      'content-type': route.contentType ?? 'text/calendar; charset=utf-8',
      ...validators,
      ...(route.gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    serve: (path: string, route: FeedRoute) => routes.set(path, route),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;
