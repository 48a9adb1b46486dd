import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built web app: dist/web beside dist/server, or the project's dist/web when running from source. */
export function findWebRoot(): string | undefined {
  const candidates = [path.resolve(here, '../../web'), path.resolve(here, '../../../dist/web')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const files = new Set(listFiles(webRoot).filter((f) => f !== 'index.html'));

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    if (files.has(pathname)) return reply.sendFile(pathname);
    if (pathname.startsWith('api/')) return reply.code(404).send({ message: `Route GET /${pathname} not found` });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}
