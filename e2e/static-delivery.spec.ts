import { test, expect } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every script and stylesheet of the built app: those the two pages name, then every chunk the scripts import. */
async function builtAssets(request: APIRequestContext): Promise<string[]> {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (url: string) => {
    if (!found.has(url)) {
      found.add(url);
      queue.push(url);
    }
  };
  for (const page of ['/', '/login']) {
    const html = await (await request.get(page)).text();
    for (const [, url] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|svg))"/g)) add(url);
  }
  while (queue.length) {
    const url = queue.shift()!;
    if (!url.endsWith('.js')) continue;
    const body = await (await request.get(url)).text();
    for (const [, name] of body.matchAll(/["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g)) add(`/assets/${name}`);
    for (const [, path] of body.matchAll(/["'`](\/assets\/[\w.-]+\.(?:js|css))["'`]/g)) add(path);
  }
  return [...found];
}

test.describe('static delivery', () => {
  test('every built asset is served brotli, gzip or plain as the request accepts, hashed ones cached for a year', async ({ request }) => {
    const assets = await builtAssets(request);
    expect(assets.filter((a) => a.startsWith('/assets/') && a.endsWith('.js')).length).toBeGreaterThan(10);
    for (const url of assets) {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await request.get(url, { headers: { 'accept-encoding': accept } });
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-encoding'], `${url} for ${accept}`).toBe(encoding);
        expect(res.headers()['vary']?.toLowerCase(), url).toContain('accept-encoding');
        expect(res.headers()['cache-control'], url).toBe(url.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      }
    }
  });

  test('the pages themselves come compressed and are revalidated', async ({ request }) => {
    for (const path of ['/', '/login', '/somewhere-else']) {
      const res = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers()['content-encoding'], path).toBe('br');
      expect(res.headers()['cache-control'], path).toBe('no-cache');
      expect(res.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    }
  });

  test('the landing page loads none of the signed-in app, and a signed-in visitor gets the app', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await page.getByLabel('Decimal number').fill('12');
    await expect(page.getByTestId('dozenal-result')).toHaveText('10');
    expect(scripts.some((s) => /\/assets\/landing-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(app|dashboard-page|query-client)-/.test(s))).toEqual([]);
  });
});
