import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../../test/helpers.js';

/** Serves only OpenID discovery metadata: enough for /api/login to build the authorization request. */
async function startDiscovery(promptValues: string[] | undefined) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('request', (req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        ...(promptValues ? { prompt_values_supported: promptValues } : {}),
      }),
    );
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function loginRedirect(ctx: TestContext, query = ''): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/login${query}` });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

describe('/api/login intent with built-in accounts', () => {
  let open: TestContext;
  let closed: TestContext;
  beforeAll(async () => {
    [open, closed] = await Promise.all([createTestApp(), createTestApp({ env: { ALLOW_SIGNUP: 'false' } })]);
  });
  afterAll(async () => {
    await Promise.all([open.close(), closed.close()]);
  });

  it('sends intent=signup to the sign-up page and everything else to the sign-in page', async () => {
    expect(await loginRedirect(open, '?intent=signup&tz=Europe%2FParis')).toBe('/signup');
    expect(await loginRedirect(open, '?intent=signin')).toBe('/login');
    expect(await loginRedirect(open)).toBe('/login');
    expect(await loginRedirect(open, '?intent=bogus')).toBe('/login');
  });

  it('sends intent=signup to the sign-in page when sign-up is switched off', async () => {
    expect(await loginRedirect(closed, '?intent=signup')).toBe('/login');
  });
});

describe('/api/login intent with an OpenID provider', () => {
  const withCreate = { discovery: undefined as Awaited<ReturnType<typeof startDiscovery>> | undefined, ctx: undefined as TestContext | undefined };
  const withoutCreate = { discovery: undefined as Awaited<ReturnType<typeof startDiscovery>> | undefined, ctx: undefined as TestContext | undefined };
  beforeAll(async () => {
    withCreate.discovery = await startDiscovery(['none', 'login', 'consent', 'create']);
    withoutCreate.discovery = await startDiscovery(undefined);
    const env = (issuer: string) => ({
      PUBLIC_URL: 'http://localhost:3000',
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: 'twelvefold',
      OIDC_CLIENT_SECRET: 'secret',
    });
    [withCreate.ctx, withoutCreate.ctx] = await Promise.all([
      createTestApp({ env: env(withCreate.discovery.issuer) }),
      createTestApp({ env: env(withoutCreate.discovery.issuer) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withCreate.ctx?.close(), withoutCreate.ctx?.close(), withCreate.discovery?.close(), withoutCreate.discovery?.close()]);
  });

  it('asks for prompt=create on sign-up when the provider lists it in prompt_values_supported', async () => {
    const signup = new URL(await loginRedirect(withCreate.ctx!, '?intent=signup'));
    expect(signup.origin + signup.pathname).toBe(`${withCreate.discovery!.issuer}/authorize`);
    expect(signup.searchParams.get('prompt')).toBe('create');
    const signin = new URL(await loginRedirect(withCreate.ctx!));
    expect(signin.searchParams.has('prompt')).toBe(false);
  });

  it('starts a normal sign-in for sign-up when the provider does not offer prompt=create', async () => {
    const signup = new URL(await loginRedirect(withoutCreate.ctx!, '?intent=signup'));
    expect(signup.origin + signup.pathname).toBe(`${withoutCreate.discovery!.issuer}/authorize`);
    expect(signup.searchParams.has('prompt')).toBe(false);
    expect(signup.searchParams.get('code_challenge_method')).toBe('S256');
  });
});
