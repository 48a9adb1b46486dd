import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Signed-out paths the app shell renders; every other signed-out path shows the landing page (docs/product.md, Who it is for). */
const SIGNED_OUT_APP_PATHS = new Set(['login', 'signup', 'privacy', 'terms', 'forgot-password', 'reset-password', 'confirm-email']);

type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** The built web app: dist/web beside dist/server, or the project's dist/web when running from source. */
export function findWebRoot(): string | undefined {
  const candidates = [path.resolve(here, '../../web'), path.resolve(here, '../../../dist/web')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

export interface WebOptions {
  /** Whether the request carries a valid session: it decides between the app shell and the landing page. */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
}

/** The best encoding the request accepts among brotli, gzip and none, by q-value (brotli first on a tie). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

interface Variant {
  body: Buffer;
  etag: string;
}

/** An HTML page with its precompressed siblings, read once at start-up. */
function loadPage(webRoot: string, file: string): Map<Encoding, Variant> | undefined {
  const variants = new Map<Encoding, Variant>();
  for (const encoding of ['identity', 'br', 'gzip'] as const) {
    const full = path.join(webRoot, file + SUFFIX[encoding]);
    if (!fs.existsSync(full)) continue;
    const body = fs.readFileSync(full);
    variants.set(encoding, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
  }
  return variants.has('identity') ? variants : undefined;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Map<Encoding, Variant>) {
  const wanted = pickEncoding(request.headers['accept-encoding']);
  const encoding = page.has(wanted) ? wanted : 'identity';
  const variant = page.get(encoding)!;
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').header('ETag', variant.etag);
  if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(variant.body);
}

/**
 * Paths no page lives under: a JSON 404 there lets an API or MCP client see the route is missing (an app shell
 * would make an OAuth client believe a discovery document exists).
 */
function notAPage(pathname: string): boolean {
  return /^(api|assets|\.well-known)(\/|$)/.test(pathname);
}

function isCompressedCopy(file: string): boolean {
  return file.endsWith('.br') || file.endsWith('.gz');
}

export async function registerWeb(app: FastifyInstance, webRoot: string, options: WebOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite names everything under assets/ by its content hash; the other files keep their names and revalidate.
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const appShell = loadPage(webRoot, 'index.html');
  if (!appShell) throw new Error(`${webRoot} has no index.html`);
  const landing = loadPage(webRoot, 'landing.html') ?? appShell;
  const files = new Set(listFiles(webRoot).filter((f) => !f.endsWith('.html') && !isCompressedCopy(f)));

  app.get('/*', async (request, reply) => {
    const raw = (request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    let pathname: string;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      pathname = raw;
    }
    if (files.has(pathname)) return reply.sendFile(pathname);
    if (notAPage(pathname)) {
      return reply.code(404).send({ message: `Route GET /${pathname} not found` });
    }
    const signedIn = await options.isSignedIn(request);
    const page = signedIn || SIGNED_OUT_APP_PATHS.has(pathname.replace(/\/+$/, '')) ? appShell : landing;
    return sendPage(request, reply, page);
  });
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}
