import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers.js';

function signIn(ctx: TestContext, remoteAddress: string, forwardedFor?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: `someone-${Math.random()}@example.com`, password: 'not the password' },
  });
}

describe('forwarded headers behind PUBLIC_URL (loopback proxy trusted by default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com' } });
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, so a made-up header cannot reset the budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signIn(ctx, '203.0.113.50')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (let i = 0; i < 5; i++) expect((await signIn(ctx, '203.0.113.50', `198.51.100.${i}`)).statusCode).toBe(429);
  });

  it('answers a forwarded address too long for a rate-limit key like any other, and still counts it', async () => {
    const long = `${'9'.repeat(300)}, ${'a'.repeat(300)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await signIn(ctx, '127.0.0.1', long)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const newsletter = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': long },
      payload: { email: 'long-forwarded@example.com' },
    });
    expect(newsletter.statusCode).toBe(201);
  });

  it('believes the loopback proxy about the client address', async () => {
    for (let i = 0; i < 30; i++) await signIn(ctx, '127.0.0.1', '192.0.2.10');
    expect((await signIn(ctx, '127.0.0.1', '192.0.2.10')).statusCode).toBe(429);
    expect((await signIn(ctx, '127.0.0.1', '192.0.2.11')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY with a range', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://plan.example.com', TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => ctx.close());

  it('trusts only proxies in the range', async () => {
    for (let i = 0; i < 30; i++) await signIn(ctx, '10.20.30.40', '192.0.2.20');
    expect((await signIn(ctx, '10.20.30.40', '192.0.2.20')).statusCode).toBe(429);
    expect((await signIn(ctx, '10.20.30.40', '192.0.2.21')).statusCode).toBe(401);
    // Loopback is not in the list any more: its header is ignored and all its attempts count against 127.0.0.1.
    for (let i = 0; i < 30; i++) await signIn(ctx, '127.0.0.1', `192.0.2.${100 + i}`);
    expect((await signIn(ctx, '127.0.0.1', '192.0.2.250')).statusCode).toBe(429);
  });
});
