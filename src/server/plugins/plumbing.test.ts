import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { newsletterSubscriptions } from '../db/schema/index.js';
import { createTestApp, signUpUser, useTestApp } from '../test/helpers.js';
import { COMPRESSED_BODY_MESSAGE } from './request-encoding.js';

const ctx = useTestApp();

describe('health check', () => {
  it('reports the database up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('security headers', () => {
  it('sends CSP without inline script, nosniff, frame-ancestors none and a referrer policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers the API with the short set a JSON answer needs, and the API documentation page with the page set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('adds HSTS when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const api = await https.app.inject({ method: 'GET', url: '/api/auth/user' });
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});

describe('origin check', () => {
  it('refuses a cross-origin POST and writes nothing', async () => {
    const before = await ctx.database.db.select().from(newsletterSubscriptions);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'victim@example.com' },
    });
    expect(res.statusCode).toBe(403);
    const after = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(after.length).toBe(before.length);
  });

  it('accepts a same-origin POST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'sameorigin@example.com' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a form post without Origin (not JSON) and a null Origin', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co',
    });
    expect(form.statusCode).toBe(403);
    const nullOrigin = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: { origin: 'null' }, payload: { email: 'n@b.co' } });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('refuses a cross-origin sign-out attempt that uses a session cookie', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example', host: 'localhost' } });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers a signed-out request with 401 before looking at its input', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/time-blocks', payload: { hour: 99 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers bad JSON with 400 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/xml', origin: 'http://localhost:80' },
      payload: '<email/>',
    });
    expect([403, 415]).toContain(res.statusCode);
    const sameOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/xml', origin: 'http://localhost:80', host: 'localhost:80' },
      payload: '<email/>',
    });
    expect(sameOrigin.statusCode).toBe(415);
  });

  it('refuses a compressed body with 415 whatever it holds, and never inflates it', async () => {
    const user = await signUpUser(ctx.app);
    const goal = Buffer.from(JSON.stringify({ title: 'Read twelve books', category: 'Learning', timeframe: '12 months' }));
    // 64 MB of spaces in 64 KB of gzip: inflated, it would be far past every body limit.
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    for (const [encoding, body] of [
      ['gzip', zlib.gzipSync(goal)],
      ['deflate', zlib.deflateSync(goal)],
      ['br', zlib.brotliCompressSync(goal)],
      ['gzip', goal],
      ['gzip', bomb],
      ['identity, gzip', zlib.gzipSync(goal)],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: { cookie: user.cookie, 'content-type': 'application/json', 'content-encoding': encoding },
        payload: body,
      });
      expect(res.statusCode, `${encoding} (${body.length} bytes)`).toBe(415);
      expect(res.json().message).toBe(COMPRESSED_BODY_MESSAGE);
      expect(res.headers['accept-encoding']).toBe('identity');
    }
    const goals = await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: user.cookie, 'content-encoding': 'gzip' } });
    expect(goals.json()).toEqual([]);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: goal,
    });
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });
});

describe('newsletter', () => {
  it('stores a trimmed, lower-cased address: 201 new, 200 again', async () => {
    const first = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: '  News@Example.COM ' } });
    expect(first.statusCode).toBe(201);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'news@example.com' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(rows.filter((r) => r.email === 'news@example.com')).toHaveLength(1);
  });

  it.each([[''], ['   '], ['not-an-email'], ['a@'], [42]])('refuses %j with 400 naming the email field', async (email) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('email');
  });

  it('refuses a missing body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe' });
    expect(res.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('publishes the contract generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/signup'].post).toBeDefined();
    expect(doc.paths['/api/newsletter/subscribe'].post.requestBody).toBeDefined();
  });
});
