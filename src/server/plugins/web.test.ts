import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { listFiles, precompress } from '../../../scripts/precompress.js';
import { createTestApp, signUpUser, type TestContext } from '../test/helpers.js';
import { IMMUTABLE, pickEncoding } from './web.js';

const APP_SHELL = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>';
const LANDING = '<!doctype html><html><body><div id="root"><h1>Plan your life in twelves.</h1></div></body></html>';
const SCRIPT = `export const twelve = ${JSON.stringify('12 '.repeat(500))};`;

let webRoot: string;
let ctx: TestContext;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-web-test-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), APP_SHELL);
  fs.writeFileSync(path.join(webRoot, 'landing.html'), LANDING);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  fs.writeFileSync(path.join(webRoot, 'theme-init.js'), '// theme\n'.repeat(20));
  await precompress(webRoot);
  ctx = await createTestApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { res, text: decode(res.rawPayload, res.headers['content-encoding']) };
}

describe('precompress', () => {
  it('writes a brotli and a gzip sibling of every file that decode to the original', () => {
    const files = listFiles(webRoot).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
    expect(files.sort()).toEqual(['assets/app-Ab12Cd34.js', 'index.html', 'landing.html', 'theme-init.js']);
    for (const file of files) {
      const original = fs.readFileSync(path.join(webRoot, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webRoot, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(webRoot, `${file}.gz`)))).toEqual(original);
    }
  });
});

describe('static delivery', () => {
  it('answers with the encoding the request accepts', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      for (const url of ['/assets/app-Ab12Cd34.js', '/theme-init.js', '/']) {
        const { res, text } = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(res.statusCode, `${url} with ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} with ${accept}`).toBe(encoding);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(text.length).toBeGreaterThan(0);
      }
      expect((await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept })).text).toBe(SCRIPT);
    }
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(asset.res.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.res.headers['content-type']).toMatch(/javascript/);
    expect((await get('/theme-init.js')).res.headers['cache-control']).toBe('no-cache');
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.res.headers['cache-control']).toBe('no-cache');
    expect(page.res.headers['content-type']).toBe('text/html; charset=utf-8');
    const again = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(page.res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing asset instead of a page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/gone-12345678.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a JSON 404, never a page, under /api and /.well-known, signed in or not', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const paths = [
      '/api/nothing-here',
      '/api',
      '/api/',
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-protected-resource/mcp',
      '/%2E%77ell-known/x',
    ];
    for (const headers of [{}, { cookie }]) {
      for (const url of paths) {
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json().message, url).toMatch(/not found/);
      }
    }
  });
});

describe('which page', () => {
  it('sends signed-out visitors the prerendered landing page on every path but the app shell’s own', async () => {
    for (const url of ['/', '/somewhere-else', '/time-blocking', '/goals?x=1']) {
      expect((await get(url)).text, url).toBe(LANDING);
    }
    for (const url of ['/login', '/signup', '/privacy', '/terms', '/terms/']) {
      expect((await get(url)).text, url).toBe(APP_SHELL);
    }
  });

  it('sends a signed-in user the app shell on every path, unknown ones included', async () => {
    const { cookie } = await signUpUser(ctx.app);
    for (const url of ['/', '/goals', '/somewhere-else', '/privacy']) {
      expect((await get(url, { cookie })).text, url).toBe(APP_SHELL);
    }
    expect((await get('/', { cookie: 'tf_session=forged' })).text).toBe(LANDING);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q-values and wildcards', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=1, *;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
