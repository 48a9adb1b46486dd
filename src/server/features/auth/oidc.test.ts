import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { sessionCookie, useTestApp } from '../../test/helpers.js';

const APP_URL = 'http://localhost:3000';
const CLIENT = { client_id: 'twelvefold', client_secret: 'a-client-secret-for-tests' };

/** A real OpenID provider on loopback; its login step signs in `subject` without a form. */
async function startProvider(subject: string) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        ...CLIENT,
        redirect_uris: [`${APP_URL}/api/callback`],
        post_logout_redirect_uris: [`${APP_URL}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name', 'picture'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: 'Olive@Example.com',
        email_verified: true,
        given_name: 'Olive',
        family_name: 'Idee',
        picture: 'https://example.com/olive.png',
      }),
    }),
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
  });
  const callback = provider.callback();
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: subject, clientId: CLIENT.client_id });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: subject }, consent: { grantId } }, { mergeWithLastSubmission: false });
      void details;
      return;
    }
    await callback(req, res);
  };
  server.on('request', (req, res) => void answer(req, res));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Follows the provider's redirects with its own cookie jar until it sends the browser back to the app. */
async function walkProvider(startUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(';');
      const [name, ...rest] = pair.split('=');
      jar.set(name.trim(), rest.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin === new URL(APP_URL).origin) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

let provider: Awaited<ReturnType<typeof startProvider>>;
beforeAll(async () => {
  provider = await startProvider('subject-42');
});
afterAll(() => provider?.close());
// Built after the provider starts and closed before it stops (hooks run in order, and after-hooks in reverse).
const ctx = useTestApp(() => ({
  env: {
    PUBLIC_URL: APP_URL,
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
    OIDC_PROVIDER_NAME: 'Test ID',
  },
}));

async function signInThroughProvider(tz?: string) {
  const login = await ctx.app.inject({ method: 'GET', url: `/api/login${tz ? `?tz=${encodeURIComponent(tz)}` : ''}` });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(String(login.headers.location));
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const transaction = login.cookies.find((c) => c.name === 'tf_oidc')!;
  expect(transaction.httpOnly).toBe(true);
  const back = await walkProvider(authorize.href);
  expect(back.pathname).toBe('/api/callback');
  return { back, transaction: `tf_oidc=${transaction.value}` };
}

describe('OpenID Connect sign-in', () => {
  it('advertises the provider', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toMatchObject({ oidc: true, providerName: 'Test ID' });
  });

  it('logs in through the provider, creates the user from claims and logs out', async () => {
    const { back, transaction } = await signInThroughProvider('Asia/Tokyo');
    const callback = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: transaction } });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/');
    const cookie = sessionCookie(callback);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Idee',
      profileImageUrl: 'https://example.com/olive.png',
      timezone: 'Asia/Tokyo',
      authProvider: 'oidc',
    });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.oidcSubject, 'subject-42'));
    expect(row.oidcIssuer).toBe(provider.issuer);
    expect(row.passwordHash).toBeNull();

    const logout = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    const endSession = new URL(String(logout.headers.location));
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_URL}/`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs the same subject into the same account the second time', async () => {
    const { back, transaction } = await signInThroughProvider();
    const callback = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: transaction } });
    expect(callback.statusCode).toBe(302);
    const rows = await ctx.database.db.select().from(users).where(eq(users.oidcSubject, 'subject-42'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a callback without the transaction cookie or with a forged state', async () => {
    const { back, transaction } = await signInThroughProvider();
    const missing = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(missing.statusCode).toBe(400);
    const forged = new URL(back.href);
    forged.searchParams.set('state', 'forged-state');
    const res = await ctx.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}`, headers: { cookie: transaction } });
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();
  });
});
